import { describe, expect, it } from 'vitest';
import { fromPostgresError } from './rest-errors';

describe('fromPostgresError', () => {
  it('says a disk is full without naming the server’s files', () => {
    const error = fromPostgresError(
      {
        code: '53100',
        message: 'could not extend file "base/5/16384": No space left on device',
        hint: 'Check free disk space.',
      },
      'authenticated',
    );
    // PostgREST's status for class 53 (insufficient resources).
    expect(error.status).toBe(503);
    expect(error.body).toEqual({
      code: '53100',
      details: null,
      hint: null,
      message: expect.stringMatching(/out of resources/) as unknown,
    });
    expect(JSON.stringify(error.body)).not.toMatch(/base\/5|No space/);
  });

  it('passes a client’s own mistake on as Postgres words it', () => {
    const error = fromPostgresError(
      { code: '23514', message: 'new row violates check constraint "x"', detail: 'Failing row' },
      'authenticated',
    );
    expect(error.body).toMatchObject({ code: '23514', details: 'Failing row' });
    expect(error.body.message).toBe('new row violates check constraint "x"');
  });
});

import { describe, expect, it } from 'vitest';
import {
  DuplicateSlugError,
  MachineUnreviewedError,
  SourceChangedError,
  toWriteError,
} from './write-errors';

describe('toWriteError', () => {
  it('names the refusal to publish unreviewed machine text (P0001 machine_unreviewed)', () => {
    expect(toWriteError({ code: 'P0001', message: 'machine_unreviewed' })).toBeInstanceOf(
      MachineUnreviewedError,
    );
    // Another raised exception is no such refusal.
    expect(toWriteError({ code: 'P0001', message: 'something else' })).not.toBeInstanceOf(
      MachineUnreviewedError,
    );
  });

  it('keeps the refusals it knew before', () => {
    expect(toWriteError({ code: '23505', message: 'blog_posts_slug_language_key' })).toBeInstanceOf(
      DuplicateSlugError,
    );
    expect(
      toWriteError({ code: '23514', message: 'can only be marked up to date with its source' }),
    ).toBeInstanceOf(SourceChangedError);
  });
});

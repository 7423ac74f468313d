import { describe, expect, it } from 'vitest';
import { createSignInSchema } from './schemas';

const errors = { emailRequired: 'required', emailInvalid: 'invalid' };
const schema = createSignInSchema(errors);

function emailError(email: string): string | undefined {
  const result = schema.safeParse({ email, remember: false });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('sign-in schema', () => {
  it('accepts a work email and trims it', () => {
    const result = schema.parse({ email: '  ada@example.com ', remember: true });
    expect(result).toEqual({ email: 'ada@example.com', remember: true });
  });

  it('reads a ticked "Remember me" box by its value', () => {
    expect(schema.parse({ email: 'a@b.co', remember: '30d' }).remember).toBe(true);
    expect(schema.parse({ email: 'a@b.co', remember: false }).remember).toBe(false);
  });

  it('asks for an email when the field is empty or blank', () => {
    expect(emailError('')).toBe('required');
    expect(emailError('   ')).toBe('required');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'ada@@example.com'])(
    'rejects %s as not an email',
    (email) => {
      expect(emailError(email)).toBe('invalid');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { identityModeFor } from './identity-mode';

const validKey = `pk_test_${btoa('clean-cat-12.clerk.accounts.dev$')}`;

describe('identityModeFor', () => {
  it('uses the embedded local sign-in when there is no key and no hosted backend', () => {
    expect(identityModeFor(undefined, false)).toEqual({ kind: 'local' });
  });

  it('uses Clerk when a valid key is configured', () => {
    expect(identityModeFor(validKey, true)).toEqual({ kind: 'clerk', publishableKey: validKey });
    expect(identityModeFor(validKey, false)).toEqual({ kind: 'clerk', publishableKey: validKey });
  });

  it('reports a missing key in hosted mode instead of falling back', () => {
    expect(identityModeFor(undefined, true)).toEqual({
      kind: 'misconfigured',
      message: 'Publishable key is missing',
    });
  });

  it('reports an invalid key', () => {
    expect(identityModeFor('pk_test_nope', false)).toEqual({
      kind: 'misconfigured',
      message: 'Publishable key not valid',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkClerkPublishableKey } from './clerk-key';

const encode = (host: string) => btoa(host).replace(/=+$/, '');

describe('checkClerkPublishableKey', () => {
  it('accepts test and live keys that decode to a host ending in $', () => {
    expect(
      checkClerkPublishableKey(`pk_test_${encode('clean-cat-12.clerk.accounts.dev$')}`),
    ).toEqual({ ok: true, instanceType: 'test', frontendApi: 'clean-cat-12.clerk.accounts.dev' });
    expect(checkClerkPublishableKey(`pk_live_${btoa('clerk.demoly.ai$')}`)).toMatchObject({
      ok: true,
      instanceType: 'live',
      frontendApi: 'clerk.demoly.ai',
    });
  });

  it.each([undefined, null, '', '   '])('reports a missing key for %j', (key) => {
    expect(checkClerkPublishableKey(key)).toEqual({
      ok: false,
      problem: 'missing',
      message: 'Publishable key is missing',
    });
  });

  it.each([
    ['a wrong prefix', `sk_test_${encode('x.clerk.accounts.dev$')}`],
    ['no prefix', encode('x.clerk.accounts.dev$')],
    ['a fourth part', `pk_test_${encode('x.clerk.accounts.dev$')}_extra`],
    ['an empty last part', 'pk_test_'],
    ['no dollar sign', `pk_test_${encode('x.clerk.accounts.dev')}`],
    ['not base64', 'pk_test_%%%not-base64%%%'],
    ['a dollar but no host', `pk_test_${encode('$')}`],
  ])('rejects a key with %s', (_case, key) => {
    expect(checkClerkPublishableKey(key)).toEqual({
      ok: false,
      problem: 'invalid',
      message: 'Publishable key not valid',
    });
  });
});

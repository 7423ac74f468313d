import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('fills every default when nothing is configured (embedded mode)', () => {
    const env = parseEnv({});
    expect(env.VITE_PRODUCT_NAME).toBe('Demoly');
    expect(env.VITE_GEOLOCATION_URL).toBe('https://ipapi.co/json/');
    expect(env.VITE_SUPABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(
      parseEnv({ VITE_SUPABASE_URL: '', VITE_CLERK_PUBLISHABLE_KEY: '' }).VITE_SUPABASE_URL,
    ).toBe(undefined);
  });

  it('names every bad variable in one error', () => {
    expect(() =>
      parseEnv({ VITE_SITE_URL: 'not a url', VITE_CONTACT_EMAIL: 'nobody', VITE_CAL_LINK: 'x' }),
    ).toThrow(/VITE_SITE_URL[\s\S]*VITE_CONTACT_EMAIL[\s\S]*VITE_CAL_LINK/);
  });

  it('says which rule a hosted value breaks and where to find the right one', () => {
    const message = (() => {
      try {
        parseEnv({
          VITE_SUPABASE_URL: 'https://abc.supabase.co',
          VITE_SUPABASE_ANON_KEY: 'too-short',
          VITE_CLERK_PUBLISHABLE_KEY: 'sk_test_secret',
          VITE_SITE_URL: 'demoly.ai',
        });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).not.toMatch(/Invalid input/);
    expect(message).toMatch(/VITE_SUPABASE_ANON_KEY: is 9 characters;.*at least 20.*API Keys/);
    expect(message).toMatch(/VITE_CLERK_PUBLISHABLE_KEY: is not a Clerk publishable key.*pk_test_/);
    expect(message).toMatch(/VITE_SITE_URL: must be an absolute http\(s\) URL/);
  });

  it('takes a Clerk publishable key in its format', () => {
    const key = `pk_test_${btoa('clerk.example.com$').replace(/=+$/, '')}`;
    expect(parseEnv({ VITE_CLERK_PUBLISHABLE_KEY: key }).VITE_CLERK_PUBLISHABLE_KEY).toBe(key);
  });

  it('requires the anon key in hosted mode', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });
});

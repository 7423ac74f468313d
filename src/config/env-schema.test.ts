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

  it('requires the anon key in hosted mode', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });
});

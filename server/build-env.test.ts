import { describe, expect, it } from 'vitest';
import { startEnv } from './build-env';

const hosted = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon-key-0123456789-abcdef',
};

describe('npm start against the variables of its build', () => {
  it('runs a hosted build started without its variables with the build values, and names them', () => {
    const started = startEnv(hosted, {});
    expect(started).toMatchObject({ ok: true, fromBuild: Object.keys(hosted) });
    expect(started.ok && started.env.VITE_SUPABASE_URL).toBe(hosted.VITE_SUPABASE_URL);
    expect(started.ok && started.variables).toEqual(hosted);
  });

  it('refuses a value other than the one the browser code was built with', () => {
    const started = startEnv(hosted, { VITE_SUPABASE_URL: 'https://other.supabase.co' });
    expect(started.ok).toBe(false);
    expect(!started.ok && started.conflicts).toEqual([
      'VITE_SUPABASE_URL is "https://other.supabase.co" here, but the build was made with "https://abc.supabase.co"',
    ]);
  });

  it('refuses hosted variables for an embedded build', () => {
    const started = startEnv({}, hosted);
    expect(!started.ok && started.conflicts.join('\n')).toMatch(/VITE_SUPABASE_URL.*it unset/);
  });

  it('accepts the same values, and any configuration when the build recorded none', () => {
    expect(startEnv(hosted, hosted)).toMatchObject({ ok: true, fromBuild: [] });
    expect(startEnv(undefined, hosted)).toMatchObject({ ok: true, fromBuild: [] });
  });
});

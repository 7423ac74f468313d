import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env-schema';
import {
  clerkFrontendApiOrigin,
  contentSecurityPolicy,
  headersFile,
  permissionsPolicy,
  securityHeaders,
  vercelConfig,
} from './security-headers';

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const embedded = parseEnv({});
const clerkKey = `pk_live_${Buffer.from('clerk.demoly.ai$').toString('base64')}`;
const hosted = parseEnv({
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon-key-long-enough-for-the-schema',
  VITE_CLERK_PUBLISHABLE_KEY: clerkKey,
  VITE_DEMO_EMBED_URL: 'https://demo.example.org/chat?embed=true',
});

describe('content security policy', () => {
  it('allows no inline or evaluated script, plugins, base changes or framing', () => {
    for (const env of [embedded, hosted]) {
      const policy = directives(contentSecurityPolicy(env));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
    }
  });

  it('in embedded mode names only our own origin and the configured third parties', () => {
    const policy = directives(contentSecurityPolicy(embedded));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://ipapi.co',
      'https://app.cal.com',
      'https://cal.com',
    ]);
    expect(policy.get('frame-src')).toEqual([
      'https://app.demoly.ai',
      'https://www.youtube-nocookie.com',
      'https://app.cal.com',
      'https://cal.com',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(contentSecurityPolicy(embedded)).not.toMatch(/clerk|supabase/);
  });

  it('in hosted mode adds the Supabase project and the Clerk instance named by the key', () => {
    const policy = directives(contentSecurityPolicy(hosted));
    expect(policy.get('connect-src')).toContain('https://abcd.supabase.co');
    expect(policy.get('connect-src')).toContain('https://clerk.demoly.ai');
    expect(policy.get('script-src')).toContain('https://clerk.demoly.ai');
    expect(policy.get('img-src')).toContain('https://abcd.supabase.co');
    expect(policy.get('img-src')).toContain('https://img.clerk.com');
    expect(policy.get('frame-src')).toContain('https://demo.example.org');
    expect(policy.get('frame-src')).not.toContain('https://app.demoly.ai');
  });
});

describe('clerkFrontendApiOrigin', () => {
  it('decodes the Frontend API host from a publishable key', () => {
    expect(clerkFrontendApiOrigin(clerkKey)).toBe('https://clerk.demoly.ai');
    const dev = `pk_test_${Buffer.from('happy-cat-12.clerk.accounts.dev$').toString('base64')}`;
    expect(clerkFrontendApiOrigin(dev)).toBe('https://happy-cat-12.clerk.accounts.dev');
  });

  it('refuses keys that do not decode to a host name', () => {
    expect(clerkFrontendApiOrigin('pk_test_bm90IGEgaG9zdA==')).toBeUndefined();
    expect(
      clerkFrontendApiOrigin(
        `pk_test_${Buffer.from('evil.com; script-src *$').toString('base64')}`,
      ),
    ).toBeUndefined();
    expect(clerkFrontendApiOrigin('sk_live_secret')).toBeUndefined();
  });
});

describe('other headers', () => {
  it('grants the microphone to the demo frame origin only', () => {
    expect(permissionsPolicy(embedded)).toContain('microphone=("https://app.demoly.ai")');
    expect(permissionsPolicy(hosted)).toContain('microphone=("https://demo.example.org")');
    expect(permissionsPolicy(embedded)).toContain('camera=()');
  });

  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders(embedded, { https: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(securityHeaders(embedded, { https: true })['Strict-Transport-Security']).toMatch(
      /max-age=\d{8}/,
    );
  });

  it('writes the same set for static hosts', () => {
    const expected = securityHeaders(hosted, { https: true });
    const file = headersFile(hosted);
    expect(file.split('\n')[0]).toBe('/*');
    for (const [name, value] of Object.entries(expected)) {
      expect(file).toContain(`  ${name}: ${value}\n`);
    }
    const vercel = JSON.parse(vercelConfig(hosted)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(Object.fromEntries(vercel.headers[0]!.headers.map((h) => [h.key, h.value]))).toEqual(
      expected,
    );
  });
});

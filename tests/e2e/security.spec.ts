import http from 'node:http';
import { cookieConsentStorageKey } from '../../src/lib/cookie-consent';
import { expect, hydrated, settled, test } from './fixtures';
import { openAsAdmin } from './fixtures/admin';

/**
 * The headers: every HTML response (rendered or a static copy) carries the policy, no page
 * runs an inline script, no source map is public, and browsing the site, the admin included,
 * makes Chromium report no Content-Security-Policy violation (the fixtures fail any test that
 * logs one). Every public route is browsed under the policy by the accessibility walk, scrolled
 * and settled, in English with cookies accepted and in Japanese with the banner showing.
 */

const htmlUrls = [
  '/',
  '/index.html',
  '/404.html',
  '/de/404.html',
  '/admin/index.html',
  '/ja/pricing',
  '/resources/blog',
  '/no-such-page',
];

function policyOf(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name ?? '', sources];
    }),
  );
}

test.describe('security headers', () => {
  for (const url of htmlUrls) {
    test(`${url} is served with the full header set`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.headers()['content-type']).toContain('text/html');
      const headers = response.headers();
      const policy = policyOf(headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'"]));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('microphone=("https://app.demoly.ai")');
      // Plain HTTP, and no trusted proxy to say otherwise: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('a forged X-Forwarded-Proto does not turn HSTS on without TRUST_PROXY', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  });

  test('pages carry their state as data: no inline executable script anywhere', async ({
    request,
  }) => {
    for (const url of ['/', '/ja', '/resources/blog', '/pricing', '/no-such-page']) {
      const html = await (await request.get(url)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        const executable = !/type="application\/(ld\+)?json"/.test(attributes);
        if (executable) expect(attributes, `${url}: inline script`).toMatch(/\bsrc="/);
      }
    }
  });

  test('no source map is published', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module"[^>]*src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const bundle = await request.get(script!);
    expect(bundle.status()).toBe(200);
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    const map = await request.get(`${script}.map`);
    expect(map.status()).toBe(404);
  });

  test('with default seed passwords, a request under a non-loopback host name is refused', async ({
    baseURL,
  }) => {
    const { port } = new URL(baseURL!);
    // demoly.ai is an allowed host (VITE_SITE_URL), as it would be behind a reverse proxy.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/', headers: { Host: 'demoly.ai' } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('default password');
  });
});

test.describe('no Content-Security-Policy violation', () => {
  test.beforeEach(async ({ context }) => {
    // The consent banner is not under test; a stored choice keeps it from covering buttons.
    await context.addInitScript(
      (key) => window.localStorage.setItem(key, 'accepted'),
      cookieConsentStorageKey,
    );
  });

  test('the browser enforces it: an injected inline script is refused and reported', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      // An inline script that is allowed runs during append(), before the next line.
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations().length).toBeGreaterThan(0);
    expect(cspViolations({ take: true }).join('\n')).toContain('script-src');
  });

  test('a blog post, the admin dashboard and the editor', async ({ page, cspViolations }) => {
    await page.goto('/resources/blog');
    await hydrated(page);
    await page.locator('main a[href*="/resources/blog/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openAsAdmin(page);
    await expect(page.getByRole('table')).toBeVisible();
    await page.goto('/admin/post/new');
    await expect(page.getByLabel('Title')).toBeVisible();
    await page.getByLabel('Title').fill('CSP check');
    await settled(page);
    expect(cspViolations()).toEqual([]);
  });
});

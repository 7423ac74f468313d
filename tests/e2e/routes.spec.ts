import { de } from '../../src/i18n/locales/de';
import { en } from '../../src/i18n/locales/en';
import { expect, hydrated, test } from './fixtures';
import { localized, openRoute, publicRoutes as routes } from './fixtures/routes';

// English and Japanese are walked by accessibility.spec.ts, which opens each page this way first.
for (const route of routes) {
  const url = localized('/de', route);
  test(`${url} renders inside the chrome without hydration errors`, async ({ page }) => {
    await openRoute(page, '/de', route);
  });
}

test('the raw HTML of /de/pricing holds its German head tags (no JavaScript)', async ({
  request,
}) => {
  const response = await request.get('/de/pricing');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="de">');
  expect(html).toContain(`<title>${de.pricing.metaTitle}`);
  expect(de.pricing.metaTitle).not.toBe(en.pricing.metaTitle);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/de\/pricing"\/>/);
  for (const [lang, path] of [
    ['en', '/pricing'],
    ['es', '/es/pricing'],
    ['ja', '/ja/pricing'],
    ['zh-Hans', '/zh/pricing'],
    ['x-default', '/pricing'],
  ]) {
    expect(html).toMatch(new RegExp(`hrefLang="${lang}" href="https?://[^"]+${path}"`));
  }
  expect(html.match(/rel="alternate" hrefLang=/g)).toHaveLength(11);
  expect(html).toContain(`name="description" content="${de.pricing.metaDescription}"`);
});

test('/en/... canonicalises to the unprefixed URL', async ({ page, request }) => {
  const response = await request.get('/en/pricing?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/pricing?x=1');
  await page.goto('/en/resources/events');
  await expect(page).toHaveURL(/\/resources\/events$/);
});

test('an unknown path gets a localized, noindex not-found page with HTTP 404 and a way home', async ({
  page,
  request,
}) => {
  for (const url of ['/no-such-page', '/resources/nope/deeper', '/xx/pricing']) {
    const raw = await request.get(url);
    expect(raw.status(), url).toBe(404);
    const html = await raw.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain(en.pricing.metaDescription);
  }

  const response = await page.goto('/de/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.common.notFound.title);
  await page.getByRole('link', { name: de.common.notFound.home }).click();
  await expect(page).toHaveURL(/\/de$/);
});

test('client-side navigation to an unknown path shows the not-found page, not a blank one', async ({
  page,
}) => {
  await page.goto('/resources/events');
  await hydrated(page);
  await page.evaluate(() => {
    history.pushState({}, '', '/definitely-missing');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.common.notFound.title);
});

test('redirects never leave the site, whatever the slashes', async ({ request, baseURL }) => {
  for (const target of ['/en//evil.com', '/en/%5Cevil.com/', '//evil.com/', '/de//evil.com/']) {
    // Absolute, so `//evil.com/` reaches our server as a path instead of naming another host.
    const response = await request.get(`${baseURL}${target}`, { maxRedirects: 0 });
    const location = response.headers().location ?? '';
    expect(location, target).not.toMatch(/^(\/\/|\/\\|https?:)/);
  }
});

test('pages refuse to be framed and the server answers only its own host names', async ({
  request,
}) => {
  const page = await request.get('/pricing');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const rebound = await request.get('/pricing', { headers: { host: 'attacker.example' } });
  expect(rebound.status()).toBe(403);
});

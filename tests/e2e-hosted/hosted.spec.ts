import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { catalogues } from '../../src/i18n/locales/all';
import { changePollMs } from '../../server/change-poll';
import { staticHostFreshListBudget } from '../../scripts/budgets';
import { standInAnonKey } from '../../scripts/lib/supabase-stand-in';
import { hostedPorts, revalidateSecret, standInUrl } from '../../playwright.hosted.config';
import {
  expect,
  expectCleanHydration,
  hydrated,
  settled,
  test,
  watchPageErrors,
} from '../e2e/fixtures';

/**
 * The hosted configuration (playwright.hosted.config.ts): the same visitor walk on `npm start`
 * in hosted mode and on a static host over dist/client, publishing through the API and seeing it
 * arrive on both, and /admin when Clerk cannot load.
 */
const servers = {
  node: `http://127.0.0.1:${hostedPorts.node}`,
  static: `http://127.0.0.1:${hostedPorts.static}`,
} as const;
const en = catalogues.en;
const de = catalogues.de;

/** Console errors and uncaught exceptions, but for the 404s a test asks for. */
const watchErrors = (page: Page) => watchPageErrors(page, (text) => /status of 404/.test(text));

/** A post published through the API, as an admin's browser or a script would. */
async function publish(request: APIRequestContext, title: string) {
  const signIn = await request.post(`${standInUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: standInAnonKey },
    data: { email: 'admin@example.com', password: 'admin-password' },
  });
  expect(signIn.status()).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const slug = `hosted-${randomUUID().slice(0, 8)}`;
  const created = await request.post(`${standInUrl}/rest/v1/blog_posts`, {
    headers: {
      apikey: standInAnonKey,
      Authorization: `Bearer ${token}`,
      Prefer: 'return=representation',
    },
    data: {
      title,
      slug,
      excerpt: `${title}, published after the build.`,
      content_markdown: `Published through the API after the build: ${title}.`,
      category: 'Product',
      status: 'published',
      published_at: new Date().toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [record] = (await created.json()) as Record<string, unknown>[];
  return { slug, record: record! };
}

for (const [name, origin] of Object.entries(servers)) {
  for (const [language, prefix] of [
    ['en', ''],
    ['de', '/de'],
  ] as const) {
    // The backend is what differs from embedded mode; the phone layout is walked in the main
    // suite, so one walk here (the static host, in English) is also made on a phone.
    const phone = name === 'static' && language === 'en' ? ' @mobile' : '';
    test(`${name} server, ${language}: every visitor page works on the hosted backend${phone}`, async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      const text = catalogues[language];
      const post =
        language === 'en'
          ? 'white-label-ai-demos-for-agencies'
          : 'white-label-ki-demos-fuer-agenturen';
      for (const path of ['', '/pricing', '/resources/blog', `/resources/blog/${post}`]) {
        const response = await page.goto(`${origin}${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        await expectCleanHydration(page, errors);
        await expect(page.locator('h1').first()).toBeVisible();
      }
      // The post read from the hosted API, with its body.
      expect((await page.locator('article').innerText()).length).toBeGreaterThan(1_000);

      // Search, a category and a page past the end, read from the API in the browser.
      await page.goto(`${origin}${prefix}/resources/blog?q=agen`);
      await expect(page.locator(`a[href$="/resources/blog/${post}"]`).first()).toBeVisible();
      await page.goto(`${origin}/resources/blog?category=Sales`);
      await expect(
        page
          .locator('a[href$="/resources/blog/lead-qualification-from-demo-conversations"]')
          .first(),
      ).toBeVisible();
      await expect(
        page.locator('a[href$="/resources/blog/white-label-ai-demos-for-agencies"]'),
      ).toHaveCount(0);
      await page.goto(`${origin}${prefix}/resources/blog?page=40`);
      await settled(page);
      await expect(page.locator('h1').first()).toBeVisible();

      // Not found, in the visitor's language.
      const missing = await page.goto(`${origin}${prefix}/no-such-page`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: text.common.notFound.title })).toBeVisible();
      expect(errors).toEqual([]);

      // English has one address: /en/... redirects to it.
      const redirected = await request.get(`${origin}/en/pricing?x=1`, { maxRedirects: 0 });
      expect(redirected.status()).toBe(301);
      expect(redirected.headers().location).toMatch(/^(http:\/\/[^/]+)?\/pricing\?x=1$/);

      // The feed and the sitemap list the posts.
      const feed = await request.get(`${origin}${prefix}/resources/blog/rss.xml`);
      expect(feed.status()).toBe(200);
      expect(await feed.text()).toContain(post);
      const sitemap = await request.get(`${origin}/sitemap.xml`);
      expect(await sitemap.text()).toContain('<sitemapindex');
    });
  }

  test(`${name} server: /admin says plainly when Clerk cannot load, in the page's language`, async ({
    page,
  }) => {
    for (const [prefix, text] of [
      ['', en],
      ['/de', de],
    ] as const) {
      await page.goto(`${origin}${prefix}/admin`);
      await hydrated(page);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: text.admin.shell.identityUnavailable });
      // At once, not after Clerk's own 15-second load timeout.
      await expect(alert).toBeVisible({ timeout: 5_000 });
      await expect(
        alert.getByRole('heading', { name: text.admin.shell.identityUnavailableTitle }),
      ).toBeVisible();
      const retry = alert.getByRole('button', { name: text.admin.shell.retryIdentity });
      // Trying again loads the page, and Clerk, once more.
      const reloaded = page.waitForEvent('load');
      await retry.click();
      await reloaded;
      await expect(alert).toBeVisible();
    }
  });
}

// One after another: each publish moves the public count, which makes every instance's change
// poll drop the blog, and would let one test pass on another's invalidation.
test.describe('publishing after the build', () => {
  test.describe.configure({ mode: 'serial' });

  test('npm start: a post published through the API is on the list within 1 s of the webhook', async ({
    request,
  }) => {
    const list = `${servers.node}/resources/blog`;
    await request.get(list); // cached now
    // In the cache: fresh, or already marked stale by a post another test published meanwhile.
    expect(['HIT', 'STALE']).toContain((await request.get(list)).headers()['x-cache']);
    const { slug, record } = await publish(request, 'Announced by the webhook');
    const webhook = await request.post(`${servers.node}/api/revalidate`, {
      headers: { Authorization: `Bearer ${revalidateSecret}` },
      data: { type: 'INSERT', table: 'blog_posts', schema: 'public', record, old_record: null },
    });
    expect(webhook.status()).toBe(200);
    // The webhook itself dropped the cached list (the poll would answer nothing here).
    expect(((await webhook.json()) as { invalidated: number }).invalidated).toBeGreaterThan(0);
    await expect
      .poll(async () => (await request.get(list)).text(), { timeout: 1_000, intervals: [100] })
      .toContain(slug);
  });

  test('npm start: without the webhook, a new post is on the list within the change poll', async ({
    request,
  }) => {
    const list = `${servers.node}/de/resources/blog`;
    await request.get(list);
    const { slug } = await publish(request, 'Found by the change poll');
    await expect
      .poll(async () => (await request.get(list)).text(), {
        timeout: changePollMs + 3_000,
        intervals: [250],
      })
      .toContain(slug);
  });

  test('static host: a post published after the build is on the list and at its address', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const title = `After the build ${randomUUID().slice(0, 6)}`;
    const { slug } = await publish(page.request, title);
    // The list's prerendered data counts as of the build: once older than the query's staleTime
    // (30 s), the browser reads the list again.
    await page.clock.setSystemTime(Date.now() + 60_000);
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === servers.static && url.pathname.endsWith('.js')) {
        scripts.push(
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        );
      }
    });
    await page.goto(`${servers.static}/resources/blog`);
    await expect(page.locator(`a[href$="/resources/blog/${slug}"]`).first()).toBeVisible();
    // Reading the list again stays within its own JavaScript budget (the API client comes too).
    await settled(page);
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThanOrEqual(staticHostFreshListBudget);

    // No file for it: the host answers with its 404.html, which the browser renders as the post.
    const response = await page.goto(`${servers.static}/resources/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await settled(page);
    // The head is the post's, not the 404 page's: its title, its canonical address, no noindex.
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/resources/blog/${slug}$`),
    );
    expect(errors).toEqual([]);
  });
});

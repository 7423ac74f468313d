import { minimumBytes as precompressMinimumBytes } from '../../scripts/lib/precompress';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSiteServer } from '../../server/site-server';
import { parseEnv } from '../../src/config/env-schema';
import { test, expect } from './fixtures';
import {
  apiToken,
  createPost,
  deletePosts,
  uniqueSlug,
  updatePost,
  type PostRow,
} from './fixtures/api';

/**
 * The blog is served from memory like a file and follows the database exactly: a write drops
 * what it changed before it is acknowledged, so the next request shows it, and nothing else is
 * rendered again. Answers carry ETag and Last-Modified (304 when unchanged) and come
 * precompressed. Bad input is a 400 and a failing API a 503, both noindex.
 */

test.describe.configure({ mode: 'serial' });

// No test writes to this post or its group: its page must stay cached through others' writes.
const unrelated = '/resources/blog/writing-a-demo-script-for-ai-avatars';

test('a saved post is there on the next request, and only what it changed is rendered again', async ({
  request,
}, testInfo) => {
  const slug = uniqueSlug('cache', testInfo.project.name);
  const token = await apiToken(request);
  // An English original of its own (every seed post already has its German version).
  const source = await createPost(request, token, {
    title: 'Cached original',
    slug: uniqueSlug('cache-original', testInfo.project.name),
    language: 'en',
  });
  const original = source.slug;
  try {
    // Warm the cache: the German list, feed and sitemap, the original's page, an unrelated page.
    for (const path of [
      '/de/resources/blog',
      '/de/resources/blog/rss.xml',
      '/sitemap-posts-1.xml',
      `/resources/blog/${original}`,
      unrelated,
    ]) {
      expect((await request.get(path)).status()).toBe(200);
    }
    const before = await request.get(unrelated);
    expect(before.headers()['x-cache']).toBe('HIT');

    const post: PostRow = await createPost(request, token, {
      title: `Zwischengespeichert ${slug}`,
      slug,
      language: 'de',
      translation_of: source.id,
    });

    // No delay: the write's answer came after the cache had dropped what it touched.
    const list = await request.get('/de/resources/blog');
    expect(await list.text()).toContain(`Zwischengespeichert ${slug}`);
    expect(await (await request.get('/de/resources/blog/rss.xml')).text()).toContain(slug);
    expect(await (await request.get('/sitemap-posts-1.xml')).text()).toContain(slug);
    const originalPage = await request.get(`/resources/blog/${original}`);
    expect(originalPage.headers()['x-cache']).toBe('MISS');
    expect(await originalPage.text()).toContain(`/de/resources/blog/${slug}`); // Also in, hreflang
    const after = await request.get(unrelated);
    expect(after.headers()['x-cache']).toBe('HIT');
    expect(after.headers().etag).toBe(before.headers().etag);

    await updatePost(request, token, post.id, { title: `Geändert ${slug}` });
    const page = await request.get(`/de/resources/blog/${slug}`);
    expect(await page.text()).toContain(`Geändert ${slug}`);
    expect(await (await request.get('/de/resources/blog')).text()).toContain(`Geändert ${slug}`);

    await deletePosts(request, [slug]);
    expect((await request.get(`/de/resources/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get('/de/resources/blog')).text()).not.toContain(slug);
  } finally {
    await deletePosts(request, [slug, original]);
  }
});

test('pages, blog pages, feeds and sitemaps answer 304 while unchanged', async ({ request }) => {
  /**
   * Other files' tests publish posts meanwhile, and a new post really changes the list, the feed
   * and the sitemap: a 200 is then right, with a new ETag. So a pair that saw the page change is
   * asked again (three times at most); the same ETag answered 200 fails at once.
   */
  async function answersNotModified(path: string): Promise<boolean> {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const { etag, 'last-modified': modified } = first.headers();
    expect(etag, path).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(modified!), path).not.toBeNaN();
    const byTag = await request.get(path, { headers: { 'If-None-Match': etag! } });
    const byDate = await request.get(path, { headers: { 'If-Modified-Since': modified! } });
    for (const answer of [byTag, byDate]) {
      if (answer.status() === 304) continue;
      expect(answer.status(), path).toBe(200);
      expect(answer.headers().etag, `${path}: a 200 for an unchanged page`).not.toBe(etag);
      return false; // changed in between
    }
    return true;
  }
  for (const path of [
    '/pricing',
    '/ja',
    '/resources/blog',
    '/resources/blog/ai-demo-setup-in-ten-minutes',
    '/resources/blog/rss.xml',
    '/sitemap.xml',
  ]) {
    let notModified = false;
    for (let attempt = 0; attempt < 3 && !notModified; attempt += 1) {
      notModified = await answersNotModified(path);
    }
    expect(notModified, `${path} answers 304 while unchanged`).toBe(true);
  }
  const blog = await request.get('/resources/blog');
  expect(blog.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
});

test('HTML, scripts and styles come precompressed with brotli', async ({ request, page }) => {
  await page.goto('/');
  const assets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/assets\/.+\.(js|css)$/.test(path)),
  );
  expect(assets.some((path) => path.endsWith('.js'))).toBe(true);
  expect(assets.some((path) => path.endsWith('.css'))).toBe(true);
  for (const path of ['/', '/resources/blog', ...assets]) {
    const size = (
      await (await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })).body()
    ).length;
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    // Files too small to gain from compression (the runtime chunk, 726 bytes) are sent as they are.
    expect(response.headers()['content-encoding'], path).toBe(
      size < precompressMinimumBytes ? undefined : 'br',
    );
  }
  const gzipOnly = await request.get('/pricing', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
});

test('a posts sitemap past the last one is 404, like a number that never had posts', async ({
  request,
}) => {
  expect((await request.get('/sitemap-posts-1.xml')).status()).toBe(200);
  for (const number of ['0', '2', '9999']) {
    expect((await request.get(`/sitemap-posts-${number}.xml`)).status(), number).toBe(404);
  }
});

test('bad input in a blog URL is a 400 with noindex, and never echoed', async ({ request }) => {
  for (const path of [
    '/resources/blog/%00',
    '/resources/blog?category=%00',
    '/de/resources/blog?q=%1B%5B31m',
    '/resources/blog/%E0%A4%A',
    // C1 controls, the line separator and a bidi override: each would be echoed into the page.
    '/resources/blog?category=Sales%C2%85',
    '/resources/blog?category=Sales%E2%80%A8x',
    '/resources/blog?q=%E2%80%AEevil',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    const body = await response.text();
    const echoed = ['\u0000', '\u001b', '\u0085', '\u2028', '\u202e'].filter((c) =>
      body.includes(c),
    );
    expect(echoed, path).toEqual([]);
  }
  // A category longer than the API accepts: the API refuses it, and so does the page.
  const long = await request.get(`/resources/blog?category=${'x'.repeat(300)}`);
  expect(long.status()).toBe(400);
  expect(long.headers()['x-robots-tag']).toBe('noindex');
});

/** A port nothing listens on (once this resolves). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A second site server in this process, on a port of its own. */
async function startServer(options: { apiOrigin: string; revalidateSecret?: string }) {
  const port = await freePort();
  const { server } = await startSiteServer({
    host: '127.0.0.1',
    port,
    env: parseEnv({}),
    ...options,
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

test('with the API down, the blog answers 503 with noindex and keeps nothing', async ({
  request,
}) => {
  // Connection refused: the API's host is up, its server is not.
  const server = await startServer({ apiOrigin: `http://127.0.0.1:${await freePort()}` });
  try {
    for (const path of ['/resources/blog', '/resources/blog/ai-demo-setup-in-ten-minutes']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await request.get(`${server.origin}${path}`);
        expect(response.status(), path).toBe(503);
        expect(response.headers()['x-robots-tag']).toBe('noindex');
        expect(response.headers()['cache-control']).toBe('no-store');
        expect(response.headers()['retry-after']).toBeTruthy();
        expect(response.headers()['x-cache'], 'never kept').toBe('MISS');
        // Still the page, in its loading state: the browser tries again itself.
        expect(await response.text()).toContain('Loading...');
      }
    }
    // Marketing pages are files: the API does not matter to them.
    expect((await request.get(`${server.origin}/pricing`)).status()).toBe(200);
  } finally {
    await server.close();
  }
});

test('hosted mode: a Supabase webhook on /api/revalidate drops what a write changed', async ({
  request,
  baseURL,
}, testInfo) => {
  // A server that, like a hosted one, does not hear the database: writes go elsewhere.
  const secret = 'e2e-webhook-secret';
  const server = await startServer({ apiOrigin: baseURL!, revalidateSecret: secret });
  const slug = uniqueSlug('webhook', testInfo.project.name);
  try {
    const list = `${server.origin}/resources/blog`;
    await request.get(list);
    expect((await request.get(list)).headers()['x-cache']).toBe('HIT');

    const post = await createPost(request, await apiToken(request), {
      title: `Webhook ${slug}`,
      slug,
    });
    expect(await (await request.get(list)).text()).not.toContain(slug); // not told yet

    const webhook = (authorization: string, data: unknown) =>
      request.post(`${server.origin}/api/revalidate`, { headers: { authorization }, data });
    const payload = { type: 'INSERT', table: 'blog_posts', schema: 'public', record: post };
    expect((await webhook('Bearer wrong', payload)).status()).toBe(401);
    expect((await webhook(`Bearer ${secret}`, { type: 'INSERT', table: 'other' })).status()).toBe(
      400,
    );
    const accepted = await webhook(`Bearer ${secret}`, payload);
    expect(accepted.status()).toBe(200);
    expect(((await accepted.json()) as { invalidated: number }).invalidated).toBeGreaterThan(0);

    const fresh = await request.get(list);
    expect(fresh.headers()['x-cache']).toBe('MISS');
    expect(await fresh.text()).toContain(`Webhook ${slug}`);
  } finally {
    await deletePosts(request, [slug]);
    await server.close();
  }
});

import { describe, expect, it } from 'vitest';
import { createPageCache, type Rendered } from './page-cache';
import { prepare } from './representation';

async function page(
  body: string,
  tags: string[] = [],
  ttlMs?: number,
  status = 200,
): Promise<Rendered> {
  return {
    representation: await prepare(body, {
      status,
      headers: { 'Content-Type': 'text/html' },
      quality: 4,
    }),
    tags,
    ...(ttlMs === undefined ? {} : { ttlMs }),
  };
}

function counter(body: (n: number) => string, tags: string[] = []) {
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    render: async () => page(body(++renders), tags),
  };
}

const text = (answer: { representation: { identity?: Buffer } }) =>
  answer.representation.identity?.toString();

describe('page cache', () => {
  const room = (bytes: number) => ({
    hot: bytes,
    pages: bytes,
    variants: bytes / 10,
    searches: bytes / 10,
    misses: bytes / 10,
  });
  const options = { maxBytes: room(1_000_000), ttlMs: 1_000, staleMs: 10_000 };

  it('renders once and serves the same answer until its tags change', async () => {
    const cache = createPageCache(options);
    const post = counter((n) => `post v${n}`, ['post:a', 'list:en']);
    expect(text(await cache.get('/a', 'pages', post.render))).toBe('post v1');
    expect(text(await cache.get('/a', 'pages', post.render))).toBe('post v1');
    expect(post.renders).toBe(1);
    expect(cache.invalidate(['post:other'])).toBe(0);
    expect(text(await cache.get('/a', 'pages', post.render))).toBe('post v1');
    expect(cache.invalidate(['list:en'])).toBe(1);
    expect(text(await cache.get('/a', 'pages', post.render))).toBe('post v2');
  });

  it('concurrent requests share one render', async () => {
    const cache = createPageCache(options);
    const post = counter((n) => `v${n}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.get('/a', 'pages', post.render)),
    );
    expect(post.renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.representation)).size).toBe(1);
    expect(answers.filter((answer) => answer.state === 'miss')).toHaveLength(20);
    expect((await cache.get('/a', 'pages', post.render)).state).toBe('hit');
  });

  it('a render under way during an invalidation is not stored, nor joined afterwards', async () => {
    const cache = createPageCache(options);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const render = async () => {
      renders += 1;
      const version = renders;
      if (version === 1) await slow; // read the old data, then the write happened
      return page(`v${version}`, ['post:a']);
    };
    const before = cache.get('/a', 'pages', render);
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.invalidate(['post:a']); // a write lands while the first render is still running
    const after = cache.get('/a', 'pages', render);
    release();
    expect(text(await before)).toBe('v1');
    expect(text(await after)).toBe('v2'); // a request after the write never sees v1
    expect(text(await cache.get('/a', 'pages', render))).toBe('v2');
    expect(renders).toBe(2);
  });

  it('a render under way is stored when only other pages changed meanwhile', async () => {
    const cache = createPageCache(options);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const render = async () => {
      renders += 1;
      await slow;
      return page('post a', ['post:a']);
    };
    const first = cache.get('/a', 'pages', render);
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.invalidate(['post:b', 'list:en']); // a write to another post, as on a busy blog
    release();
    await first;
    expect((await cache.get('/a', 'pages', render)).state).toBe('hit');
    expect(renders).toBe(1);
  });

  it('serves a stale answer while one render refreshes it, then the fresh one', async () => {
    let clock = 0;
    const cache = createPageCache({ ...options, now: () => clock });
    const post = counter((n) => `v${n}`);
    await cache.get('/a', 'pages', post.render);
    clock = 1_500; // past ttl, within stale
    const stale = await cache.get('/a', 'pages', post.render);
    expect(stale.state).toBe('stale');
    expect(text(stale)).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(post.renders).toBe(2);
    expect(text(await cache.get('/a', 'pages', post.render))).toBe('v2');
    clock = 100_000; // past stale too: rendered before answering
    expect(text(await cache.get('/a', 'pages', post.render))).toBe('v3');
  });

  it('an answer with ttl 0 is served once and never kept', async () => {
    const cache = createPageCache(options);
    let renders = 0;
    const failing = async () => page(`unavailable ${++renders}`, [], 0);
    await cache.get('/a', 'pages', failing);
    await cache.get('/a', 'pages', failing);
    expect(renders).toBe(2);
  });

  it('thousands of distinct searches stay within their own budget and evict no page', async () => {
    // A fixed clock: the 2,000 compressions may take longer than the ttl, which is not evicting.
    const cache = createPageCache({
      ...options,
      maxBytes: { ...options.maxBytes, searches: 200_000 },
      now: () => 0,
    });
    const post = counter((n) => `post ${n}`);
    await cache.get('/post', 'pages', post.render);
    for (let index = 0; index < 2_000; index += 1) {
      await cache.get(`/blog?q=${index}`, 'searches', () =>
        page(`<p>results for ${index}</p>${'x'.repeat(500)}`, ['list:en']),
      );
    }
    const { bytes, entries } = cache.stats().searches;
    expect(bytes).toBeLessThanOrEqual(200_000);
    expect(entries).toBeLessThan(2_000);
    await cache.get('/post', 'pages', post.render);
    expect(post.renders).toBe(1);
    // Evicted searches left no tags behind: an invalidation finds only what is still there.
    expect(cache.invalidate(['list:en'])).toBe(entries);
  });

  it('hot pages stay hits through a flood of 10,000 unknown posts and invented categories', async () => {
    const cache = createPageCache({
      ...options,
      maxBytes: room(200_000),
      now: () => 0,
    });
    const languages = ['en', 'de', 'es', 'fr', 'ja', 'zh', 'ko', 'pt', 'it', 'nl'];
    const hot = languages.map((language) => ({
      key: `/${language}/resources/blog`,
      list: counter((n) => `list ${language} ${n} ${'x'.repeat(2_000)}`, [`list:${language}`]),
    }));
    const post = counter((n) => `a post ${n} ${'x'.repeat(2_000)}`);
    for (const { key, list } of hot) await cache.get(key, 'hot', list.render);
    await cache.get('/resources/blog/a-post', 'pages', post.render);
    let flooded = 0;
    for (let index = 0; index < 5_000; index += 1) {
      // An unknown post is a 404: whatever partition its URL suggests, it lands among the misses.
      await cache.get(`/resources/blog/nope-${index}`, 'pages', () =>
        page(`not found ${index} ${'x'.repeat(1_000)}`, ['posts'], undefined, 404),
      );
      await cache.get(`/resources/blog?category=made-up-${index}`, 'variants', () =>
        page(`no posts in ${index} ${'x'.repeat(1_000)}`, ['list:en']),
      );
      flooded += 2;
    }
    expect(flooded).toBe(10_000);
    const states = await Promise.all(
      hot.map(({ key, list }) => cache.get(key, 'hot', list.render).then(({ state }) => state)),
    );
    expect(states).toEqual(hot.map(() => 'hit'));
    expect((await cache.get('/resources/blog/a-post', 'pages', post.render)).state).toBe('hit');
    expect(hot.every(({ list }) => list.renders === 1)).toBe(true);
    const stats = cache.stats();
    expect(stats.misses.bytes).toBeLessThanOrEqual(20_000);
    expect(stats.variants.bytes).toBeLessThanOrEqual(20_000);
    expect(stats.hot.entries).toBe(10);
  });

  it('an answer that is not 200 is kept among the misses, and moves when it changes', async () => {
    const cache = createPageCache({ ...options, now: () => 0 });
    let status = 404;
    const render = () => page(`status ${status}`, ['post:late'], undefined, status);
    await cache.get('/late', 'pages', render);
    expect(cache.stats().misses.entries).toBe(1);
    expect(cache.stats().pages.entries).toBe(0);
    expect((await cache.get('/late', 'pages', render)).state).toBe('hit');
    status = 200;
    cache.invalidate(['post:late']);
    await cache.get('/late', 'pages', render);
    expect(cache.stats().misses.entries).toBe(0);
    expect(cache.stats().pages.entries).toBe(1);
  });

  it('shares a read between renders of different entries, never across an invalidation', async () => {
    const cache = createPageCache(options);
    let reads = 0;
    const pending: (() => void)[] = [];
    const read = () =>
      new Promise<number>((resolve) => {
        const n = (reads += 1);
        pending.push(() => resolve(n));
      });
    const first = cache.share('count', read);
    const second = cache.share('count', read);
    await Promise.resolve();
    expect(reads).toBe(1);
    // After an invalidation a new caller starts its own read; the earlier callers keep theirs.
    cache.invalidate(['sitemap']);
    const third = cache.share('count', read);
    await Promise.resolve();
    expect(reads).toBe(2);
    for (const release of pending) release();
    expect(await Promise.all([first, second, third])).toEqual([1, 1, 2]);
    expect(reads).toBe(2);
  });
});

describe('a render whose data could not be read', () => {
  const options = {
    maxBytes: { hot: 100_000, pages: 100_000, variants: 10_000, searches: 10_000, misses: 10_000 },
    ttlMs: 1_000,
    staleMs: 10_000,
  };
  const failed = async (): Promise<Rendered> => ({
    ...(await page('busy', ['list:en'], 0, 503)),
    failed: true,
  });

  it('serves the last good answer after a save dropped it, and the next render replaces it', async () => {
    const cache = createPageCache(options);
    await cache.get('/blog', 'hot', () => page('list v1', ['list:en']));
    cache.invalidate(['list:en']); // a save
    const during = await cache.get('/blog', 'hot', failed);
    expect([text(during), during.state]).toEqual(['list v1', 'stale']);
    // Nothing failed was kept: the next request renders again, and its answer is the one kept.
    const after = await cache.get('/blog', 'hot', () => page('list v2', ['list:en']));
    expect([text(after), after.state]).toEqual(['list v2', 'miss']);
    expect(text(await cache.get('/blog', 'hot', failed))).toBe('list v2');
  });

  it('serves its failure when there was never a good answer', async () => {
    const cache = createPageCache(options);
    const answer = await cache.get('/blog', 'hot', failed);
    expect([answer.representation.status, answer.state]).toEqual([503, 'miss']);
    expect(cache.stats().misses.entries).toBe(0);
  });
});

describe('an answer that may lag a change (a sitemap)', () => {
  const options = {
    maxBytes: { hot: 100_000, pages: 100_000, variants: 10_000, searches: 10_000, misses: 10_000 },
    ttlMs: 60_000,
    staleMs: 60_000,
  };
  /** Renders `v1`, `v2`… each taking `ms` (a sitemap of many posts), counting renders. */
  function slowSitemap(ms: () => number) {
    let renders = 0;
    return {
      get renders() {
        return renders;
      },
      render: async (): Promise<Rendered> => {
        const version = ++renders;
        await new Promise((resolve) => setTimeout(resolve, ms()));
        return { ...(await page(`v${version}`, ['sitemap'])), waitOnChangeMs: 50 };
      },
    };
  }

  it('is rendered anew after a change when that is quick', async () => {
    const cache = createPageCache(options);
    const sitemap = slowSitemap(() => 0);
    await cache.get('/sitemap.xml', 'hot', sitemap.render);
    expect(cache.invalidate(['sitemap'])).toBe(1);
    const after = await cache.get('/sitemap.xml', 'hot', sitemap.render);
    expect([text(after), after.state]).toEqual(['v2', 'miss']);
    expect((await cache.get('/sitemap.xml', 'hot', sitemap.render)).state).toBe('hit');
  });

  it('is served as it was while one slow render refreshes it, and that render is kept', async () => {
    const cache = createPageCache(options);
    let ms = 0;
    const sitemap = slowSitemap(() => ms);
    await cache.get('/sitemap.xml', 'hot', sitemap.render);
    cache.invalidate(['sitemap']);
    ms = 200;
    const crawlers = await Promise.all(
      Array.from({ length: 5 }, () => cache.get('/sitemap.xml', 'hot', sitemap.render)),
    );
    // Each waited 50 ms, not 200, and got the answer before the change; one render runs.
    expect(crawlers.map((answer) => [text(answer), answer.state])).toEqual(
      Array.from({ length: 5 }, () => ['v1', 'stale']),
    );
    expect(sitemap.renders).toBe(2);
    // A second change while it renders: the render is kept all the same, marked changed.
    cache.invalidate(['sitemap']);
    await new Promise((resolve) => setTimeout(resolve, 250));
    ms = 0;
    const next = await cache.get('/sitemap.xml', 'hot', sitemap.render);
    expect(sitemap.renders).toBe(3);
    expect([text(next), next.state]).toEqual(['v3', 'miss']);
    expect((await cache.get('/sitemap.xml', 'hot', sitemap.render)).state).toBe('hit');
  });
});

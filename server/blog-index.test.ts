/**
 * The feeds' and sitemaps' reads against the embedded backend with its row-level security: a
 * draft or a post scheduled for later is in none of them until its time has come.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../supabase/embedded/testing';
import { listingLanguages } from './blog-changes';
import { countPosts, getFeedPosts, getSitemapPosts } from './blog-index';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 180_000);

afterAll(async () => {
  await server?.destroy();
});

describe('feeds and sitemaps follow the publication status', () => {
  it('leave out drafts and scheduled posts, and take a scheduled post in once its time comes', async () => {
    const anon = server.client();
    const slugs = {
      draft: `index-draft-${randomUUID()}`,
      scheduled: `index-scheduled-${randomUUID()}`,
    };
    await server.backend.database.query(
      `insert into public.blog_posts (title, slug, content_markdown, status, published_at) values
         ('Draft', $1, 'Body', 'draft', null),
         ('Scheduled', $2, 'Body', 'scheduled', now() + interval '6 seconds')`,
      [slugs.draft, slugs.scheduled],
    );
    const publicCount = async () =>
      Number(
        (
          await server.backend.database.query<{ n: number }>(
            `select count(*)::int as n from public.blog_posts
             where status <> 'draft' and published_at <= now()`,
          )
        ).rows[0]?.n,
      );

    const before = {
      feed: (await getFeedPosts(anon, 'en')).map((post) => post.slug),
      sitemap: (await getSitemapPosts(anon)).map((post) => post.slug),
      count: await countPosts(anon),
    };
    expect(before.feed).not.toContain(slugs.draft);
    expect(before.feed).not.toContain(slugs.scheduled);
    expect(before.sitemap).not.toContain(slugs.draft);
    expect(before.sitemap).not.toContain(slugs.scheduled);
    expect(before.count).toBe(await publicCount());

    // Its time comes by the database's clock, whatever the reads above took on a busy machine.
    const due = async () =>
      (
        await server.backend.database.query<{ due: boolean }>(
          `select published_at <= now() as due from public.blog_posts where slug = $1`,
          [slugs.scheduled],
        )
      ).rows[0]?.due;
    while (!(await due())) await new Promise((resolve) => setTimeout(resolve, 200));
    const feed = (await getFeedPosts(anon, 'en')).map((post) => post.slug);
    const sitemap = (await getSitemapPosts(anon)).map((post) => post.slug);
    expect(feed[0]).toBe(slugs.scheduled);
    expect(sitemap).toContain(slugs.scheduled);
    expect(sitemap).not.toContain(slugs.draft);
    expect(await countPosts(anon)).toBe(before.count + 1);
  });
});

describe('the sitemap read', () => {
  it('pages through more posts than one answer holds, each once, in order, through equal times', async () => {
    // 2,100 posts sharing three creation times: pages must continue inside a run of equal times.
    await server.backend.database.query(
      `insert into public.blog_posts (title, slug, content_markdown, published_at, created_at)
       select 'Bulk ' || n, 'sitemap-bulk-' || n, 'Body', now() - interval '1 day',
              timestamptz '2026-01-01 00:00:00+00' + (n % 3) * interval '1 second'
       from generate_series(1, 2100) as n`,
    );
    const expected = await server.backend.database.query<{ id: string }>(
      `select id from public.blog_posts where status <> 'draft' and published_at <= now()
       order by created_at, id`,
    );
    const read = await getSitemapPosts(server.client());
    expect(read.map((post) => post.id)).toEqual(expected.rows.map((row) => row.id));
  });
});

describe('the languages that list a post', () => {
  it('listingLanguages covers every list the blog_listings view puts a post in', async () => {
    const slug = `listing-${randomUUID()}`;
    const {
      rows: [original],
    } = await server.backend.database.query<{ id: string }>(
      `insert into public.blog_posts (title, slug, content_markdown) values ('Listed', $1, 'Body')
       returning id`,
      [slug],
    );
    await server.backend.database.query(
      `insert into public.blog_posts (title, slug, content_markdown, language, translation_of)
       values ('Gelistet', $1, 'Text', 'de', $2)`,
      [`${slug}-de`, original!.id],
    );
    const listedIn = async (postSlug: string) =>
      (
        await server.backend.database.query<{ list_language: string }>(
          `select list_language from public.blog_listings where slug = $1 order by list_language`,
          [postSlug],
        )
      ).rows.map((row) => row.list_language);

    // The English post: every list but German, which lists its translation instead.
    const english = await listedIn(slug);
    expect(english).toEqual(
      listingLanguages('en')
        .filter((code) => code !== 'de')
        .sort(),
    );
    expect(await listedIn(`${slug}-de`)).toEqual([...listingLanguages('de')]);
  });
});

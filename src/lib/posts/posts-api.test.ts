/**
 * The post entity's fetchers, exactly as the blog and the admin call them, against the embedded
 * backend (PGlite with the migrations, seed and row-level security). Nothing is stubbed: the
 * app's own supabase-js client is pointed at the test server and, for writes, carries the seed
 * admin's token. The expected values come from SQL on the same database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessTokenProvider, setServerApiOrigin } from '@/lib/supabase';
import { seedAccounts } from '../../../supabase/embedded';
import { startTestServer, type TestServer } from '../../../supabase/embedded/testing';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import { getAdminPosts } from './get-admin-posts';
import { getCategories } from './get-categories';
import { getPost } from './get-post';
import { getPostForEdit } from './get-post-for-edit';
import { getPostPage, postPageSize } from './get-post-page';
import { getPostPreview } from './get-post-preview';
import { getTranslations } from './get-translations';
import { searchPostsByTitle } from './search-posts-by-title';
import { makePayload } from './test-rows';
import type { PostPayload } from './types';
import { updatePost } from './update-post';
import { DuplicateSlugError, PostConflictError } from './write-errors';

let server: TestServer;
let token: string | null = null;

const sql = async <Row>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

beforeAll(async () => {
  server = await startTestServer();
  setServerApiOrigin(server.url);
  setAccessTokenProvider(async () => token);
});

afterAll(async () => {
  setAccessTokenProvider(async () => null);
  await server?.destroy();
});

function payload(overrides: Partial<PostPayload> = {}): PostPayload {
  return makePayload({
    title: 'Fetcher test post',
    slug: `fetcher-${randomUUID()}`,
    content_markdown: '## Hello\n\n**bold** <img src=x onerror=alert(1)>',
    ...overrides,
  });
}

describe('public reads (anonymous)', () => {
  it('getPostPage: one page of the language list, newest first, counted by the database', async () => {
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.blog_listings where list_language = 'en'`,
    );
    const first = await getPostPage({ language: 'en', category: null, search: '', page: 1 });
    expect(first.total).toBe(n);
    expect(first.rows).toHaveLength(Math.min(n, postPageSize));
    const dates = first.rows.map((row) => Date.parse(row.published_at ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // A card never carries the body.
    expect(Object.keys(first.rows[0]!)).not.toContain('content_markdown');

    // Past the end: no rows, and the count for the pager, without a 416 the browser would log.
    const past = await getPostPage({ language: 'en', category: null, search: '', page: 999 });
    expect(past).toEqual({ rows: [], total: n });
  });

  it('getPostPage filters by category and by text, in the database', async () => {
    const [{ category } = { category: '' }] = await sql<{ category: string }>(
      `select category from public.blog_listings where list_language = 'en'
       group by category order by count(*) desc limit 1`,
    );
    const byCategory = await getPostPage({ language: 'en', category, search: '', page: 1 });
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.rows.every((row) => row.category === category)).toBe(true);

    const [{ title } = { title: '' }] = await sql<{ title: string }>(
      `select title from public.blog_listings where list_language = 'en' limit 1`,
    );
    const word = title.split(' ').find((part) => part.length > 4) ?? title;
    const bySearch = await getPostPage({ language: 'en', category: null, search: word, page: 1 });
    expect(bySearch.rows.map((row) => row.title)).toContain(title);
    const none = await getPostPage({
      language: 'en',
      category: null,
      search: 'no post says zqxjv',
      page: 1,
    });
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it('getPost: by slug or id, with the body rendered; null when missing', async () => {
    const [row] = await sql<{ id: string; slug: string; title: string }>(
      `select id, slug, title from public.blog_posts order by published_at desc limit 1`,
    );
    const bySlug = await getPost('en', row!.slug);
    expect(bySlug).toMatchObject({ id: row!.id, title: row!.title, urlKey: row!.slug });
    expect(bySlug!.contentHtml.length).toBeGreaterThan(0);
    expect(await getPost('en', row!.id)).toMatchObject({ id: row!.id });
    expect(await getPost('en', 'no-such-post')).toBeNull();
  });

  it('getPost: a slug is looked up in the address language, old links still resolve', async () => {
    const slug = `per-language-${randomUUID()}`;
    const jaOnly = `ja-only-${randomUUID()}`;
    const [en] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, content_markdown, language, published_at)
       values ('English', $1, 'Body', 'en', now()) returning id`,
      [slug],
    );
    const [ja] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, content_markdown, language, translation_of, published_at)
       values ('日本語', $1, '本文', 'ja', $2, now()) returning id`,
      [slug, en!.id],
    );
    const [jaSecond] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, content_markdown, language, published_at)
       values ('日本語だけ', $1, '本文', 'ja', now()) returning id`,
      [jaOnly],
    );
    expect((await getPost('en', slug))?.id).toBe(en!.id);
    expect((await getPost('ja', slug))?.id).toBe(ja!.id);
    // The German list links English posts under /de: the English post answers there.
    expect((await getPost('de', slug))?.id).toBe(en!.id);
    // A slug only another language has still finds that post.
    expect((await getPost('de', jaOnly))?.id).toBe(jaSecond!.id);
    expect((await getPostPreview('ja', slug))?.id).toBe(ja!.id);
  });

  it('getCategories and getTranslations read the views and translation groups', async () => {
    const expected = await sql<{ category: string; post_count: number }>(
      `select category, post_count::int from public.blog_categories
       where list_language = 'en' order by category`,
    );
    expect(await getCategories('en')).toEqual(
      expected.map((row) => ({ category: row.category, postCount: row.post_count })),
    );

    const [group] = await sql<{ original: string }>(
      `select translation_of as original from public.blog_posts
       where translation_of is not null limit 1`,
    );
    const versions = await getTranslations(group!.original);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions.filter((version) => version.original)).toHaveLength(1);
  });
});

describe('admin reads and writes (as the seed admin)', () => {
  beforeAll(async () => {
    token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  });
  afterAll(() => {
    token = null;
  });

  it('getAdminPosts: a page of every language, filtered and counted by the database', async () => {
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      'select count(*)::int as n from public.blog_posts',
    );
    const all = await getAdminPosts({
      page: 1,
      language: null,
      search: '',
      state: null,
      sort: 'newest',
    });
    expect(all.total).toBe(n);
    const german = await getAdminPosts({
      page: 1,
      language: 'de',
      search: '',
      state: null,
      sort: 'newest',
    });
    expect(german.total).toBeGreaterThan(0);
    expect(german.rows.every((row) => row.language === 'de')).toBe(true);
    expect(
      await getAdminPosts({ page: 999, language: null, search: '', state: null, sort: 'newest' }),
    ).toEqual({
      rows: [],
      total: n,
    });
  });

  it('create, read for edit, update, refuse a stale or duplicate write, delete', async () => {
    const created = payload();
    await createPost(created);
    const [{ id } = { id: '' }] = await sql<{ id: string }>(
      'select id from public.blog_posts where slug = $1',
      [created.slug],
    );
    // What the blog shows of it: Markdown rendered, the hostile attribute gone.
    const shown = await getPost('en', created.slug);
    expect(shown!.contentHtml).toContain('<strong>bold</strong>');
    expect(shown!.contentHtml).not.toContain('onerror');

    const loaded = await getPostForEdit(id);
    expect(loaded).toMatchObject({ title: created.title, tags: ['launch'], read_time: 3 });

    await expect(createPost(payload({ slug: created.slug }))).rejects.toBeInstanceOf(
      DuplicateSlugError,
    );
    expect(await searchPostsByTitle('Fetcher test')).toContainEqual({
      id,
      title: created.title,
      language: 'en',
      translation_of: null,
    });

    const revised = await updatePost({
      id,
      payload: { ...created, title: 'Fetcher test post, revised' },
      expectedUpdatedAt: loaded.updated_at,
    });
    expect(revised.title).toBe('Fetcher test post, revised');
    // A second editor still holding the first version is refused, not silently overwritten.
    const stale = updatePost({ id, payload: created, expectedUpdatedAt: loaded.updated_at });
    await expect(stale).rejects.toEqual(new PostConflictError('changed'));

    await deletePost(id);
    expect(await sql('select 1 from public.blog_posts where id = $1', [id])).toEqual([]);
    await expect(
      updatePost({ id, payload: created, expectedUpdatedAt: revised.updated_at }),
    ).rejects.toMatchObject({ reason: 'deleted' });
  });

  it('drafts and scheduled posts: the admin table and the preview show them, the blog does not, even to the admin', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const draft = payload({ title: 'Status draft', status: 'draft', published_at: null });
    const scheduled = payload({
      title: 'Status scheduled',
      status: 'scheduled',
      published_at: inAnHour,
      category: 'Scheduled only',
    });
    await createPost(draft);
    await createPost(scheduled);

    // The blog reads as the public, whoever is signed in in this tab.
    for (const post of [draft, scheduled]) {
      expect(await getPost('en', post.slug)).toBeNull();
      const page = await getPostPage({
        language: 'en',
        category: null,
        search: post.title,
        page: 1,
      });
      expect(page.total).toBe(0);
    }
    expect((await getCategories('en')).map((entry) => entry.category)).not.toContain(
      'Scheduled only',
    );

    // The preview reads with the admin's token; anyone else gets nothing.
    expect(await getPostPreview('en', draft.slug)).toMatchObject({
      state: 'draft',
      publishedAt: null,
    });
    expect(await getPostPreview('en', scheduled.slug)).toMatchObject({
      state: 'scheduled',
      title: 'Status scheduled',
    });

    // The admin table filters by the state now and sorts by date.
    const drafts = await getAdminPosts({
      page: 1,
      language: null,
      search: 'Status draft',
      state: 'draft',
      sort: 'newest',
    });
    expect(drafts.rows.map((row) => row.title)).toEqual(['Status draft']);
    const upcoming = await getAdminPosts({
      page: 1,
      language: null,
      search: '',
      state: 'scheduled',
      sort: 'newest',
    });
    expect(upcoming.rows.map((row) => row.title)).toContain('Status scheduled');
    expect(upcoming.rows.every((row) => row.state === 'scheduled')).toBe(true);
    const oldest = await getAdminPosts({
      page: 1,
      language: null,
      search: '',
      state: 'published',
      sort: 'oldest',
    });
    const dates = oldest.rows.map((row) => Date.parse(row.published_at ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));

    token = null;
    try {
      expect(await getPostPreview('en', draft.slug)).toBeNull();
      expect(await getPostPreview('en', scheduled.slug)).toBeNull();
    } finally {
      token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
    }
    await sql('delete from public.blog_posts where slug = any($1)', [[draft.slug, scheduled.slug]]);
  });

  it('an update keeps the date; publishing without one takes the database time', async () => {
    const created = payload({ published_at: '2024-02-03T04:05:06.000Z' });
    await createPost(created);
    const [row] = await sql<{ id: string }>('select id from public.blog_posts where slug = $1', [
      created.slug,
    ]);
    const loaded = await getPostForEdit(row!.id);
    const updated = await updatePost({
      id: row!.id,
      payload: { ...created, title: 'Fixed a typo' },
      expectedUpdatedAt: loaded.updated_at,
    });
    expect(Date.parse(updated.published_at!)).toBe(Date.parse('2024-02-03T04:05:06.000Z'));
    const republished = await updatePost({
      id: row!.id,
      payload: { ...created, published_at: null },
      expectedUpdatedAt: updated.updated_at,
    });
    expect(Date.now() - Date.parse(republished.published_at!)).toBeLessThan(60_000);
    expect(republished.status).toBe('published');
    await deletePost(row!.id);
  });

  it('anonymous writes are refused by the database, not by the client', async () => {
    const post = payload();
    token = null;
    try {
      // anon holds no INSERT grant on blog_posts: Postgres refuses before any policy runs.
      await expect(createPost(post)).rejects.toThrow('permission denied for table blog_posts');
    } finally {
      token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
    }
    expect(await sql('select 1 from public.blog_posts where slug = $1', [post.slug])).toEqual([]);
  });

  it("a signed-in viewer's writes are refused by row-level security", async () => {
    const post = payload();
    token = await server.signIn(seedAccounts.viewer.email, seedAccounts.viewer.defaultPassword);
    try {
      await expect(createPost(post)).rejects.toThrow(
        'new row violates row-level security policy for table "blog_posts"',
      );
    } finally {
      token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
    }
    expect(await sql('select 1 from public.blog_posts where slug = $1', [post.slug])).toEqual([]);
  });
});

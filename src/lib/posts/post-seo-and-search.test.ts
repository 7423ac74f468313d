/**
 * A post's SEO fields and the admin table's search through its words, against the embedded
 * backend (PGlite with the migrations, seed and row-level security), with the app's own
 * fetchers and the seed admin's token, as posts-api.test.ts does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessTokenProvider, setServerApiOrigin } from '@/lib/supabase';
import { seedAccounts } from '../../../supabase/embedded';
import { startTestServer, type TestServer } from '../../../supabase/embedded/testing';
import { createPost } from './create-post';
import { adminSearchColumns, getAdminPosts } from './get-admin-posts';
import { getPost } from './get-post';
import { makePayload } from './test-rows';
import type { PostPayload } from './types';

let server: TestServer;
let token: string | null = null;

const sql = async <Row>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

beforeAll(async () => {
  server = await startTestServer();
  setServerApiOrigin(server.url);
  setAccessTokenProvider(async () => token);
  token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
});

afterAll(async () => {
  token = null;
  setAccessTokenProvider(async () => null);
  await server?.destroy();
});

const search = (text: string) =>
  getAdminPosts({ page: 1, language: null, search: text, state: null, sort: 'newest' });

async function create(overrides: Partial<PostPayload>): Promise<PostPayload> {
  const post = makePayload({ slug: `seo-${randomUUID()}`, ...overrides });
  await createPost(post);
  return post;
}

describe('SEO fields', () => {
  it('the post page reads the SEO title and the meta description', async () => {
    const post = await create({ seo_title: 'Short title for results', meta_description: 'Meta' });
    const shown = await getPost('en', post.slug);
    expect(shown).toMatchObject({ seoTitle: 'Short title for results', metaDescription: 'Meta' });

    const plain = await create({ seo_title: null, meta_description: null });
    expect(await getPost('en', plain.slug)).toMatchObject({ seoTitle: '', metaDescription: '' });
  });

  it('the database refuses an SEO title over 60 characters', async () => {
    await expect(create({ seo_title: 'x'.repeat(61) })).rejects.toThrow();
    await expect(
      sql(`update public.blog_posts set seo_title = repeat('x', 61) where slug = 'nonexistent'`),
    ).resolves.toEqual([]);
    await expect(
      sql(
        `insert into public.blog_posts (title, slug, seo_title) values ('T', $1, repeat('y', 61))`,
        [`seo-${randomUUID()}`],
      ),
    ).rejects.toThrow(/blog_posts_seo_title_length/);
  });
});

describe('the admin search', () => {
  it('finds a word that only the body holds, drafts included, and counts in the database', async () => {
    const word = `quokkaword${randomUUID().slice(0, 8)}`;
    const post = await create({
      title: 'Nothing to see in the title',
      excerpt: 'Nor here',
      content_markdown: `## Intro\n\nA paragraph that mentions the ${word} once.`,
      status: 'draft',
      published_at: null,
    });
    const found = await search(word);
    expect(found.total).toBe(1);
    expect(found.rows.map((row) => row.slug)).toEqual([post.slug]);
    // Mixed case, a piece of the word: contained, case-insensitively.
    expect((await search(word.slice(2, 14).toUpperCase())).rows.map((row) => row.slug)).toContain(
      post.slug,
    );
  });

  it('finds words in the excerpt and tags, and Japanese words in the body', async () => {
    const tag = `tagword${randomUUID().slice(0, 6)}`;
    const tagged = await create({ tags: [tag] });
    expect((await search(tag)).rows.map((row) => row.slug)).toEqual([tagged.slug]);

    const japanese = await create({
      language: 'ja',
      content_markdown: '商談の前にデモを共有すると、見込み客は自分のペースで製品を理解できます。',
    });
    expect((await search('自分のペース')).rows.map((row) => row.slug)).toContain(japanese.slug);
  });

  it('a query under three characters reads titles and slugs only', async () => {
    expect(adminSearchColumns('ab')).toEqual(['title', 'slug']);
    expect(adminSearchColumns('abc')).toContain('content_markdown');
    // Counted in characters, not UTF-16 units.
    expect(adminSearchColumns('𝒳𝒴')).toEqual(['title', 'slug']);
  });

  it('the body is searched through its trigram index, not by reading every body', async () => {
    // The seed is small enough for the planner to prefer reading the table; with that ruled out
    // the plan shows the index can answer the same filter the fetcher sends through the view.
    const text = (
      await server.backend.database.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        return (
          await tx.query<{ 'QUERY PLAN': string }>(
            `explain select id from public.blog_admin_posts
             where search_text ilike '%quokka%' or slug ilike '%quokka%'
                or content_markdown ilike '%quokka%'`,
          )
        ).rows;
      })
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(text).toContain('blog_posts_content_markdown_trgm_idx');
    expect(text).toContain('blog_posts_search_text_trgm_idx');
  });
});

/**
 * Post revisions against the embedded backend (PGlite with the migrations, the revision trigger
 * and row-level security), through the app's own fetchers and supabase-js: what a save records,
 * who may read it, that nobody writes it directly, and that a restore is a new save.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessTokenProvider, setServerApiOrigin } from '@/lib/supabase';
import { seedAccounts } from '../../../supabase/embedded';
import { startTestServer, type TestServer } from '../../../supabase/embedded/testing';
import { createPost } from './create-post';
import { getPostForEdit } from './get-post-for-edit';
import { getPostRevision } from './get-post-revision';
import { getPostRevisions, revisionPageSize } from './get-post-revisions';
import { restorePostRevision } from './restore-post-revision';
import { makePayload } from './test-rows';
import type { PostPayload } from './types';
import { updatePost } from './update-post';
import { PostConflictError } from './write-errors';

let server: TestServer;
let token: string | null = null;
const tokens = { admin: '', viewer: '' };

const sql = async <Row>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

interface StoredRevision {
  id: number;
  saved_at: Date;
  saved_by: string | null;
  saved_by_email: string | null;
  fields: Record<string, unknown>;
  changed_fields: string[] | null;
}
const storedRevisions = (postId: string) =>
  sql<StoredRevision>(
    `select id, saved_at, saved_by, saved_by_email, fields, changed_fields
     from public.blog_post_revisions where post_id = $1 order by id`,
    [postId],
  );

beforeAll(async () => {
  server = await startTestServer();
  setServerApiOrigin(server.url);
  setAccessTokenProvider(async () => token);
  tokens.admin = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  tokens.viewer = await server.signIn(
    seedAccounts.viewer.email,
    seedAccounts.viewer.defaultPassword,
  );
}, 180_000);

afterAll(async () => {
  setAccessTokenProvider(async () => null);
  await server?.destroy();
});

function payload(overrides: Partial<PostPayload> = {}): PostPayload {
  return makePayload({
    title: 'First title',
    slug: `revisions-${randomUUID()}`,
    content_markdown: 'First body',
    content_html: '<p>First body</p>',
    ...overrides,
  });
}

/** A post created through the API as the seed admin; its id. */
async function adminPost(overrides: Partial<PostPayload> = {}) {
  token = tokens.admin;
  const created = payload(overrides);
  await createPost(created);
  const [row] = await sql<{ id: string }>('select id from public.blog_posts where slug = $1', [
    created.slug,
  ]);
  return { id: row!.id, created };
}

describe('what a save records', () => {
  it('a create and each changing update write one revision: who, when, the fields', async () => {
    const before = Date.now();
    const { id, created } = await adminPost();
    const [first, ...none] = await storedRevisions(id);
    expect(none).toEqual([]);
    expect(first).toMatchObject({
      saved_by: seedAccounts.admin.id,
      saved_by_email: seedAccounts.admin.email,
      changed_fields: null,
    });
    expect(first!.saved_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(first!.saved_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The post's columns after the save, without the bookkeeping ones.
    expect(first!.fields).toMatchObject({
      title: 'First title',
      slug: created.slug,
      content_markdown: 'First body',
      tags: ['launch'],
      read_time: 3,
      language: 'en',
    });
    for (const bookkeeping of ['id', 'created_at', 'updated_at', 'search_text']) {
      expect(first!.fields).not.toHaveProperty(bookkeeping);
    }

    const loaded = await getPostForEdit(id);
    const saved = await updatePost({
      id,
      payload: { ...created, title: 'Second title', content_markdown: 'Second body' },
      expectedUpdatedAt: loaded.updated_at,
    });
    // Saving the same values again is no new version.
    await updatePost({
      id,
      payload: { ...created, title: 'Second title', content_markdown: 'Second body' },
      expectedUpdatedAt: saved.updated_at,
    });
    const revisions = await storedRevisions(id);
    expect(revisions).toHaveLength(2);
    expect(revisions[1]).toMatchObject({
      saved_by: seedAccounts.admin.id,
      changed_fields: ['content_markdown', 'title'],
      fields: expect.objectContaining({ title: 'Second title', content_markdown: 'Second body' }),
    });
  });

  it('a save outside the API (no JWT) is recorded with nobody as its author', async () => {
    const { id } = await adminPost();
    await sql(`update public.blog_posts set excerpt = 'From SQL' where id = $1`, [id]);
    const revisions = await storedRevisions(id);
    expect(revisions.at(-1)).toMatchObject({
      saved_by: null,
      saved_by_email: null,
      changed_fields: ['excerpt'],
    });
  });

  it("a refused save records nothing, and a post's history goes with the post", async () => {
    const { id } = await adminPost();
    token = tokens.viewer;
    await updatePost({
      id,
      payload: { title: 'Viewer was here' },
      expectedUpdatedAt: (await getPostForEdit(id)).updated_at,
    }).catch(() => undefined);
    expect(await storedRevisions(id)).toHaveLength(1);
    await sql('delete from public.blog_posts where id = $1', [id]);
    expect(await storedRevisions(id)).toEqual([]);
  });
});

describe('who reads revisions', () => {
  it('the admin reads the list newest first, a page at a time, and one with its fields', async () => {
    const { id } = await adminPost();
    // 24 more saves in one transaction: the same saved_at, so the id must order them.
    await sql(
      `do $$ begin for i in 1..24 loop
         update public.blog_posts set title = 'Title ' || i where id = '${id}';
       end loop; end $$`,
    );
    token = tokens.admin;
    const first = await getPostRevisions(id);
    expect(first.total).toBe(25);
    expect(first.rows).toHaveLength(revisionPageSize);
    const ids = first.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The list never carries the fields (the bodies).
    expect(Object.keys(first.rows[0]!).sort()).toEqual(
      [
        'autosave',
        'changed_fields',
        'id',
        'post_id',
        'saved_at',
        'saved_by',
        'saved_by_email',
      ].sort(),
    );
    const second = await getPostRevisions(id, revisionPageSize);
    expect(second.rows).toHaveLength(25 - revisionPageSize);
    expect(second.rows.at(-1)!.changed_fields).toBeNull(); // the create comes last
    expect(new Set([...ids, ...second.rows.map((row) => row.id)]).size).toBe(25);
    expect(await getPostRevisions(id, 100)).toEqual({ rows: [], total: 100 });

    const newest = await getPostRevision(first.rows[0]!.id);
    expect(newest.fields).toMatchObject({ title: 'Title 24', content_markdown: 'First body' });
  });

  it('anon is refused (42501) and a signed-in non-admin sees no rows', async () => {
    const { id } = await adminPost();
    token = null;
    await expect(getPostRevisions(id)).rejects.toMatchObject({ code: '42501' });
    token = tokens.viewer;
    expect(await getPostRevisions(id)).toEqual({ rows: [], total: 0 });
    const [stored] = await storedRevisions(id);
    await expect(getPostRevision(stored!.id)).rejects.toMatchObject({ code: 'PGRST116' });
  });

  it('nobody inserts, changes or deletes a revision through the API, the admin included', async () => {
    const { id } = await adminPost();
    const before = await storedRevisions(id);
    for (const role of ['viewer', 'admin'] as const) {
      const client = server.client(tokens[role]);
      const insert = await client
        .from('blog_post_revisions')
        .insert({ post_id: id, fields: { title: 'Forged' }, saved_by: 'someone' });
      expect(insert.status).toBe(403);
      expect(insert.error?.code).toBe('42501');
      const update = await client
        .from('blog_post_revisions')
        .update({ saved_by: 'someone' })
        .eq('post_id', id);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('blog_post_revisions').delete().eq('post_id', id);
      expect(remove.error?.code).toBe('42501');
    }
    expect(await storedRevisions(id)).toEqual(before);
  });
});

describe('restore', () => {
  it('puts the content back as a new save with its own revision; the replaced one stays', async () => {
    const { id, created } = await adminPost();
    const loaded = await getPostForEdit(id);
    const newSlug = `${created.slug}-moved`;
    const second = await updatePost({
      id,
      payload: {
        ...created,
        slug: newSlug,
        title: 'Bad title',
        content_markdown: 'Bad body',
        tags: ['oops'],
      },
      expectedUpdatedAt: loaded.updated_at,
    });
    const listed = await getPostRevisions(id);
    const oldest = await getPostRevision(listed.rows.at(-1)!.id);
    expect(oldest.fields.title).toBe('First title');

    const restored = await restorePostRevision({
      revision: oldest,
      expectedUpdatedAt: second.updated_at,
    });
    expect(restored).toMatchObject({
      title: 'First title',
      content_markdown: 'First body',
      content_html: '<p>First body</p>',
      tags: ['launch'],
      // The address and publication stay as they are now.
      slug: newSlug,
      published_at: second.published_at,
    });
    expect(restored.updated_at).not.toBe(second.updated_at);

    const after = await getPostRevisions(id);
    expect(after.total).toBe(3);
    const [newest, replaced] = after.rows;
    expect(newest).toMatchObject({
      saved_by: seedAccounts.admin.id,
      changed_fields: ['content_markdown', 'tags', 'title'],
    });
    expect((await getPostRevision(newest!.id)).fields.title).toBe('First title');
    expect((await getPostRevision(replaced!.id)).fields.title).toBe('Bad title');

    // A restore over a save the admin has not seen is refused like any stale save.
    await expect(
      restorePostRevision({ revision: oldest, expectedUpdatedAt: second.updated_at }),
    ).rejects.toEqual(new PostConflictError('changed'));
    expect(await getPostRevisions(id)).toMatchObject({ total: 3 });
  });

  it('restores one field of an old version and leaves every other as it is now', async () => {
    const { id, created } = await adminPost();
    const loaded = await getPostForEdit(id);
    const second = await updatePost({
      id,
      payload: { ...created, excerpt: 'Lost excerpt', content_markdown: 'New body' },
      expectedUpdatedAt: loaded.updated_at,
    });
    const third = await updatePost({
      id,
      payload: { ...second, excerpt: 'Overwritten', title: 'Newest title' },
      expectedUpdatedAt: second.updated_at,
    });
    const listed = await getPostRevisions(id);
    const middle = await getPostRevision(listed.rows[1]!.id);
    expect(middle.fields.excerpt).toBe('Lost excerpt');

    const restored = await restorePostRevision({
      revision: middle,
      expectedUpdatedAt: third.updated_at,
      column: 'excerpt',
    });
    expect(restored).toMatchObject({
      excerpt: 'Lost excerpt',
      title: 'Newest title',
      content_markdown: 'New body',
    });
    const [newest] = (await getPostRevisions(id)).rows;
    expect(newest!.changed_fields).toEqual(['excerpt']);
  });
});

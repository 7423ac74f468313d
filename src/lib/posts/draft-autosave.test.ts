/**
 * Autosaves of drafts against the embedded backend (PGlite with the migrations and their
 * triggers), through the app's own fetchers: a title-only draft is stored, a run of autosaves by
 * one person is one history entry, a deliberate save adds its own, and an autosave never touches
 * a post readers can see nor goes over someone else's save.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessTokenProvider, setServerApiOrigin } from '@/lib/supabase';
import { seedAccounts } from '../../../supabase/embedded';
import { startTestServer, type TestServer } from '../../../supabase/embedded/testing';
import { autosavePost } from './autosave-post';
import { createPost } from './create-post';
import { getPostRevisions } from './get-post-revisions';
import { makePayload } from './test-rows';
import type { PostPayload, PostRow } from './types';
import { updatePost } from './update-post';
import { PostConflictError } from './write-errors';

let server: TestServer;
let token: string | null = null;

const sql = async <Row>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

interface StoredRevision {
  autosave: boolean;
  saved_by: string | null;
  fields: Record<string, unknown>;
  changed_fields: string[] | null;
}
const storedRevisions = (postId: string) =>
  sql<StoredRevision>(
    `select autosave, saved_by, fields, changed_fields
     from public.blog_post_revisions where post_id = $1 order by id`,
    [postId],
  );

beforeAll(async () => {
  server = await startTestServer();
  setServerApiOrigin(server.url);
  setAccessTokenProvider(async () => token);
  token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
}, 180_000);

afterAll(async () => {
  setAccessTokenProvider(async () => null);
  await server?.destroy();
});

/** A title-only draft, as the editor saves one: no body, no excerpt. */
function draftPayload(overrides: Partial<PostPayload> = {}): PostPayload & { status: 'draft' } {
  return {
    ...makePayload({
      title: 'Only a title',
      slug: `autosave-${randomUUID()}`,
      excerpt: '',
      content_markdown: '',
      content_html: '',
      meta_description: '',
      published_at: null,
      ...overrides,
    }),
    status: 'draft',
  };
}

async function autosave(post: PostRow, changes: Partial<PostPayload>) {
  return autosavePost({
    id: post.id,
    payload: draftPayload({ slug: post.slug, outrank_id: post.outrank_id, ...changes }),
    expectedUpdatedAt: post.updated_at,
  });
}

describe('drafts and autosaves', () => {
  it('a draft with only a title is stored', async () => {
    const draft = await createPost(draftPayload());
    expect(draft).toMatchObject({ status: 'draft', content_markdown: '', excerpt: '' });
  });

  it('consecutive autosaves leave one revision; a save adds one; autosaving again starts one', async () => {
    const created = await createPost(draftPayload());
    const first = await autosave(created, { content_markdown: 'One' });
    const second = await autosave(first, { content_markdown: 'One two', excerpt: 'Short' });
    let revisions = await storedRevisions(created.id);
    expect(revisions.map((revision) => revision.autosave)).toEqual([false, true]);
    expect(revisions[1]).toMatchObject({
      saved_by: seedAccounts.admin.id,
      // The run's changes together, and its latest words.
      changed_fields: ['content_markdown', 'excerpt'],
      fields: expect.objectContaining({ content_markdown: 'One two', excerpt: 'Short' }),
    });
    expect(revisions[1]!.fields).not.toHaveProperty('autosave');
    // The flag only qualifies the write.
    const [stored] = await sql<{ autosave: boolean }>(
      'select autosave from public.blog_posts where id = $1',
      [created.id],
    );
    expect(stored!.autosave).toBe(false);

    const saved = await updatePost({
      id: created.id,
      payload: draftPayload({
        slug: created.slug,
        outrank_id: created.outrank_id,
        content_markdown: 'One two three',
      }),
      expectedUpdatedAt: second.updated_at,
    });
    await autosave(saved, { content_markdown: 'One two three four' });
    revisions = await storedRevisions(created.id);
    expect(revisions.map((revision) => revision.autosave)).toEqual([false, true, false, true]);
    // The history lists the run as one autosave entry.
    const listed = await getPostRevisions(created.id);
    expect(listed.rows.map((row) => row.autosave)).toEqual([true, false, true, false]);
  });

  it("someone else's autosave is not merged into mine", async () => {
    const created = await createPost(draftPayload());
    await autosave(created, { content_markdown: 'Mine' });
    // Outside the API: nobody as the author.
    await sql(`update public.blog_posts set autosave = true, excerpt = 'Theirs' where id = $1`, [
      created.id,
    ]);
    const revisions = await storedRevisions(created.id);
    expect(revisions.map((revision) => [revision.autosave, revision.saved_by])).toEqual([
      [false, seedAccounts.admin.id],
      [true, seedAccounts.admin.id],
      [true, null],
    ]);
  });

  it('an autosave is refused over a newer save and on a post that is not a draft', async () => {
    const created = await createPost(draftPayload());
    await updatePost({
      id: created.id,
      payload: { excerpt: 'A colleague saved' },
      expectedUpdatedAt: created.updated_at,
    });
    await expect(autosave(created, { content_markdown: 'Stale' })).rejects.toBeInstanceOf(
      PostConflictError,
    );

    const published = await createPost(makePayload({ slug: `autosave-published-${randomUUID()}` }));
    await expect(
      updatePost({
        id: published.id,
        payload: { title: 'Changed by an autosave', autosave: true },
        expectedUpdatedAt: published.updated_at,
      }),
    ).rejects.toThrow(/only saves drafts/);
    // Nor may an autosave publish a draft.
    const draft = await createPost(draftPayload());
    await expect(
      updatePost({
        id: draft.id,
        payload: { status: 'published', published_at: null, autosave: true },
        expectedUpdatedAt: draft.updated_at,
      }),
    ).rejects.toThrow(/only saves drafts/);
    const [stillDraft] = await sql<{ status: string }>(
      'select status from public.blog_posts where id = $1',
      [draft.id],
    );
    expect(stillDraft!.status).toBe('draft');
  });
});

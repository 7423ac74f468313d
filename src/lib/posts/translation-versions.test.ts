/**
 * Translations in step with their source, computed by Postgres (the embedded backend: PGlite with
 * the migrations, their triggers and row-level security), through the app's own fetchers and
 * supabase-js: what version a translation records, when it becomes outdated, what marks it up to
 * date, what a minor change does, the coverage view, and who may read any of it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessTokenProvider, setServerApiOrigin } from '@/lib/supabase';
import { seedAccounts } from '../../../supabase/embedded';
import { startTestServer, type TestServer } from '../../../supabase/embedded/testing';
import { createPost } from './create-post';
import { getAdminPosts } from './get-admin-posts';
import { getPostForEdit } from './get-post-for-edit';
import { getTranslationCoverage, getTranslationGroup } from './get-translation-coverage';
import { getTranslationMark } from './get-translation-mark';
import { getTranslationStatus } from './get-translation-status';
import { markTranslationCurrent } from './mark-translation-current';
import { makePayload } from './test-rows';
import type { PostPayload, PostRow } from './types';
import { updatePost } from './update-post';
import { SourceChangedError } from './write-errors';

let server: TestServer;
let token: string | null = null;
const tokens = { admin: '', viewer: '' };

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

/** A post created through the API as the seed admin, read back as the editor loads it. */
async function adminPost(overrides: Partial<PostPayload> = {}): Promise<PostRow> {
  token = tokens.admin;
  const payload = makePayload({ slug: `versions-${randomUUID()}`, ...overrides });
  await createPost(payload);
  const { data } = await server
    .client(tokens.admin)
    .from('blog_posts')
    .select('id')
    .eq('slug', payload.slug)
    .single();
  return getPostForEdit(data!.id);
}

/** An English original and its German translation. */
async function originalAndTranslation() {
  const original = await adminPost({ title: 'Launch day', content_markdown: 'We launch today.' });
  const translation = await adminPost({
    language: 'de',
    translation_of: original.id,
    title: 'Starttag',
    content_markdown: 'Wir starten heute.',
  });
  return { original, translation };
}

const edit = (post: PostRow, payload: Parameters<typeof updatePost>[0]['payload']) => {
  token = tokens.admin;
  return updatePost({ id: post.id, payload, expectedUpdatedAt: post.updated_at });
};

const outdatedOnDashboard = async (post: PostRow) => {
  token = tokens.admin;
  const { rows } = await getAdminPosts({
    page: 1,
    language: 'de',
    search: post.slug,
    state: null,
    sort: 'newest',
  });
  return rows.find((row) => row.id === post.id)?.outdated;
};

describe('the version a translation is made from', () => {
  it('is recorded by the database on create, whatever the client sends', async () => {
    const original = await adminPost();
    const edited = await edit(original, { content_markdown: 'Second body' });
    expect(edited.content_version).toBe(2);

    token = tokens.admin;
    const slug = `versions-${randomUUID()}`;
    // A client that claims another version is overruled: the translation was made now.
    const { error } = await server
      .client(tokens.admin)
      .from('blog_posts')
      .insert({
        ...makePayload({ slug, language: 'fr' }),
        translation_of: original.id,
        source_version: 99,
      });
    expect(error).toBeNull();
    const { data } = await server
      .client(tokens.admin)
      .from('blog_posts')
      .select('source_version,content_version')
      .eq('slug', slug)
      .single();
    expect(data).toEqual({ source_version: 2, content_version: 1 });
  });

  it('an original has none, and unlinking a translation clears it', async () => {
    const { original, translation } = await originalAndTranslation();
    expect(original.source_version).toBeNull();
    expect(translation.source_version).toBe(1);
    const unlinked = await edit(translation, { translation_of: null });
    expect(unlinked.source_version).toBeNull();
  });
});

describe('outdated', () => {
  it('a change to the original’s title, excerpt or body makes its translations outdated, shown with what changed', async () => {
    const { original, translation } = await originalAndTranslation();
    expect(await outdatedOnDashboard(translation)).toBe(false);
    token = tokens.admin;
    expect(await getTranslationStatus(translation.id)).toMatchObject({
      outdated: false,
      sourceVersion: 1,
      currentVersion: 1,
    });

    await edit(original, { content_markdown: 'We launch today, worldwide.' });

    expect(await outdatedOnDashboard(translation)).toBe(true);
    token = tokens.admin;
    const status = await getTranslationStatus(translation.id);
    expect(status).toMatchObject({
      originalId: original.id,
      outdated: true,
      sourceVersion: 1,
      currentVersion: 2,
      // The original's words when the translation was made: the editor diffs them with now.
      base: { title: 'Launch day', content_markdown: 'We launch today.' },
    });
    const group = await getTranslationGroup(original.id);
    expect(group?.outdated).toBe(true);
    expect(group?.versions.de).toEqual({
      id: translation.id,
      state: 'published',
      outdated: true,
      needsReview: false,
    });
    expect(group?.versions.en).toMatchObject({ id: original.id, outdated: false });
  });

  it('is decided by one SQL rule: behind the original’s current version, unknown without one', async () => {
    const { rows } = await server.backend.database.query<{ answers: (boolean | null)[] }>(
      `select array[private.translation_is_outdated(1, 2), private.translation_is_outdated(2, 2),
        private.translation_is_outdated(3, 2), private.translation_is_outdated(1, null)] as answers`,
    );
    expect(rows[0]!.answers).toEqual([true, false, false, null]);
  });

  it('other changes to the original (category, tags, date) leave translations current', async () => {
    const { original, translation } = await originalAndTranslation();
    await edit(original, { category: 'Guides', tags: ['other'], read_time: 9 });
    expect(await outdatedOnDashboard(translation)).toBe(false);
  });

  it('saving the translation does not clear it; marking it up to date does, and only to the current version', async () => {
    const { original, translation } = await originalAndTranslation();
    await edit(original, { title: 'Launch day, take two' });
    const saved = await edit(translation, { title: 'Starttag, zweiter Anlauf' });
    expect(saved.source_version).toBe(1);
    expect(await outdatedOnDashboard(translation)).toBe(true);

    // An admin who compared with version 2 while the original moved on to 3 is refused.
    const movedOn = await getPostForEdit(original.id);
    await edit(movedOn, { excerpt: 'A new excerpt' });
    token = tokens.admin;
    await expect(
      markTranslationCurrent({
        id: translation.id,
        sourceVersion: 2,
        expectedUpdatedAt: saved.updated_at,
      }),
    ).rejects.toBeInstanceOf(SourceChangedError);
    expect(await outdatedOnDashboard(translation)).toBe(true);

    const marked = await markTranslationCurrent({
      id: translation.id,
      sourceVersion: 3,
      expectedUpdatedAt: saved.updated_at,
    });
    expect(marked).toMatchObject({ source_version: 3, title: 'Starttag, zweiter Anlauf' });
    expect(await outdatedOnDashboard(translation)).toBe(false);
    token = tokens.admin;
    expect(await getTranslationStatus(translation.id)).toMatchObject({
      outdated: false,
      base: { title: 'Launch day, take two', excerpt: 'A new excerpt' },
    });
  });

  it('a save can mark it up to date in the same write, and the history keeps what changed', async () => {
    const { original, translation } = await originalAndTranslation();
    await edit(original, { content_markdown: 'We launch tomorrow.' });
    // One update: the translator's words and the version they now follow.
    const saved = await edit(translation, {
      content_markdown: 'Wir starten morgen.',
      source_version: 2,
    });
    expect(saved).toMatchObject({ source_version: 2, content_markdown: 'Wir starten morgen.' });
    expect(await outdatedOnDashboard(translation)).toBe(false);

    token = tokens.admin;
    const { data } = await server
      .client(tokens.admin)
      .from('blog_post_revisions')
      .select('id,changed_fields')
      .eq('post_id', translation.id)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(data!.changed_fields).toEqual(
      expect.arrayContaining(['content_markdown', 'source_version']),
    );
    expect(await getTranslationMark(data!.id)).toMatchObject({
      originalId: original.id,
      from: { version: 1, words: { content_markdown: 'We launch today.' } },
      to: { version: 2, words: { content_markdown: 'We launch tomorrow.' } },
    });
    // A save that marked nothing has no entry; nor may anyone but an admin read one.
    token = tokens.viewer;
    expect(await getTranslationMark(data!.id)).toBeNull();
  });

  it('a minor change keeps the version, so translations stay current; minor_edit is never stored', async () => {
    const { original, translation } = await originalAndTranslation();
    const fixed = await edit(original, { content_markdown: 'We launch today!', minor_edit: true });
    expect(fixed.content_version).toBe(1);
    expect(await outdatedOnDashboard(translation)).toBe(false);
    const { data } = await server
      .client(tokens.admin)
      .from('blog_posts')
      .select('minor_edit')
      .eq('id', original.id)
      .single();
    expect(data).toEqual({ minor_edit: false });
    // The next save without the flag counts again.
    await edit(fixed, { content_markdown: 'We launch tomorrow.' });
    expect(await outdatedOnDashboard(translation)).toBe(true);
  });
});

describe('coverage', () => {
  it('a translation holding unreviewed machine text is shown as needing review', async () => {
    const original = await adminPost({ title: 'Review day' });
    const draft = await adminPost({
      language: 'de',
      translation_of: original.id,
      title: 'Prüftag',
      status: 'draft',
      published_at: null,
    });
    const provenance = (state: string) => ({
      title: {
        state,
        by: seedAccounts.admin.id,
        at: new Date().toISOString(),
        source_version: 1,
        source_hash: 'h1',
      },
    });
    const setStates = async (state: string) => {
      const { error } = await server
        .client(tokens.admin)
        .from('blog_posts')
        .update({ segment_states: provenance(state) })
        .eq('id', draft.id);
      expect(error).toBeNull();
    };
    await setStates('machine');
    token = tokens.admin;
    expect((await getTranslationGroup(original.id))?.versions.de?.needsReview).toBe(true);
    await setStates('reviewed');
    expect((await getTranslationGroup(original.id))?.versions.de?.needsReview).toBe(false);
  });

  it('lists each original with its languages, filtered by a missing language and by outdated', async () => {
    const { original, translation } = await originalAndTranslation();
    const lone = await adminPost({
      title: 'Alone in English',
      status: 'draft',
      published_at: null,
    });
    token = tokens.admin;

    const missingGerman = await getTranslationCoverage({ page: 1, missing: 'de', outdated: false });
    const ids = missingGerman.rows.map((row) => row.id);
    expect(ids).toContain(lone.id);
    expect(ids).not.toContain(original.id);
    expect(ids).not.toContain(translation.id);
    expect(missingGerman.rows.every((row) => row.missing.includes('de'))).toBe(true);
    const loneRow = missingGerman.rows.find((row) => row.id === lone.id);
    expect(loneRow?.versions).toEqual({
      en: { id: lone.id, state: 'draft', outdated: false, needsReview: false },
    });
    expect(loneRow?.missing).toEqual(['de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pt', 'zh']);

    await edit(original, { title: 'Launch day (updated)' });
    token = tokens.admin;
    const outdated = await getTranslationCoverage({ page: 1, missing: null, outdated: true });
    expect(outdated.rows.map((row) => row.id)).toContain(original.id);
    expect(outdated.rows.every((row) => row.outdated)).toBe(true);
    expect(outdated.total).toBe(outdated.rows.length);
  });
  it('keeps each group’s languages as posts are linked, moved, unlinked and deleted', async () => {
    const { original, translation } = await originalAndTranslation();
    const other = await adminPost({ title: 'Another original' });
    const missing = async (id: string) => (await getTranslationGroup(id))?.missing ?? null;
    token = tokens.admin;
    expect(await missing(original.id)).not.toContain('de');

    // The German moves to another original: one group gains German, the other loses it.
    const moved = await edit(translation, { translation_of: other.id });
    expect(await missing(original.id)).toContain('de');
    expect(await missing(other.id)).not.toContain('de');

    // Unlinked, it is an original of its own, missing every language but German.
    const unlinked = await edit(moved, { translation_of: null });
    expect(await missing(other.id)).toContain('de');
    expect(await missing(unlinked.id)).toEqual([
      'en',
      'es',
      'fr',
      'it',
      'ja',
      'ko',
      'nl',
      'pt',
      'zh',
    ]);

    // Deleting an original ends its group.
    const { error } = await server
      .client(tokens.admin)
      .from('blog_posts')
      .delete()
      .eq('id', other.id);
    expect(error).toBeNull();
    expect(await getTranslationGroup(other.id)).toBeNull();
  });
});

describe('who reads it', () => {
  it('anon reads neither the status nor the coverage, and no version of an unpublished post', async () => {
    const { original } = await originalAndTranslation();
    const anon = server.client();
    for (const view of ['blog_translation_status', 'blog_translation_coverage'] as const) {
      const { error, status } = await anon.from(view).select('id');
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
    const draft = await adminPost({ status: 'draft', published_at: null });
    const { data } = await anon
      .from('blog_posts')
      .select('id,content_version')
      .in('id', [draft.id, original.id]);
    expect(data?.map((row) => row.id)).toEqual([original.id]);
  });

  it('a signed-in user without the admin role sees no revisions and no unpublished version', async () => {
    const { translation } = await originalAndTranslation();
    const draft = await adminPost({ status: 'draft', published_at: null });
    const viewer = server.client(tokens.viewer);
    const status = await viewer
      .from('blog_translation_status')
      .select('id,source_base')
      .eq('id', translation.id)
      .single();
    // The translation is public; the original's revisions are not.
    expect(status.data).toEqual({ id: translation.id, source_base: null });
    const coverage = await viewer.from('blog_translation_coverage').select('id').eq('id', draft.id);
    expect(coverage.data).toEqual([]);
  });
});

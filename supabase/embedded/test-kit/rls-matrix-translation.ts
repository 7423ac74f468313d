/**
 * The row-level security matrix, continued: machine translation's glossary, settings and runs
 * (admins only, runs append-only and in the caller's own name), and the publish guard: a post
 * holding unreviewed machine segments is neither published nor scheduled. Called by
 * rls-matrix-suite.ts inside its describe, so it runs on PGlite and on PostgreSQL alike.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roles, type MatrixContext, type Role } from './rls-matrix-content';
import { seedAccounts } from '../db/setup';

/** A segment's provenance as the workspace writes it. */
const segment = (state: 'machine' | 'edited' | 'reviewed') => ({
  state,
  by: seedAccounts.admin.id,
  at: '2026-11-29T10:00:00.000Z',
  source_version: 1,
  source_hash: 'a1b2c3',
});

export function describeTranslationMatrix({ clients, sql }: MatrixContext) {
  describe('machine translation settings', () => {
    async function glossaryTerm() {
      const term = `Term ${randomUUID()}`;
      const [row] = await sql<{ id: string }>(
        `insert into public.translation_glossary (source_language, target_language, term, updated_by)
         values ('en', 'de', $1, 'fixture') returning id`,
        [term],
      );
      return { id: row!.id, term };
    }
    const storedTerm = async (id: string) =>
      (
        await sql<{ term: string; translation: string | null }>(
          'select term, translation from public.translation_glossary where id = $1',
          [id],
        )
      )[0];
    const formalityOf = async (language: string) =>
      (
        await sql<{ formality: string }>(
          'select formality from public.translation_settings where language = $1',
          [language],
        )
      )[0]?.formality;

    const denied: Record<Role, number> = { anon: 401, viewer: 200, admin: 200 };
    it.each(roles)(
      'select as %s: only admins read glossary, settings, runs and usage',
      async (role) => {
        const { id } = await glossaryTerm();
        await sql(
          `insert into public.translation_runs (requested_by, provider, characters, segments, outcome)
         values ('fixture', 'deepl', 10, 1, 'ok')`,
        );
        const reads = await Promise.all(
          (
            [
              ['translation_glossary', 'id'],
              ['translation_settings', 'language'],
              ['translation_runs', 'id'],
              ['translation_usage_by_month', 'month'],
            ] as const
          ).map(([relation, column]) => clients[role].from(relation).select(column)),
        );
        for (const read of reads) {
          expect(read.status).toBe(denied[role]);
          if (role === 'anon') expect(read.error?.code).toBe('42501');
          if (role === 'viewer') expect(read.data).toEqual([]);
          if (role === 'admin') expect(read.data!.length).toBeGreaterThan(0);
        }
        if (role === 'admin') {
          const glossary = reads[0]!.data as { id: string }[];
          expect(glossary.map((row) => row.id)).toContain(id);
          // Seeded with the formal address where the language has one.
          expect(await formalityOf('de')).toBe('more');
        }
      },
    );

    it.each(roles)('glossary writes as %s: admins only', async (role) => {
      const term = `Demoly ${randomUUID()}`;
      const insert = await clients[role]
        .from('translation_glossary')
        .insert({ source_language: 'en', target_language: 'ja', term });
      const existing = await glossaryTerm();
      const update = await clients[role]
        .from('translation_glossary')
        .update({ translation: 'Übersetzt' })
        .eq('id', existing.id);
      const other = await glossaryTerm();
      const remove = await clients[role].from('translation_glossary').delete().eq('id', other.id);
      const inserted = await sql('select 1 from public.translation_glossary where term = $1', [
        term,
      ]);
      expect(insert.status).toBe({ anon: 401, viewer: 403, admin: 201 }[role]);
      expect(inserted).toHaveLength(role === 'admin' ? 1 : 0);
      expect(update.status).toBe(role === 'anon' ? 401 : 204);
      expect((await storedTerm(existing.id))?.translation).toBe(
        role === 'admin' ? 'Übersetzt' : null,
      );
      expect(remove.status).toBe(role === 'anon' ? 401 : 204);
      expect(await storedTerm(other.id)).toEqual(
        role === 'admin' ? undefined : { term: other.term, translation: null },
      );
    });

    it.each(roles)('settings writes as %s: admins only', async (role) => {
      await sql(`update public.translation_settings set formality = 'more' where language = 'fr'`);
      const update = await clients[role]
        .from('translation_settings')
        .update({ formality: 'less', instructions: 'Tutoiement' })
        .eq('language', 'fr');
      expect(update.status).toBe(role === 'anon' ? 401 : 204);
      expect(await formalityOf('fr')).toBe(role === 'admin' ? 'less' : 'more');
      await sql(`update public.translation_settings set formality = 'more', instructions = null
                 where language = 'fr'`);
    });

    it('the glossary refuses what a provider could not apply', async () => {
      const { term } = await glossaryTerm();
      const bad: {
        source_language: string;
        target_language: string;
        term: string;
        translation?: string;
      }[] = [
        // The same term in another case, for the same pair.
        { source_language: 'en', target_language: 'de', term: term.toUpperCase() },
        { source_language: 'en', target_language: 'en', term: 'Same pair' },
        { source_language: 'en', target_language: 'xx', term: 'Unknown language' },
        { source_language: 'en', target_language: 'de', term: ' padded ' },
        { source_language: 'en', target_language: 'de', term: '' },
        { source_language: 'en', target_language: 'de', term: 'Empty', translation: '  ' },
        { source_language: 'en', target_language: 'de', term: 'x'.repeat(201) },
      ];
      for (const row of bad) {
        const { error } = await clients.admin.from('translation_glossary').insert(row);
        expect(error?.code, JSON.stringify(row)).toMatch(/^23(505|514)$/);
      }
      // The same term for another pair is its own entry; the writer is stamped from the token.
      const { data, error } = await clients.admin
        .from('translation_glossary')
        .insert({ source_language: 'en', target_language: 'fr', term, updated_by: 'forged' })
        .select('updated_by')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ updated_by: seedAccounts.admin.id });
    });

    describe('translation_runs (append-only)', () => {
      const run = (requestedBy?: string) => ({
        provider: 'deepl',
        source_language: 'en',
        target_language: 'de',
        characters: 1200,
        segments: 12,
        outcome: 'ok',
        ...(requestedBy ? { requested_by: requestedBy } : {}),
      });
      const runsBy = async (who: string) =>
        sql<{ characters: number }>(
          'select characters from public.translation_runs where requested_by = $1',
          [who],
        );

      it.each(roles)('insert as %s: an admin records runs in their own name only', async (role) => {
        const own = await clients[role].from('translation_runs').insert(run());
        const forged = await clients[role]
          .from('translation_runs')
          .insert(run('user_runs_someone_else'));
        expect(own.status).toBe({ anon: 401, viewer: 403, admin: 201 }[role]);
        expect(forged.status).toBe(role === 'anon' ? 401 : 403);
        expect(forged.error?.code).toBe('42501');
        expect(await runsBy('user_runs_someone_else')).toEqual([]);
        if (role === 'viewer') expect(await runsBy(seedAccounts.viewer.id)).toEqual([]);
      });

      it.each(roles)('update and delete as %s: nobody rewrites a run', async (role) => {
        const who = `user_runs_${randomUUID()}`;
        await sql(
          `insert into public.translation_runs (requested_by, provider, characters, segments, outcome)
           values ($1, 'deepl', 500, 5, 'ok')`,
          [who],
        );
        const update = await clients[role]
          .from('translation_runs')
          .update({ characters: 0 })
          .eq('requested_by', who);
        const remove = await clients[role]
          .from('translation_runs')
          .delete()
          .eq('requested_by', who);
        for (const answer of [update, remove]) {
          expect(answer.status).toBe(role === 'anon' ? 401 : 403);
          expect(answer.error?.code).toBe('42501');
        }
        expect(await runsBy(who)).toEqual([{ characters: 500 }]);
      });

      it('usage sums characters per month and provider', async () => {
        const provider = `matrix-${randomUUID()}`;
        await sql(
          `insert into public.translation_runs (requested_by, provider, characters, segments, outcome, created_at)
           values ('fixture', $1, 100, 1, 'ok', '2026-10-31T23:30:00Z'),
                  ('fixture', $1, 200, 2, 'ok', '2026-11-01T00:30:00Z'),
                  ('fixture', $1, 300, 3, 'failed', '2026-11-20T12:00:00Z')`,
          [provider],
        );
        const { data, error } = await clients.admin
          .from('translation_usage_by_month')
          .select('month,characters,runs')
          .eq('provider', provider)
          .order('month');
        expect(error).toBeNull();
        expect(data).toEqual([
          { month: '2026-10-01', characters: 100, runs: 1 },
          { month: '2026-11-01', characters: 500, runs: 2 },
        ]);
      });
    });
  });

  describe('unreviewed machine text is never public', () => {
    /** A German draft translation whose title is machine text, written as superuser. */
    async function machineDraft() {
      const [original] = await sql<{ id: string }>(
        `insert into public.blog_posts (title, slug, content_markdown) values ('Original', $1, 'Body')
         returning id`,
        [`matrix-mt-${randomUUID()}`],
      );
      const [draft] = await sql<{ id: string; needs_review: boolean }>(
        `insert into public.blog_posts
           (title, slug, content_markdown, language, translation_of, status, segment_states)
         values ('Maschinell', $1, 'Text', 'de', $2, 'draft', $3) returning id, needs_review`,
        [`matrix-mt-de-${randomUUID()}`, original!.id, { title: segment('machine') }],
      );
      expect(draft!.needs_review).toBe(true);
      return draft!.id;
    }
    const statusOf = async (id: string) =>
      (await sql<{ status: string }>('select status from public.blog_posts where id = $1', [id]))[0]
        ?.status;

    it('publishing or scheduling is refused with machine_unreviewed, then allowed once reviewed', async () => {
      const id = await machineDraft();
      const later = new Date(Date.now() + 86_400_000).toISOString();
      for (const change of [
        { status: 'published' },
        { status: 'scheduled', published_at: later },
      ]) {
        const { error, status } = await clients.admin
          .from('blog_posts')
          .update(change)
          .eq('id', id);
        expect(status).toBe(400);
        expect(error).toMatchObject({
          code: 'P0001',
          message: 'machine_unreviewed',
          hint: 'Review every machine-translated segment first',
        });
      }
      expect(await statusOf(id)).toBe('draft');

      const reviewed = await clients.admin
        .from('blog_posts')
        .update({ segment_states: { title: segment('reviewed') } })
        .eq('id', id)
        .select('needs_review')
        .single();
      expect(reviewed.error).toBeNull();
      expect(reviewed.data).toEqual({ needs_review: false });
      const scheduled = await clients.admin
        .from('blog_posts')
        .update({ status: 'scheduled', published_at: later })
        .eq('id', id)
        .select('status')
        .single();
      expect(scheduled.data).toEqual({ status: 'scheduled' });
      const published = await clients.admin
        .from('blog_posts')
        .update({ status: 'published', published_at: null })
        .eq('id', id)
        .select('status')
        .single();
      expect(published.data).toEqual({ status: 'published' });
    });

    it('machine text saved into a published post, or a post inserted as published with it, is refused', async () => {
      const id = await machineDraft();
      await clients.admin
        .from('blog_posts')
        .update({ segment_states: { title: segment('edited') } })
        .eq('id', id);
      await clients.admin.from('blog_posts').update({ status: 'published' }).eq('id', id);
      expect(await statusOf(id)).toBe('published');
      const saved = await clients.admin
        .from('blog_posts')
        .update({ segment_states: { title: segment('machine') } })
        .eq('id', id);
      expect(saved.error?.message).toBe('machine_unreviewed');
      const inserted = await clients.admin.from('blog_posts').insert({
        title: 'Machine',
        slug: `matrix-mt-insert-${randomUUID()}`,
        status: 'published',
        segment_states: { excerpt: segment('machine') },
      });
      expect(inserted.error?.code).toBe('P0001');
    });

    it('segment states must have the documented shape', async () => {
      const id = await machineDraft();
      const bad = [
        [],
        { 'body.x': segment('reviewed') },
        { title: { ...segment('reviewed'), state: 'approved' } },
        { title: { ...segment('reviewed'), by: '' } },
        { title: { ...segment('reviewed'), source_version: 0 } },
        { title: { ...segment('reviewed'), at: 'yesterday' } },
        { title: { ...segment('reviewed'), typo: true } },
        { 'tags.0': { ...segment('edited'), suggestion: 42 } },
      ];
      for (const states of bad) {
        const { error } = await clients.admin
          .from('blog_posts')
          .update({ segment_states: states })
          .eq('id', id);
        expect(error?.code, JSON.stringify(states)).toBe('23514');
      }
      const good = await clients.admin
        .from('blog_posts')
        .update({
          segment_states: {
            'body.12': { ...segment('edited'), suggestion: 'Neuer Vorschlag' },
            'tags.0': segment('reviewed'),
          },
        })
        .eq('id', id);
      expect(good.error).toBeNull();
    });

    it('a change of review states is no change of the words: content_version stays', async () => {
      const id = await machineDraft();
      const before = await sql<{ content_version: number }>(
        'select content_version from public.blog_posts where id = $1',
        [id],
      );
      await clients.admin
        .from('blog_posts')
        .update({ segment_states: { title: segment('reviewed') } })
        .eq('id', id);
      const after = await sql<{ content_version: number; changed: string[] }>(
        `select p.content_version,
                (select r.changed_fields from public.blog_post_revisions r
                 where r.post_id = p.id order by r.id desc limit 1) as changed
         from public.blog_posts p where p.id = $1`,
        [id],
      );
      expect(after[0]!.content_version).toBe(before[0]!.content_version);
      expect(after[0]!.changed).toEqual(['needs_review', 'segment_states']);
    });
  });
}

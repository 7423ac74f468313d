/**
 * The row-level security matrix, continued: what the translation views and the categories'
 * names show each role. Called by rls-matrix-suite.ts inside its describe, with its clients, its
 * superuser SQL and its fixture post, so it runs on PGlite and on PostgreSQL alike.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

export type Role = 'anon' | 'viewer' | 'admin';
export const roles: Role[] = ['anon', 'viewer', 'admin'];

export interface MatrixContext {
  clients: Record<Role, SupabaseClient>;
  /** Superuser SQL, bypassing row-level security. */
  sql: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;
  /** A published post created as superuser. */
  fixturePost: () => Promise<{ id: string; slug: string }>;
  /** The plan of `text` as the database role `role` would run it (no JWT: not an admin). */
  planAs?: (role: 'anon' | 'authenticated', text: string) => Promise<string>;
}

export function describeContentMatrix({ clients, sql, fixturePost }: MatrixContext) {
  describe('translations in step', () => {
    /** An original and its German translation (draft or published), written as superuser. */
    async function group(translationStatus: 'draft' | 'published') {
      const original = await fixturePost();
      const [translation] = await sql<{ id: string; source_version: number }>(
        `insert into public.blog_posts (title, slug, content_markdown, language, translation_of, status, published_at)
         values ('Übersetzung', $1, 'Text', 'de', $2, $3, case when $3 = 'draft' then null else now() end)
         returning id, source_version`,
        [`matrix-de-${randomUUID()}`, original.id, translationStatus],
      );
      return { original, translation: translation! };
    }

    it('a change made outside the API (SQL) makes the translation outdated, by Postgres', async () => {
      const { original, translation } = await group('published');
      expect(translation.source_version).toBe(1);
      await sql(`update public.blog_posts set content_markdown = 'New body' where id = $1`, [
        original.id,
      ]);
      const { data, error } = await clients.admin
        .from('blog_admin_posts')
        .select('id,outdated')
        .eq('id', translation.id);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: translation.id, outdated: true }]);
    });

    it.each(roles)(
      'as %s: the translation status and coverage are admins-only for unpublished posts',
      async (role) => {
        const { original, translation } = await group('draft');
        const status = await clients[role]
          .from('blog_translation_status')
          .select('id,outdated')
          .eq('id', translation.id);
        const coverage = await clients[role]
          .from('blog_translation_coverage')
          .select('id,versions')
          .eq('id', original.id);
        if (role === 'anon') {
          expect([status.status, coverage.status]).toEqual([401, 401]);
          return;
        }
        expect(status.data).toEqual(
          role === 'admin' ? [{ id: translation.id, outdated: false }] : [],
        );
        // Coverage is an admin's tool: a viewer sees no group, so nothing of its German draft.
        const versions = coverage.data?.map((row) => Object.keys(row.versions as object).sort());
        expect(versions).toEqual(role === 'admin' ? [['de', 'en']] : []);
      },
    );
  });

  describe('blog_category_names', () => {
    /** A category with names, and (unless `used` is null) one post in it in that state. */
    async function namedCategory(used: 'draft' | 'published' | null) {
      const category = `Matrix ${randomUUID()}`;
      await sql(`insert into public.blog_category_names (category, names) values ($1, $2)`, [
        category,
        { en: 'Matrix', de: 'Matrix (de)' },
      ]);
      if (used) {
        await sql(
          `insert into public.blog_posts (title, slug, content_markdown, category, status, published_at)
           values ('Fixture', $1, 'Body', $2, $3, case when $3 = 'draft' then null else now() end)`,
          [`matrix-${randomUUID()}`, category, used],
        );
      }
      return category;
    }
    const reads = async (role: Role, category: string) =>
      (await clients[role].from('blog_category_names').select('category').eq('category', category))
        .data?.length;

    it.each(roles)(
      'select as %s: names of a category with a public post only, unless admin',
      async (role) => {
        const [published, draftOnly, unused] = await Promise.all([
          namedCategory('published'),
          namedCategory('draft'),
          namedCategory(null),
        ]);
        expect(await reads(role, published)).toBe(1);
        // A category only a draft uses may name what is not announced yet.
        expect(await reads(role, draftOnly)).toBe(role === 'admin' ? 1 : 0);
        expect(await reads(role, unused)).toBe(role === 'admin' ? 1 : 0);
      },
    );

    it.each(roles)('insert and rename as %s: admins only', async (role) => {
      const category = `Matrix ${randomUUID()}`;
      const insert = await clients[role]
        .from('blog_category_names')
        .insert({ category, names: { en: 'Matrix' } });
      const existing = await namedCategory('published');
      await clients[role]
        .from('blog_category_names')
        .update({ names: { en: 'Renamed' } })
        .eq('category', existing);
      const stored = await sql<{ category: string; en: string }>(
        `select category, names->>'en' as en from public.blog_category_names
         where category in ($1, $2) order by category = $1 desc`,
        [category, existing],
      );
      expect(insert.status).toBe({ anon: 401, viewer: 403, admin: 201 }[role]);
      expect(stored.map((row) => row.en)).toEqual(
        role === 'admin' ? ['Matrix', 'Renamed'] : ['Matrix'],
      );
    });

    it('names must be the site languages, English included, none blank', async () => {
      for (const names of [{ de: 'Nur Deutsch' }, { en: 'Ok', xx: 'Unknown' }, { en: '  ' }]) {
        const { error } = await clients.admin
          .from('blog_category_names')
          .insert({ category: `Matrix ${randomUUID()}`, names });
        expect(error?.code).toBe('23514');
      }
    });
  });
}

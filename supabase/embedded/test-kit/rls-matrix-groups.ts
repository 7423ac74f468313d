/**
 * The row-level security matrix, continued: language versions. Slugs are unique per language
 * (the unique index on slug and language), and handing a translation group over to a new
 * original when the old one is deleted is for admins only and leaves no half-moved group.
 * Called by rls-matrix-suite.ts inside its describe, so it runs on PGlite and PostgreSQL alike.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roles, type MatrixContext } from './rls-matrix-content';

export function describeGroupMatrix({ clients, sql, planAs }: MatrixContext) {
  /** A post written as superuser, in `language`, optionally translating `translationOf`. */
  async function post(slug: string, language: string, translationOf: string | null = null) {
    const [row] = await sql<{ id: string }>(
      `insert into public.blog_posts (title, slug, content_markdown, language, translation_of)
       values ('Version', $1, 'Body', $2, $3) returning id`,
      [slug, language, translationOf],
    );
    return row!.id;
  }

  describe('slugs per language', () => {
    it('the same slug in English and Japanese is allowed; twice in Japanese is refused (23505)', async () => {
      const slug = `per-language-${randomUUID()}`;
      const original = await post(slug, 'en');
      await post(slug, 'ja', original);
      const again = await clients.admin
        .from('blog_posts')
        .insert({ title: 'Again', slug, content_markdown: 'Body', language: 'ja' });
      expect(again.error?.code).toBe('23505');
      expect(again.error?.message).toContain('blog_posts_slug_language_key');
      const rows = await sql<{ language: string }>(
        'select language from public.blog_posts where slug = $1 order by language',
        [slug],
      );
      expect(rows.map((row) => row.language)).toEqual(['en', 'ja']);
    });

    it('an admin may give a translation its original’s slug through the API', async () => {
      const slug = `shared-${randomUUID()}`;
      const original = await post(slug, 'en');
      const { error, status } = await clients.admin.from('blog_posts').insert({
        title: 'Übersetzung',
        slug,
        content_markdown: 'Text',
        language: 'de',
        translation_of: original,
      });
      expect(error).toBeNull();
      expect(status).toBe(201);
    });
  });

  describe('blog_post_handovers', () => {
    /** An English original with German, French and Japanese translations. */
    async function group() {
      const key = randomUUID();
      const original = await post(`handover-${key}`, 'en');
      const de = await post(`handover-de-${key}`, 'de', original);
      const fr = await post(`handover-fr-${key}`, 'fr', original);
      const ja = await post(`handover-ja-${key}`, 'ja', original);
      return { original, de, fr, ja };
    }
    const links = async (ids: string[]) =>
      Object.fromEntries(
        (
          await sql<{ id: string; translation_of: string | null }>(
            'select id, translation_of from public.blog_posts where id = any($1::uuid[])',
            [ids],
          )
        ).map((row) => [row.id, row.translation_of]),
      );

    it.each(roles)('as %s: hand the group over to the German version', async (role) => {
      const { original, de, fr, ja } = await group();
      const { error } = await clients[role]
        .from('blog_post_handovers')
        .insert({ original_id: original, new_original_id: de });
      const after = await links([original, de, fr, ja]);
      if (role === 'admin') {
        expect(error).toBeNull();
        expect(after).toEqual({ [de]: null, [fr]: de, [ja]: de });
      } else {
        expect(error).not.toBeNull();
        expect(after).toEqual({
          [original]: null,
          [de]: original,
          [fr]: original,
          [ja]: original,
        });
      }
    });

    it('a new original outside the group is refused and nothing moves', async () => {
      const { original, de, fr, ja } = await group();
      const stranger = await post(`stranger-${randomUUID()}`, 'it');
      const { error } = await clients.admin
        .from('blog_post_handovers')
        .insert({ original_id: original, new_original_id: stranger });
      expect(error?.code).toBe('23514');
      expect(await links([original, de, fr, ja])).toEqual({
        [original]: null,
        [de]: original,
        [fr]: original,
        [ja]: original,
      });
    });

    it('deleting the whole group in one request removes every version', async () => {
      const { original, de, fr, ja } = await group();
      const { error } = await clients.admin
        .from('blog_posts')
        .delete()
        .or(`id.eq.${original},translation_of.eq.${original}`);
      expect(error).toBeNull();
      expect(await links([original, de, fr, ja])).toEqual({});
    });
  });

  describe('the blog list (blog_listings) per role', () => {
    it.each(roles)(
      'as %s: an English post stays listed in German until a German version the role may read exists',
      async (role) => {
        const original = await post(`listed-${randomUUID()}`, 'en');
        const [draft] = await sql<{ id: string }>(
          `insert into public.blog_posts
             (title, slug, content_markdown, language, translation_of, status, published_at)
           values ('Entwurf', $1, 'Body', 'de', $2, 'draft', null) returning id`,
          [`entwurf-${randomUUID()}`, original],
        );
        const { data, error } = await clients[role]
          .from('blog_listings')
          .select('id')
          .eq('list_language', 'de')
          .in('id', [original, draft!.id]);
        expect(error).toBeNull();
        // Visitors never meet the draft, so the original stands in for it; an admin sees the draft.
        expect(data!.map((row) => row.id)).toEqual(role === 'admin' ? [draft!.id] : [original]);
      },
    );

    it.each(['anon', 'authenticated'] as const)(
      'as %s: a search of the list may use the trigram index of search_text',
      async (role) => {
        const plan = await planAs!(
          role,
          `select id from public.blog_listings where search_text ilike '%avatar demo%'`,
        );
        expect(plan).toContain('blog_posts_search_text_trgm_idx');
      },
    );
  });
}

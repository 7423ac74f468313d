/**
 * The PostgREST operators and counts the blog at scale needs, and the translation
 * queries and rules, through supabase-js against the embedded REST layer. A reusable
 * suite: rest-operators.test.ts runs it on PGlite and, with DATABASE_URL, on a real PostgreSQL
 * server (.ci/postgres-matrix). Both runs assert the same expected answers from the same
 * fixture, so the two databases give the same answer to every query here.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../db/setup';
import type { TestServer } from './test-server';

const cardColumns = 'slug,title,category,tags,published_at,language';

/** 30 posts with known fields: the nth is n days old, categories rotate, every fifth has tags. */
function fixtureRows() {
  return Array.from({ length: 30 }, (_, index) => {
    const n = index + 1;
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      slug: `post-${String(n).padStart(2, '0')}`,
      title: n === 7 ? 'Pricing, (really) explained: 50% off_now' : `Post number ${n}`,
      excerpt: n === 12 ? 'An old note about Webinars' : `Excerpt ${n}`,
      category: ['Guides', 'Product', 'Sales'][n % 3]!,
      tags: n % 5 === 0 ? ['AI Demos', `Tag${n}`] : [],
      published_at: new Date(Date.UTC(2026, 0, 31) - n * 86_400_000).toISOString(),
    };
  });
}

const slugs = (rows: { slug: string }[] | null) => (rows ?? []).map((row) => row.slug);

export function describeRestOperators(
  title: string,
  start: () => Promise<{ server: TestServer; cleanup(): Promise<void> }>,
) {
  describe(title, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    let anon: SupabaseClient;
    let admin: SupabaseClient;

    const sql = async <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await server.backend.database.query<Row>(text, params)).rows;
    const rest = (route: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/rest/v1/${route}`, { headers });

    beforeAll(async () => {
      ({ server, cleanup } = await start());
      anon = server.client();
      admin = server.client(
        await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword),
      );
      await sql('delete from public.blog_posts');
      for (const row of fixtureRows()) {
        await sql(
          `insert into public.blog_posts (id, slug, title, excerpt, category, tags, published_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [row.id, row.slug, row.title, row.excerpt, row.category, row.tags, row.published_at],
        );
      }
    });

    afterAll(async () => {
      await cleanup?.();
    });

    describe('filters', () => {
      it('ilike on the search column: title, excerpt or a tag, case-insensitively', async () => {
        const tag = await anon
          .from('blog_posts')
          .select('slug')
          .ilike('search_text', '%ai demos%')
          .order('slug');
        expect(slugs(tag.data)).toEqual([
          'post-05',
          'post-10',
          'post-15',
          'post-20',
          'post-25',
          'post-30',
        ]);
        const excerpt = await anon
          .from('blog_posts')
          .select('slug')
          .ilike('search_text', '%WEBINARS%');
        expect(slugs(excerpt.data)).toEqual(['post-12']);
        // PostgREST's * is a wildcard too.
        const star = await anon.from('blog_posts').select('slug').ilike('title', '*really*');
        expect(slugs(star.data)).toEqual(['post-07']);
      });

      it('LIKE escapes keep % and _ literal', async () => {
        const percent = await anon.from('blog_posts').select('slug').ilike('title', '%50\\%%');
        expect(slugs(percent.data)).toEqual(['post-07']);
        const underscore = await anon.from('blog_posts').select('slug').ilike('title', '%f\\_n%');
        expect(slugs(underscore.data)).toEqual(['post-07']);
        // Without the escape, _ is any character: "Post number 1" has no "f?n" but 07 does.
        const none = await anon.from('blog_posts').select('slug').ilike('title', '%x\\_y%');
        expect(none.data).toEqual([]);
      });

      it('in on text and uuid columns, with quoted items', async () => {
        const categories = await anon
          .from('blog_posts')
          .select('slug', { count: 'exact', head: true })
          .in('category', ['Guides', 'Sales']);
        expect(categories.count).toBe(20);
        const ids = await anon
          .from('blog_posts')
          .select('slug')
          .in('id', [
            '00000000-0000-4000-8000-000000000003',
            '00000000-0000-4000-8000-000000000004',
          ])
          .order('slug');
        expect(slugs(ids.data)).toEqual(['post-03', 'post-04']);
        const quoted = await anon
          .from('blog_posts')
          .select('slug')
          .in('title', ['Pricing, (really) explained: 50% off_now', 'Post number 1']);
        expect(slugs(quoted.data).sort()).toEqual(['post-01', 'post-07']);
        const empty = await anon.from('blog_posts').select('slug').in('category', []);
        expect(empty.data).toEqual([]);
      });

      it('a top-level eq value is taken as written, quotes and all; inside or=(…) quotes are syntax', async () => {
        // PostgREST's grammar: pSingleVal for a filter, pLogicSingleVal (quoted values) in logic.
        const quoted = await anon.from('blog_posts').select('slug').eq('slug', '"post-03"');
        expect(quoted.error).toBeNull();
        expect(quoted.data).toEqual([]);
        const inGroup = await anon.from('blog_posts').select('slug').or('slug.eq."post-03"');
        expect(slugs(inGroup.data)).toEqual(['post-03']);
      });

      it('cs on an array column', async () => {
        const both = await anon
          .from('blog_posts')
          .select('slug')
          .contains('tags', ['AI Demos', 'Tag10']);
        expect(slugs(both.data)).toEqual(['post-10']);
      });

      it('an or group of ilike conditions, values with commas and parentheses quoted', async () => {
        const group = await anon
          .from('blog_posts')
          .select('slug')
          .or('title.ilike."*(really) explained*",slug.ilike.*post-2*')
          .order('slug');
        expect(slugs(group.data)).toEqual([
          'post-07',
          ...Array.from({ length: 10 }, (_, i) => `post-2${i}`),
        ]);
        // ANDed with the other filters.
        const narrowed = await anon
          .from('blog_posts')
          .select('slug')
          .eq('category', 'Product')
          .or('slug.eq.post-01,slug.eq.post-02,slug.eq.post-04');
        expect(slugs(narrowed.data).sort()).toEqual(['post-01', 'post-04']);
      });

      it('hostile values are data, never SQL', async () => {
        for (const value of [
          "'); drop table public.blog_posts; --",
          "%'||pg_sleep(1)||'%",
          '"),(',
        ]) {
          const eq = await anon.from('blog_posts').select('slug').eq('title', value);
          expect(eq.error).toBeNull();
          const like = await anon
            .from('blog_posts')
            .select('slug')
            .ilike('search_text', `%${value}%`);
          expect(like.error).toBeNull();
          const list = await anon.from('blog_posts').select('slug').in('slug', [value]);
          // supabase-js quotes an item holding , ( or ) without escaping its own double quotes;
          // PostgREST's grammar then reads other items (and ignores what follows the list), as
          // here: still values, never SQL.
          expect(list.error).toBeNull();
          expect(list.data).toEqual([]);
        }
        expect(
          (await sql<{ n: number }>('select count(*)::int as n from public.blog_posts'))[0]!.n,
        ).toBe(30);
      });

      it('unknown columns and operators are a 400 that names them', async () => {
        const column = await anon.from('blog_posts').select('slug').or('nope.eq.1,slug.eq.post-01');
        expect(column).toMatchObject({ status: 400, error: { code: '42703' } });
        expect(column.error?.message).toContain('nope');
        const operator = await anon.from('blog_posts').select('slug').filter('title', 'match', 'x');
        expect(operator.status).toBe(400);
        expect(operator.error?.message).toMatch(/operator "match"/);
        // Postgres's own answer for an operator the column's type lacks, which PostgREST maps to 404.
        const notArray = await anon.from('blog_posts').select('slug').contains('title', ['x']);
        expect(notArray).toMatchObject({ status: 404, error: { code: '42883' } });
      });
    });

    describe('counts and ranges', () => {
      it('count=exact: the total in Content-Range, 206 for part of the rows, 200 for all', async () => {
        const page = await anon
          .from('blog_posts')
          .select(cardColumns, { count: 'exact' })
          .order('published_at', { ascending: false })
          .order('id', { ascending: false })
          .range(12, 23);
        expect(page.status).toBe(206);
        expect(page.count).toBe(30);
        expect(slugs(page.data)).toEqual(
          Array.from({ length: 12 }, (_, i) => `post-${String(13 + i).padStart(2, '0')}`),
        );
        const all = await anon.from('blog_posts').select('slug', { count: 'exact' });
        expect(all).toMatchObject({ status: 200, count: 30 });

        const raw = await rest('blog_posts?select=slug&order=slug&offset=28&limit=5', {
          Prefer: 'count=exact',
        });
        expect(raw.status).toBe(206);
        expect(raw.headers.get('content-range')).toBe('28-29/30');
        const unknown = await rest('blog_posts?select=slug&limit=2');
        expect(unknown.headers.get('content-range')).toBe('0-1/*');
      });

      it('a filtered count, and a count without rows (head)', async () => {
        const filtered = await anon
          .from('blog_posts')
          .select('slug', { count: 'exact' })
          .eq('category', 'Sales')
          .ilike('search_text', '%ai demos%');
        expect(filtered.count).toBe(2);
        expect(slugs(filtered.data).sort()).toEqual(['post-05', 'post-20']);
        const head = await anon
          .from('blog_posts')
          .select('*', { count: 'exact', head: true })
          .eq('category', 'Guides');
        expect(head).toMatchObject({ status: 200, count: 10, data: null });
      });

      it('an offset past the end is 416 (PGRST103) with the total; at the end, no rows', async () => {
        const past = await anon.from('blog_posts').select('slug', { count: 'exact' }).range(40, 51);
        expect(past).toMatchObject({ status: 416, error: { code: 'PGRST103' } });
        const atEnd = await rest('blog_posts?select=slug&offset=30&limit=5', {
          Prefer: 'count=exact',
        });
        expect(atEnd.headers.get('content-range')).toBe('*/30');
        expect(await atEnd.json()).toEqual([]);
      });

      it('the Range header pages like limit and offset', async () => {
        const ranged = await rest('blog_posts?select=slug&order=slug', {
          Range: '5-9',
          'Range-Unit': 'items',
        });
        expect(ranged.headers.get('content-range')).toBe('5-9/*');
        expect(slugs(await ranged.json())).toEqual([
          'post-06',
          'post-07',
          'post-08',
          'post-09',
          'post-10',
        ]);
        const backwards = await rest('blog_posts?select=slug', { Range: '9-5' });
        expect(backwards.status).toBe(416);
      });
    });

    describe('translation groups', () => {
      const original = '00000000-0000-4000-8000-000000000001';

      it('one post per language in a group, and groups one level deep', async () => {
        const german = await admin
          .from('blog_posts')
          .insert({
            title: 'Beitrag eins',
            slug: 'beitrag-eins',
            language: 'de',
            category: 'Product',
            translation_of: original,
          })
          .select('id')
          .single();
        expect(german.error).toBeNull();
        const second = await admin.from('blog_posts').insert({
          title: 'Noch einer',
          slug: 'noch-einer',
          language: 'de',
          translation_of: original,
        });
        expect(second).toMatchObject({ status: 409, error: { code: '23505' } });
        expect(second.error?.message).toContain('blog_posts_one_per_language_key');
        const chained = await admin.from('blog_posts').insert({
          title: 'Chain',
          slug: 'chain',
          language: 'ja',
          translation_of: german.data!.id,
        });
        expect(chained).toMatchObject({ status: 400, error: { code: '23514' } });
        const unknownLanguage = await admin
          .from('blog_posts')
          .insert({ title: 'Klingon', slug: 'klingon', language: 'tlh' });
        expect(unknownLanguage).toMatchObject({ status: 400, error: { code: '23514' } });
      });

      it('each list shows its language, and English where it has no translation', async () => {
        const list = async (language: string) =>
          slugs(
            (
              await anon
                .from('blog_listings')
                .select('slug', { count: 'exact' })
                .eq('list_language', language)
                .in('slug', ['post-01', 'post-02', 'beitrag-eins'])
                .order('slug')
            ).data,
          );
        expect(await list('de')).toEqual(['beitrag-eins', 'post-02']);
        expect(await list('en')).toEqual(['post-01', 'post-02']);
        expect(await list('ja')).toEqual(['post-01', 'post-02']);
        const group = await anon
          .from('blog_posts')
          .select('slug,language')
          .or(`id.eq.${original},translation_of.eq.${original}`)
          .order('language');
        expect(group.data).toEqual([
          { slug: 'beitrag-eins', language: 'de' },
          { slug: 'post-01', language: 'en' },
        ]);
        const categories = await anon
          .from('blog_categories')
          .select('category,post_count')
          .eq('list_language', 'de')
          .order('category');
        expect(categories.data).toEqual([
          { category: 'Guides', post_count: 10 },
          { category: 'Product', post_count: 10 },
          { category: 'Sales', post_count: 10 },
        ]);
      });
    });
  });
}

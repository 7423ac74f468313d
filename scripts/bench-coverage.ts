/**
 * npm run bench:coverage -- [N]: the admin's Languages view (blog_translation_coverage) at N
 * originals (default 2,000) × 10 languages. Starts the embedded backend on a throwaway copy of
 * the seed, adds N English originals with translations into most of the nine other languages
 * (about 8 per original, some outdated), then times the view's own fetcher
 * (getTranslationCoverage: supabase-js → HTTP → PostgREST subset → PGlite, as the admin's browser
 * asks, signed in as the seed admin) for the first page, a deep page and each filter. Prints the
 * median and 95th percentile of --runs (default 30) after 3 warm-ups; numbers are printed, never
 * asserted.
 */
import { performance } from 'node:perf_hooks';
import { getTranslationCoverage } from '../src/lib/posts/get-translation-coverage';
import type { CoverageFilters } from '../src/lib/posts/query-keys';
import { setAccessTokenProvider, setServerApiOrigin } from '../src/lib/supabase';
import { seedAccounts } from '../supabase/embedded';
import { startTestServer } from '../supabase/embedded/testing';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const originals = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 2000);
const runs = Number(option('--runs') ?? 30);

const server = await startTestServer();
const started = performance.now();
const db = server.backend.database;
// Originals n = 1..N; the translation into the k-th other language exists unless n is a multiple
// of k + 3, so every language misses some; originals whose n is a multiple of 7 change after
// their translations were made, which makes those translations outdated.
await db.exec(`
  insert into public.blog_posts (title, slug, content_markdown, category, published_at, outrank_id)
  select 'Coverage original ' || n, 'coverage-' || n, 'Body of original ' || n, 'Guides',
         now() - make_interval(days => n), 'coverage-' || n
  from generate_series(1, ${originals}) as n;

  insert into public.blog_posts
    (title, slug, content_markdown, category, published_at, outrank_id, language, translation_of)
  select 'Translation ' || o.n || ' ' || l.code, 'coverage-' || o.n || '-' || l.code,
         'Translated body', 'Guides', now() - make_interval(days => o.n),
         'coverage-' || o.n || '-' || l.code, l.code, o.id
  from (select id, substring(slug from 10)::int as n from public.blog_posts
        where slug ~ '^coverage-[0-9]+$') as o
  cross join unnest(array['de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pt', 'zh'])
    with ordinality as l (code, k)
  where o.n % (l.k + 3) <> 0;

  update public.blog_posts set content_markdown = content_markdown || ' (revised)'
  where slug ~ '^coverage-[0-9]+$' and substring(slug from 10)::int % 7 = 0;
`);
// PGlite has no autovacuum: without statistics the planner would read as if the seed were all.
await db.exec('vacuum analyze public.blog_posts');
await db.exec('vacuum analyze public.blog_post_revisions');
const [{ total = 0 } = {}] = (
  await db.query<{ total: number }>('select count(*)::int as total from public.blog_posts')
).rows;
console.log(
  `bench:coverage: ${originals.toLocaleString('en-US')} originals, ${total.toLocaleString('en-US')} posts, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
setServerApiOrigin(server.url);
setAccessTokenProvider(async () => token);

const cases: [string, CoverageFilters][] = [
  ['page 1', { page: 1, missing: null, outdated: false }],
  ['page 40', { page: 40, missing: null, outdated: false }],
  ['missing in French', { page: 1, missing: 'fr', outdated: false }],
  ['outdated only', { page: 1, missing: null, outdated: true }],
  ['missing in Japanese + outdated, page 2', { page: 2, missing: 'ja', outdated: true }],
];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

console.log(`\n| Languages view request | rows | total | p50 | p95 |\n|---|---:|---:|---:|---:|`);
for (const [name, filters] of cases) {
  let answer = await getTranslationCoverage(filters);
  for (let warm = 1; warm < 3; warm += 1) answer = await getTranslationCoverage(filters);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    answer = await getTranslationCoverage(filters);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${answer.rows.length} | ${answer.total.toLocaleString('en-US')} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`,
  );
}

setAccessTokenProvider(async () => null);
await server.destroy();
process.exit(0);

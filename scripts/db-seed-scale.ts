/**
 * npm run db:seed-scale -- <N>: adds N generated posts (scripts/lib/scale-posts.ts) to the
 * embedded database in DATA_DIR (default ./.data), dated in the past, to see and measure the
 * blog at thousands of posts. Running it again adds N more (numbers continue). The
 * database must not be in use: stop `npm start` / `npm run dev` first (PGlite has one owner).
 */
import { createEmbeddedBackend, dataDirHolder, resolveDataDir } from '../supabase/embedded';
import { scalePost } from './lib/scale-posts';

const count = Number(process.argv[2] ?? '2000');
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error('usage: npm run db:seed-scale -- <number of posts, 1 to 200000>');
  process.exit(2);
}
const dataDir = resolveDataDir();
const holder = await dataDirHolder(dataDir);
if (holder) {
  console.error(`db:seed-scale: ${dataDir} is in use by process ${holder.pid}; stop it first`);
  process.exit(1);
}

const started = Date.now();
const backend = await createEmbeddedBackend({ dataDir });
const db = backend.database;
const [{ existing = 0, oldest } = {}] = (
  await db.query<{ existing: number; oldest: string | null }>(
    `select count(*) filter (where outrank_id like 'scale-%')::int as existing,
            min(published_at)::text as oldest
     from public.blog_posts`,
  )
).rows;
// Older than every seed post, so the newest posts on the blog stay the hand-written ones.
const newest = new Date(oldest ?? Date.now());
const batch = 500;
for (let first = existing + 1; first <= existing + count; first += batch) {
  const last = Math.min(first + batch - 1, existing + count);
  const rows = Array.from({ length: last - first + 1 }, (_, index) =>
    scalePost(first + index, newest),
  );
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.blog_posts (slug, title, excerpt, content_markdown, author, published_at,
         category, tags, meta_description, featured_image, read_time, outrank_id)
       select slug, title, excerpt, content_markdown, author, published_at, category, tags,
              meta_description, featured_image, read_time, outrank_id
       from json_populate_recordset(null::public.blog_posts, $1::json)`,
      [JSON.stringify(rows)],
    );
  });
}
// PGlite has no autovacuum: without this the planner keeps the statistics of the small seed and
// picks plans that read every row (the English blog page 1 took seconds at 30,000 posts), and
// counts cannot use index-only scans (no visibility map).
await db.exec('vacuum analyze public.blog_posts');
const [{ total = 0 } = {}] = (
  await db.query<{ total: number }>('select count(*)::int as total from public.blog_posts')
).rows;
await backend.close();
console.log(
  `db:seed-scale: added ${count} posts in ${((Date.now() - started) / 1000).toFixed(1)} s; ${total} posts in ${dataDir}`,
);
process.exit(0);

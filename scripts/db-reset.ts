/**
 * npm run db:reset: deletes the embedded backend's data directory (DATA_DIR, default ./.data:
 * database, uploaded images, signing secret) and builds it again from
 * supabase/platform/bootstrap.sql, supabase/migrations and supabase/seed.sql, with the seed
 * accounts. Stop `npm run dev` / `npm start` first: PGlite allows one process per directory.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  createEmbeddedBackend,
  dataDirHolder,
  resolveDataDir,
  seedAccounts,
} from '../supabase/embedded';

const dataDir = resolveDataDir();
const shown = path.relative(process.cwd(), dataDir);
const relative = !shown || shown.startsWith('..') ? dataDir : shown;
if (dataDir === path.parse(dataDir).root || dataDir === process.cwd()) {
  // A typo like DATA_DIR=. or DATA_DIR=/ must not delete the project or the disk.
  console.error(`db:reset: refusing to delete ${dataDir}; point DATA_DIR at a data folder`);
  process.exit(1);
}

const holder = await dataDirHolder(dataDir);
if (holder) {
  // Deleting a directory a running server holds would pull its database from under it.
  console.error(
    `db:reset: ${relative} is in use by process ${holder.pid} (${holder.command}); stop it first`,
  );
  process.exit(1);
}

const started = Date.now();
if (existsSync(dataDir)) {
  await rm(dataDir, { recursive: true, force: true });
  console.log(`db:reset: deleted ${relative}`);
}
const backend = await createEmbeddedBackend({ dataDir });
const { rows } = await backend.database.query<{ posts: number }>(
  'select count(*)::int as posts from public.blog_posts',
);
await backend.close();

console.log(`db:reset: created ${relative} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log('  applied supabase/platform/bootstrap.sql and supabase/embedded/auth/local-auth.sql');
for (const file of backend.setup.migrations) console.log(`  applied supabase/migrations/${file}`);
console.log(`  applied supabase/seed.sql (${rows[0]?.posts ?? 0} blog posts)`);
const custom = (name: string) => (process.env[name] ? ` (password from ${name})` : '');
console.log(
  `  accounts: ${seedAccounts.admin.email} (admin)${custom('SEED_ADMIN_PASSWORD')}, ${seedAccounts.viewer.email} (no role)${custom('SEED_VIEWER_PASSWORD')}`,
);

/**
 * npm run storage:gc [-- --dry-run]: finds the uploads in blog-images that no post and no
 * revision refers to (the view blog_image_references), prints them and, without --dry-run,
 * removes them. Orphans come from uploads never saved (an image chosen, then replaced before
 * saving, in an editor closed without saving) and from clean-ups that failed after a write.
 *
 * Against hosted Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set: storage-js's
 * `list` and `remove` with the service role, which reads every row. Otherwise against the
 * embedded backend in DATA_DIR (default ./.data), which must not be in use (PGlite has one
 * owner): the rows are read and removed as the superuser, and the bytes and renditions with them.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { imageBucket } from '../src/config/image-types';
import type { Database } from '../src/lib/database.types';
import { removeUnusedUploads, unreferencedUploads } from '../src/lib/images/unused-uploads';
import { createEmbeddedBackend, dataDirHolder, resolveDataDir } from '../supabase/embedded';

const dryRun = process.argv.includes('--dry-run');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--dry-run');
if (unknown.length > 0) {
  console.error('usage: npm run storage:gc [-- --dry-run]');
  process.exit(2);
}

/** Every object of the bucket, folders walked (a folder is listed with a null id). */
async function listHosted(client: SupabaseClient<Database>, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  const pageSize = 1000;
  for (let offset = 0; ; offset += pageSize) {
    const { data, error } = await client.storage
      .from(imageBucket)
      .list(prefix, { limit: pageSize, offset });
    if (error) throw new Error(error.message);
    for (const entry of data) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.id === null) found.push(...(await listHosted(client, name)));
      else found.push(`${imageBucket}/${name}`);
    }
    if (data.length < pageSize) return found;
  }
}

async function hosted(url: string, serviceKey: string): Promise<string[]> {
  const client = createClient<Database>(url, serviceKey, { auth: { persistSession: false } });
  const orphans = await unreferencedUploads(client, await listHosted(client));
  // Asked again right before removing, so an image a post started using meanwhile stays.
  return dryRun ? orphans : removeUnusedUploads(client, orphans);
}

async function embedded(): Promise<string[]> {
  const dataDir = resolveDataDir();
  const holder = await dataDirHolder(dataDir);
  if (holder) {
    console.error(`storage:gc: ${dataDir} is in use by process ${holder.pid}; stop it first`);
    process.exit(1);
  }
  const backend = await createEmbeddedBackend({ dataDir });
  try {
    const removed = await backend.database.transaction(async (tx) => {
      // The view lists references for admins and the service role only: the superuser reads
      // every row and names itself so.
      await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      const unused = `bucket_id = $1 and not exists (
          select 1 from public.blog_image_references as ref where ref.path = bucket_id || '/' || name)`;
      const { rows } = dryRun
        ? await tx.query<{ name: string }>(
            `select name from storage.objects where ${unused} order by name`,
            [imageBucket],
          )
        : await tx.query<{ name: string }>(
            `delete from storage.objects where ${unused} returning name`,
            [imageBucket],
          );
      return rows.map((row) => row.name);
    });
    if (!dryRun) {
      // After COMMIT, as Storage does: the bytes and the renditions of each removed row.
      for (const name of removed) {
        await rm(path.join(dataDir, 'storage', imageBucket, ...name.split('/')), { force: true });
        await backend.dropRenditions(`${imageBucket}/${name}`);
      }
    }
    return removed.map((name) => `${imageBucket}/${name}`).sort();
  } finally {
    await backend.close();
  }
}

const url = process.env.SUPABASE_URL;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
const paths = url && serviceKey ? await hosted(url, serviceKey) : await embedded();
for (const orphan of paths) console.log(orphan);
console.log(
  `storage:gc: ${paths.length} unreferenced upload(s) ${dryRun ? 'found (dry run: nothing removed)' : 'removed'}`,
);
process.exit(0);

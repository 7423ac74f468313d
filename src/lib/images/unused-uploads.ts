import type { SupabaseClient } from '@supabase/supabase-js';
import { imageBucket } from '@/config/image-types';
import type { Database } from '@/lib/database.types';

/**
 * Uploads nothing refers to any more are removed by the admin client after the write that
 * orphaned them, never by the database (a trigger cannot delete files, and on hosted Supabase
 * the files live in Storage). The database says what is still used: the view
 * blog_image_references lists every upload a post or a revision names, so an image an older
 * revision shows stays until that revision goes with its post. Works the same against the
 * embedded backend and hosted Supabase: a table read and storage-js's `remove`.
 */

/**
 * The uploads ('blog-images/<key>') a text names, with the same pattern as the view
 * blog_image_references (migration 20261129020000_image_lifecycle.sql), trailing punctuation
 * included and not, so a candidate is never missed because of how a sentence ends.
 */
export function uploadPathsIn(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(/blog-images\/[A-Za-z0-9_/!.*&$=@;:+,-]+/g)) {
      found.add(match[0]);
      found.add(match[0].replace(/[.,;:!*]+$/, ''));
    }
  }
  return [...found].filter((path) => path.length > imageBucket.length + 1);
}

/** Reads of `.in()` stay well under a URL's length. */
const chunkSize = 100;

/** Of `candidates`, those no post and no revision refers to (admins and the service role only). */
export async function unreferencedUploads(
  client: SupabaseClient<Database>,
  candidates: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(candidates)].filter((path) => path.startsWith(`${imageBucket}/`));
  const referenced = new Set<string>();
  for (let i = 0; i < unique.length; i += chunkSize) {
    const { data, error } = await client
      .from('blog_image_references')
      .select('path')
      .in('path', unique.slice(i, i + chunkSize));
    if (error) throw new Error(error.message);
    for (const row of data ?? []) if (row.path) referenced.add(row.path);
  }
  return unique.filter((path) => !referenced.has(path));
}

/**
 * Removes those of `candidates` nothing refers to; resolves to the paths removed. Storage
 * removes only what the caller's policies let it see (admins, on blog-images).
 */
export async function removeUnusedUploads(
  client: SupabaseClient<Database>,
  candidates: readonly string[],
): Promise<string[]> {
  const unused = await unreferencedUploads(client, candidates);
  const removed: string[] = [];
  for (let i = 0; i < unused.length; i += chunkSize) {
    const keys = unused.slice(i, i + chunkSize).map((path) => path.slice(imageBucket.length + 1));
    const { data, error } = await client.storage.from(imageBucket).remove(keys);
    if (error) throw new Error(error.message);
    removed.push(...(data ?? []).map((row) => `${imageBucket}/${row.name}`));
  }
  return removed;
}

/**
 * The same after a save or a delete: the write succeeded, so a failed clean-up is only reported
 * (the orphan stays until `npm run storage:gc` finds it), never turned into a failed write.
 */
export async function removeUnusedUploadsAfterWrite(
  client: SupabaseClient<Database>,
  candidates: readonly string[],
): Promise<void> {
  if (candidates.length === 0) return;
  try {
    await removeUnusedUploads(client, candidates);
  } catch (error) {
    console.warn('Unused uploads were kept:', error);
  }
}

/** Every upload the posts `ids` and their revisions name: read before deleting them. */
export async function uploadsOfPosts(
  client: SupabaseClient<Database>,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const [posts, revisions] = await Promise.all([
    client
      .from('blog_posts')
      .select('featured_image, content_markdown, content_html')
      .in('id', [...ids]),
    client
      .from('blog_post_revisions')
      .select('fields')
      .in('post_id', [...ids]),
  ]);
  if (posts.error) throw new Error(posts.error.message);
  if (revisions.error) throw new Error(revisions.error.message);
  return uploadPathsIn(
    ...(posts.data ?? []).flatMap((p) => [p.featured_image, p.content_markdown, p.content_html]),
    ...(revisions.data ?? []).map((r) => JSON.stringify(r.fields)),
  );
}

/**
 * uploadsOfPosts before a delete: a failed read only means nothing is cleaned up (the orphans
 * stay for `npm run storage:gc`), never that the delete is refused.
 */
export async function uploadsBeforeDelete(
  client: SupabaseClient<Database>,
  ids: readonly string[],
): Promise<string[]> {
  try {
    return await uploadsOfPosts(client, ids);
  } catch (error) {
    console.warn('The deleted posts’ uploads are kept:', error);
    return [];
  }
}

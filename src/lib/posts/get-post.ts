import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';
import { postColumns, type Post, type PostRow } from './types';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

async function findBy(
  client: SupabaseClient<Database>,
  column: 'slug' | 'id',
  value: string,
): Promise<PostRow | null> {
  const { data, error } = await client
    .from('blog_posts')
    .select(postColumns)
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq(column, value)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** The row whose id (for a uuid) or slug is `slugOrId`, as `client` may read it. */
export async function findPost(
  client: SupabaseClient<Database>,
  slugOrId: string,
): Promise<PostRow | null> {
  return (
    (isUuid(slugOrId) ? await findBy(client, 'id', slugOrId.toLowerCase()) : null) ??
    (await findBy(client, 'slug', slugOrId))
  );
}

/**
 * Post detail: the post whose slug is the route parameter. Cards link by id when a post
 * has no slug, so a uuid is looked up as an id first. A non-uuid is never sent as an id: the
 * column is a uuid and the database would reject the value.
 * Resolves to the post ready to show, or null when no post matches; rejects when the request
 * fails.
 */
export async function getPost(slugOrId: string): Promise<Post | null> {
  const row = await findPost(await loadSupabase('public'), slugOrId);
  if (!row) return null;
  // The body is rendered and sanitized here rather than while rendering, so the query cache (and
  // with it a server-rendered page's state) holds safe HTML: a page that hydrates never downloads
  // the Markdown renderer and the sanitizer, only a visit that fetches a post in the browser does.
  const { normalizePost } = await import('./normalize-post-body');
  return normalizePost(row);
}

export function getPostQueryOptions(slugOrId: string) {
  return queryOptions({
    queryKey: postQueries.detail(slugOrId),
    queryFn: () => getPost(slugOrId),
  });
}

export function usePost(slugOrId: string) {
  return useQuery(getPostQueryOptions(slugOrId));
}

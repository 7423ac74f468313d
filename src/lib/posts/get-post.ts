import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultLanguage, type LanguageCode } from '@/config/languages';
import type { Database } from '@/lib/database.types';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';
import { postColumns, type Post, type PostRow } from './types';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

async function findById(client: SupabaseClient<Database>, id: string): Promise<PostRow | null> {
  const { data, error } = await client
    .from('blog_posts')
    .select(postColumns)
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * The post at `slug` under the address of `language`. A slug is unique within its language, so
 * the post written in `language` comes first. Addresses that always worked keep working: a list
 * shows English posts it has no translation of under its own prefix (/de/.../english-slug), and
 * a link may carry another version's slug, so the English post with that slug comes next, then
 * the post with that slug in any other language (in language order, so the answer is stable).
 */
async function findBySlug(
  client: SupabaseClient<Database>,
  slug: string,
  language: LanguageCode,
): Promise<PostRow | null> {
  const preferred = [...new Set([language, defaultLanguage])];
  const { data, error } = await client
    .from('blog_posts')
    .select(postColumns)
    .retry(false)
    .eq('slug', slug)
    .in('language', preferred);
  if (error) throw error;
  const rows = data ?? [];
  const found = preferred.map((code) => rows.find((row) => row.language === code)).find(Boolean);
  if (found) return found;
  const { data: other, error: otherError } = await client
    .from('blog_posts')
    .select(postColumns)
    .retry(false)
    .eq('slug', slug)
    .order('language')
    .limit(1)
    .maybeSingle();
  if (otherError) throw otherError;
  return other;
}

/**
 * The row whose id (for a uuid) or slug is `slugOrId`, as `client` may read it, for an address
 * in `language` (see findBySlug).
 */
export async function findPost(
  client: SupabaseClient<Database>,
  slugOrId: string,
  language: LanguageCode,
): Promise<PostRow | null> {
  return (
    (isUuid(slugOrId) ? await findById(client, slugOrId.toLowerCase()) : null) ??
    (await findBySlug(client, slugOrId, language))
  );
}

/**
 * Post detail: the post whose slug is the route parameter, under the address of `language`. Cards link by id when a post
 * has no slug, so a uuid is looked up as an id first. A non-uuid is never sent as an id: the
 * column is a uuid and the database would reject the value.
 * Resolves to the post ready to show, or null when no post matches; rejects when the request
 * fails.
 */
export async function getPost(language: LanguageCode, slugOrId: string): Promise<Post | null> {
  const row = await findPost(await loadSupabase('public'), slugOrId, language);
  if (!row) return null;
  // The body is rendered and sanitized here rather than while rendering, so the query cache (and
  // with it a server-rendered page's state) holds safe HTML: a page that hydrates never downloads
  // the Markdown renderer and the sanitizer, only a visit that fetches a post in the browser does.
  const { normalizePost } = await import('./normalize-post-body');
  return normalizePost(row);
}

export function getPostQueryOptions(language: LanguageCode, slugOrId: string) {
  return queryOptions({
    queryKey: postQueries.detail(language, slugOrId),
    queryFn: () => getPost(language, slugOrId),
  });
}

export function usePost(language: LanguageCode, slugOrId: string) {
  return useQuery(getPostQueryOptions(language, slugOrId));
}

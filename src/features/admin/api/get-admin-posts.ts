import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { getSupabase } from '@/lib/supabase';
import { pageRange } from '@/lib/paging';
import { anyColumnContains } from '@/lib/text-search';
import { adminPostColumns, type AdminPostSummary } from '@/lib/posts/types';
import { adminKeys } from './query-keys';

/** Rows per page of the admin table. */
export const adminPageSize = 25;

export interface AdminListParams {
  page: number;
  /** Only posts written in this language; null for all. */
  language: LanguageCode | null;
  /** Contained, case-insensitively, in the title or the slug; '' for every post. */
  search: string;
}

export interface AdminPostPage {
  rows: AdminPostSummary[];
  total: number;
}

/** PostgREST's answer to an offset past the last row (416). */
const rangeNotSatisfiable = 'PGRST103';

/**
 * Spec §7 admin list, a page at a time: only the columns the table needs, newest first (the id
 * breaks ties so pages never overlap), filtered and counted by the database.
 */
export async function getAdminPosts({
  page,
  language,
  search,
}: AdminListParams): Promise<AdminPostPage> {
  const filtered = () => {
    const query = getSupabase()
      .from('blog_posts')
      .select(adminPostColumns, { count: 'exact' })
      .retry(false); // TanStack Query retries (src/lib/query-client.ts)
    const inLanguage = language ? query.eq('language', language) : query;
    return search ? inLanguage.or(anyColumnContains(['title', 'slug'], search)) : inLanguage;
  };
  const { from, to } = pageRange(page, adminPageSize);
  const { data, error, count } = await filtered()
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error?.code === rangeNotSatisfiable) {
    // Past the last page (the last post of a page was deleted): the count moves the table back.
    const counted = await filtered().limit(0);
    if (counted.error) throw new Error(counted.error.message);
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw new Error(error.message);
  return { rows: data ?? [], total: count ?? 0 };
}

export function adminPostsQueryOptions(params: AdminListParams) {
  return queryOptions({
    queryKey: adminKeys.postPage(params),
    queryFn: () => getAdminPosts(params),
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

export function useAdminPosts(params: AdminListParams) {
  return useQuery(adminPostsQueryOptions(params));
}

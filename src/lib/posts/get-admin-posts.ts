import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { anyColumnContains } from '@/lib/text-search';
import { postQueries, type AdminListFilters } from './query-keys';
import { readPage } from './read-page';
import { adminPostColumns, type AdminPostSummary } from './types';

/** Rows per page of the admin table. */
export const adminPageSize = 25;

export interface AdminPostPage {
  rows: AdminPostSummary[];
  total: number;
}

/**
 * The admin list, a page at a time: only the columns the table needs, newest first (the id
 * breaks ties so pages never overlap), filtered and counted by the database.
 */
export async function getAdminPosts({
  page,
  language,
  search,
}: AdminListFilters): Promise<AdminPostPage> {
  const supabase = await loadSupabase();
  const filtered = () => {
    const query = supabase
      .from('blog_posts')
      .select(adminPostColumns, { count: 'exact' })
      .retry(false); // TanStack Query retries (src/lib/query-client.ts)
    const inLanguage = language ? query.eq('language', language) : query;
    return search ? inLanguage.or(anyColumnContains(['title', 'slug'], search)) : inLanguage;
  };
  // Past the last page (its last post was deleted) the count moves the table back.
  return readPage(filtered, page, adminPageSize);
}

export function adminPostsQueryOptions(params: AdminListFilters) {
  return queryOptions({
    queryKey: postQueries.adminPage(params),
    queryFn: () => getAdminPosts(params),
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

export function useAdminPosts(params: AdminListFilters) {
  return useQuery(adminPostsQueryOptions(params));
}

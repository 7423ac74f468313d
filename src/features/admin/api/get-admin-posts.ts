import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { AdminPostSummary } from './post-types';
import { adminKeys } from './query-keys';

/** Spec §7 admin list: only the columns the table needs, newest first. */
export async function getAdminPosts(): Promise<AdminPostSummary[]> {
  const { data, error } = await getSupabase()
    .from('blog_posts')
    .select('id, title, slug, excerpt, published_at, category, featured_image')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .order('published_at', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as AdminPostSummary[];
}

export function adminPostsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.posts(), queryFn: getAdminPosts, retry: 1 });
}

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions());
}

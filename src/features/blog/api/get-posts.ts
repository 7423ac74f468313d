import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { BlogPostRow } from '../types';
import { postQueries } from './post-queries';

/** Spec §7 Blog list: every column, newest first. */
export async function getPosts(): Promise<BlogPostRow[]> {
  const { data, error } = await (
    await loadSupabase()
  )
    .from('blog_posts')
    .select('*')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .order('published_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as BlogPostRow[];
}

export function getPostsQueryOptions() {
  return queryOptions({ queryKey: postQueries.list(), queryFn: getPosts });
}

export function usePosts() {
  return useQuery(getPostsQueryOptions());
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';
import { revisionSummaryColumns, type PostRevisionSummary } from './revision-types';

/** Revisions per page of a post's history: a post edited for years has hundreds. */
export const revisionPageSize = 20;

/** PostgREST's answer to an offset past the last row (416). */
const rangeNotSatisfiable = 'PGRST103';

export interface PostRevisionPage {
  rows: PostRevisionSummary[];
  /** Every revision of the post, counted by the database. */
  total: number;
}

/**
 * One page of a post's revisions, newest first (the id breaks ties between saves of one
 * transaction), without their fields: the list stays small however long the bodies are.
 * Admins only; anyone else gets no rows (row-level security), anon an error.
 */
export async function getPostRevisions(postId: string, offset = 0): Promise<PostRevisionPage> {
  const supabase = await loadSupabase('signed-in');
  const { data, error, count } = await supabase
    .from('blog_post_revisions')
    .select(revisionSummaryColumns, { count: 'exact' })
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('post_id', postId)
    .order('saved_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + revisionPageSize - 1);
  // Past the end (the post was deleted meanwhile): no rows rather than an error.
  if (error?.code === rangeNotSatisfiable) return { rows: [], total: offset };
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

export function postRevisionsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: postQueries.revisions(postId),
    queryFn: ({ pageParam }) => getPostRevisions(postId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
    retry: 1,
  });
}

export function usePostRevisions(postId: string) {
  return useInfiniteQuery(postRevisionsQueryOptions(postId));
}

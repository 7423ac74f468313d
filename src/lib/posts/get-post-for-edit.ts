import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';
import { postColumns, type PostRow } from './types';

/** Every column of the post with the route's id, exactly one row. */
export async function getPostForEdit(id: string): Promise<PostRow> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_posts')
    .select(postColumns)
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

export function postForEditQueryOptions(id: string) {
  return queryOptions({
    queryKey: postQueries.forEdit(id),
    queryFn: () => getPostForEdit(id),
    retry: 1,
    // The editor keeps its own copy once loaded; a background refetch must not reset the form.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function usePostForEdit(id: string | null) {
  return useQuery({ ...postForEditQueryOptions(id ?? ''), enabled: Boolean(id) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';
import { revisionColumns, toRevisionFields, type PostRevision } from './revision-types';

/** One revision with its fields (the whole post as that save left it). */
export async function getPostRevision(id: number): Promise<PostRevision> {
  const supabase = await loadSupabase('signed-in');
  const { data, error } = await supabase
    .from('blog_post_revisions')
    .select(revisionColumns)
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('id', id)
    .single();
  if (error) throw error;
  return { ...data, fields: toRevisionFields(data.fields) };
}

export function postRevisionQueryOptions(id: number) {
  return queryOptions({
    queryKey: postQueries.revision(id),
    queryFn: () => getPostRevision(id),
    retry: 1,
    // A revision never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePostRevision(id: number | null) {
  return useQuery({ ...postRevisionQueryOptions(id ?? 0), enabled: id !== null });
}

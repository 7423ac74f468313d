import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { containsPattern } from '@/lib/text-search';
import { postQueries } from './query-keys';
import type { PostRow } from './types';

/** A post to link a translation to; translation_of is null for an original. */
export type PostChoice = Pick<PostRow, 'id' | 'title' | 'language' | 'translation_of'>;

/** The editor's "Translation of" search: up to 8 posts whose title contains `search`, newest first. */
export async function searchPostsByTitle(search: string): Promise<PostChoice[]> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_posts')
    .select('id,title,language,translation_of')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .ilike('title', containsPattern(search))
    .order('published_at', { ascending: false })
    .limit(8);
  if (error) throw new Error(error.message);
  return data ?? [];
}

export function usePostSearch(search: string) {
  return useQuery(
    queryOptions({
      queryKey: postQueries.titleSearch(search),
      queryFn: () => searchPostsByTitle(search),
      enabled: search !== '',
      retry: 1,
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { containsPattern } from '@/lib/text-search';
import { adminKeys } from './query-keys';

export interface PostChoice {
  id: string;
  title: string;
  language: string;
  /** The original this post translates, or null for an original. */
  translation_of: string | null;
}

/** The editor's "Translation of" search: up to 8 posts whose title contains `search`, newest first. */
export async function searchPostsByTitle(search: string): Promise<PostChoice[]> {
  const { data, error } = await getSupabase()
    .from('blog_posts')
    .select('id, title, language, translation_of')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .ilike('title', containsPattern(search))
    .order('published_at', { ascending: false })
    .limit(8);
  if (error) throw new Error(error.message);
  return (data ?? []) as PostChoice[];
}

export function usePostSearch(search: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.postSearch(search),
      queryFn: () => searchPostsByTitle(search),
      enabled: search !== '',
      retry: 1,
    }),
  );
}

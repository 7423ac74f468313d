import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { inTranslationGroup } from './get-translations';
import { postQueries } from './query-keys';
import { postColumns, type PostRow } from './types';

/**
 * Every post of an original's translation group as the admin reads it (drafts included), whole,
 * for the all-languages preview.
 */
export async function getGroupPosts(originalId: string): Promise<PostRow[]> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_posts')
    .select(postColumns)
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .or(inTranslationGroup(originalId))
    .order('language');
  if (error) throw error;
  return data ?? [];
}

export function useGroupPosts(originalId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...postQueries.group(originalId), 'posts'],
    queryFn: () => getGroupPosts(originalId),
    enabled,
  });
}

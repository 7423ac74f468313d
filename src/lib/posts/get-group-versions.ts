import { useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { inTranslationGroup } from './get-translations';
import { postQueries } from './query-keys';

/** One language version of a group as the admin's group actions need it. */
export interface GroupVersion {
  id: string;
  title: string;
  language: string;
  translation_of: string | null;
  /** For a conflict-safe update of this version (updatePost's expectedUpdatedAt). */
  updated_at: string;
}

/**
 * Every post of the group whose original is `originalId` (drafts included, as the admin reads
 * them), without bodies: the apply-to-versions prompt and the delete dialog list them.
 */
export async function getGroupVersions(originalId: string): Promise<GroupVersion[]> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_posts')
    .select('id,title,language,translation_of,updated_at')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .or(inTranslationGroup(originalId))
    .order('language');
  if (error) throw error;
  return data ?? [];
}

export function useGroupVersions(originalId: string | null) {
  return useQuery({
    queryKey: [...postQueries.group(originalId ?? ''), 'versions'],
    queryFn: () => getGroupVersions(originalId ?? ''),
    enabled: Boolean(originalId),
    // Read when a prompt opens: its updated_at values guard the updates that follow.
    staleTime: 0,
  });
}

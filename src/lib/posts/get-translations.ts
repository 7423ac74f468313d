import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';

/**
 * Translation groups, read by the blog (hreflang, "Also in") and the admin editor (the
 * "Translation of" field), so in lib: features do not import each other.
 */

/** One post of a translation group: what a link to it and an hreflang alternate need. */
export interface PostTranslation {
  id: string;
  slug: string;
  title: string;
  language: LanguageCode;
  /** True for the group's original (the post the others translate). */
  original: boolean;
}

/**
 * The PostgREST filter for every post of the group whose key is `groupId` (the original's id):
 * the original and its translations. `groupId` is a uuid (from the database, or checked by the
 * caller), so it is safe inside the or-group.
 */
export function inTranslationGroup(groupId: string): string {
  return `id.eq.${groupId},translation_of.eq.${groupId}`;
}

/** Every post of the group `groupId`, the post being shown included, as the public reads it. */
export async function getTranslations(groupId: string): Promise<PostTranslation[]> {
  const { data, error } = await (
    await loadSupabase('public')
  )
    .from('blog_posts')
    .select('id,slug,title,language,translation_of')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .or(inTranslationGroup(groupId))
    .order('language');
  if (error) throw error;
  const rows = data ?? [];
  return rows.flatMap((row) =>
    isLanguageCode(row.language)
      ? [
          {
            id: row.id,
            slug: row.slug,
            title: row.title,
            language: row.language,
            original: row.translation_of === null,
          },
        ]
      : [],
  );
}

export function getTranslationsQueryOptions(groupId: string) {
  return queryOptions({
    // Under the posts root, so any write in the admin refreshes it.
    queryKey: postQueries.translations(groupId),
    queryFn: () => getTranslations(groupId),
  });
}

export function useTranslations(groupId: string | undefined) {
  return useQuery({ ...getTranslationsQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
}

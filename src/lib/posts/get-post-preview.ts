import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';
import { findPost } from './get-post';
import { postQueries } from './query-keys';
import type { Post, PostState } from './types';

/** A post as its preview shows it: the page's fields, and where it stands. */
export interface PreviewPost extends Post {
  state: PostState;
  /** When it goes (or went) public; null for a draft. */
  publishedAt: string | null;
}

/**
 * A post by slug (under the address of `language`) or id as the signed-in admin reads it (row-level security lets admins read
 * drafts and scheduled posts; anyone else gets only what is public), for the preview at the
 * post's own address. Null when the caller may not read it or it does not exist.
 */
export async function getPostPreview(
  language: LanguageCode,
  slugOrId: string,
): Promise<PreviewPost | null> {
  const row = await findPost(await loadSupabase('signed-in'), slugOrId, language);
  if (!row) return null;
  const { normalizePost } = await import('./normalize-post-body');
  const publishedAt = row.published_at;
  // A scheduled post's state changes with the clock; the stored status says only what it was.
  const state: PostState =
    row.status === 'draft' || !publishedAt
      ? 'draft'
      : Date.parse(publishedAt) > Date.now()
        ? 'scheduled'
        : 'published';
  return { ...normalizePost(row), state, publishedAt };
}

export function postPreviewQueryOptions(language: LanguageCode, slugOrId: string) {
  return queryOptions({
    queryKey: postQueries.preview(language, slugOrId),
    queryFn: () => getPostPreview(language, slugOrId),
    retry: 1,
    // Always the saved version of now: the admin reopens the preview after each save.
    staleTime: 0,
  });
}

export function usePostPreview(language: LanguageCode, slugOrId: string, enabled: boolean) {
  return useQuery({ ...postPreviewQueryOptions(language, slugOrId), enabled });
}

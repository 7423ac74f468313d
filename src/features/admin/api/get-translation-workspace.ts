import { queryOptions, useQuery } from '@tanstack/react-query';
import { site } from '@/config/site';
import type { Json } from '@/lib/database.types';
import { postColumns, type PostRow } from '@/lib/posts/types';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { LinkRewrite } from '../lib/link-targets';
import { slugsToLookUp, workspaceLinks } from '../lib/workspace-links';
import { getLinkTargets } from './get-link-targets';
import { adminKeys } from './query-keys';

/** A translation as the workspace edits it: its row and its segments' provenance. */
export interface WorkspaceTranslation extends PostRow {
  segment_states: Json;
}

export interface TranslationWorkspaceData {
  translation: WorkspaceTranslation;
  /** The original the translation was made from (its translation_of). */
  original: PostRow;
  /**
   * What each of the original body's links becomes in this translation (links follow the
   * language): read with the rows, so pairing and saving use the same list.
   */
  links: LinkRewrite[];
}

/** Thrown for a post that is not a translation: it has no source to work from. */
export class NotATranslationError extends Error {
  constructor() {
    super('This post is an original: it has no source to translate from');
    this.name = 'NotATranslationError';
  }
}

export async function getTranslationWorkspace(id: string): Promise<TranslationWorkspaceData> {
  const supabase = await loadSupabase('signed-in');
  const { data: translation, error } = await supabase
    .from('blog_posts')
    .select(`${postColumns},segment_states`)
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  if (!translation.translation_of) throw new NotATranslationError();
  const { data: original, error: originalError } = await supabase
    .from('blog_posts')
    .select(postColumns)
    .retry(false)
    .eq('id', translation.translation_of)
    .single();
  if (originalError) throw new Error(originalError.message);
  const posts = await getLinkTargets({
    slugs: slugsToLookUp(original.content_markdown, site.origin),
    targetLanguage: translation.language,
  });
  const links = workspaceLinks({
    originalBody: original.content_markdown,
    targetLanguage: translation.language,
    posts,
    origin: site.origin,
  });
  return { translation, original, links };
}

export function translationWorkspaceQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.workspace(id),
    queryFn: () => getTranslationWorkspace(id),
    // Opened fresh every time; the workspace then keeps its own draft, so no refetch resets it.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !(error instanceof NotATranslationError) && failures < 2,
  });
}

export function useTranslationWorkspace(id: string) {
  return useQuery(translationWorkspaceQueryOptions(id));
}

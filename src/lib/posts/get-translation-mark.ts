import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { toSourceWords, type SourceWords } from './get-translation-status';
import { postQueries } from './query-keys';

/** The original's words at one of its versions, and when it held them. */
export interface SourceVersion {
  version: number;
  savedAt: string;
  words: SourceWords;
}

/**
 * A save that marked a translation up to date, as the blog_translation_marks view records it:
 * the original's version the translation was behind at, the one it was marked with, and the
 * original's words at both, so History shows what the translator compared with.
 */
export interface TranslationMark {
  originalId: string;
  /** Null when no revision of that version survives (the history was pruned). */
  from: SourceVersion | null;
  to: SourceVersion | null;
}

function toSourceVersion(
  version: number | null,
  savedAt: string | null,
  json: unknown,
): SourceVersion | null {
  const words = toSourceWords(json);
  return version !== null && savedAt && words ? { version, savedAt, words } : null;
}

/** Null when the revision marked nothing (or the admin cannot read it). */
export async function getTranslationMark(revisionId: number): Promise<TranslationMark | null> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_translation_marks')
    .select('original_id,from_version,to_version,from_saved_at,from_words,to_saved_at,to_words')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('revision_id', revisionId)
    .maybeSingle();
  if (error) throw error;
  if (!data?.original_id) return null;
  return {
    originalId: data.original_id,
    from: toSourceVersion(data.from_version, data.from_saved_at, data.from_words),
    to: toSourceVersion(data.to_version, data.to_saved_at, data.to_words),
  };
}

export function translationMarkQueryOptions(revisionId: number) {
  return queryOptions({
    queryKey: postQueries.translationMark(revisionId),
    queryFn: () => getTranslationMark(revisionId),
    retry: 1,
    // A revision, and so what it marked, never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTranslationMark(revisionId: number | null) {
  return useQuery({
    ...translationMarkQueryOptions(revisionId ?? 0),
    enabled: revisionId !== null,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';

/** The original's words a translation was made from (a revision of the original). */
export interface SourceWords {
  title: string;
  excerpt: string;
  content_markdown: string;
}

/**
 * Where a translation stands against its original, as the database computes it (the
 * blog_translation_status view): the original's version it was made from, the original's current
 * version, and the original's words at that version, so the editor shows what changed since.
 */
export interface TranslationStatus {
  id: string;
  originalId: string;
  sourceVersion: number;
  currentVersion: number;
  outdated: boolean;
  /** Null when no revision of that version survives (the history was pruned). */
  base: SourceWords | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toSourceWords(json: unknown): SourceWords | null {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
  const fields = json as Record<string, unknown>;
  return {
    title: text(fields.title),
    excerpt: text(fields.excerpt),
    content_markdown: text(fields.content_markdown),
  };
}

/** Null for an original (it has no source) or a post the admin cannot read. */
export async function getTranslationStatus(id: string): Promise<TranslationStatus | null> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_translation_status')
    .select('id,translation_of,source_version,source_current_version,outdated,source_base')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  if (!data?.id || !data.translation_of) return null;
  return {
    id: data.id,
    originalId: data.translation_of,
    sourceVersion: data.source_version ?? 1,
    currentVersion: data.source_current_version ?? 1,
    outdated: data.outdated === true,
    base: toSourceWords(data.source_base),
  };
}

export function translationStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: postQueries.translationStatus(id),
    queryFn: () => getTranslationStatus(id),
  });
}

export function useTranslationStatus(id: string | null) {
  return useQuery({ ...translationStatusQueryOptions(id ?? ''), enabled: Boolean(id) });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import type { Json } from '@/lib/database.types';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries, type CoverageFilters } from './query-keys';
import { readPage } from './read-page';
import { isPostState, type PostState } from './types';

/** Originals per page of the coverage view. */
export const coveragePageSize = 25;

/**
 * One language version of an original: the post, its state now, whether it is behind, and whether
 * it holds machine-translated text nobody has reviewed (it cannot be published until someone has).
 */
export interface LanguageVersion {
  id: string;
  state: PostState;
  outdated: boolean;
  needsReview: boolean;
}

/** An original with its versions by language (the original's own language included). */
export interface CoverageRow {
  id: string;
  title: string;
  slug: string;
  language: LanguageCode;
  versions: Partial<Record<LanguageCode, LanguageVersion>>;
  missing: LanguageCode[];
  outdated: boolean;
}

export interface CoveragePage {
  rows: CoverageRow[];
  total: number;
}

const coverageColumns = 'id,title,slug,language,created_at,versions,missing,outdated';

function toVersions(json: Json | null): CoverageRow['versions'] {
  const versions: CoverageRow['versions'] = {};
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return versions;
  for (const [language, value] of Object.entries(json)) {
    if (!isLanguageCode(language) || !value || typeof value !== 'object' || Array.isArray(value)) {
      continue;
    }
    const { id, state, outdated, needs_review: needsReview } = value;
    if (typeof id === 'string' && isPostState(state)) {
      versions[language] = {
        id,
        state,
        outdated: outdated === true,
        needsReview: needsReview === true,
      };
    }
  }
  return versions;
}

/** A view's row (columns nullable to the type generator) as a CoverageRow, or null. */
function toCoverageRow(row: {
  id: string | null;
  title: string | null;
  slug: string | null;
  language: string | null;
  versions: Json | null;
  missing: string[] | null;
  outdated: boolean | null;
}): CoverageRow | null {
  if (!row.id || row.title === null || row.slug === null || !isLanguageCode(row.language)) {
    return null;
  }
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    language: row.language,
    versions: toVersions(row.versions),
    missing: (row.missing ?? []).filter(isLanguageCode),
    outdated: row.outdated === true,
  };
}

/**
 * The coverage view, a page of originals at a time, newest first, each with its ten languages as
 * the database sees them (blog_translation_coverage), filtered and counted by the database. The
 * page's ids come first (filters and counts read one small row per original), then the page's
 * versions for those ids only: an offset would otherwise build every skipped row's versions.
 */
export async function getTranslationCoverage({
  page,
  missing,
  outdated,
}: CoverageFilters): Promise<CoveragePage> {
  const supabase = await loadSupabase('signed-in');
  const filtered = (counted: boolean) => {
    let query = supabase
      .from('blog_translation_coverage')
      .select('id', counted ? { count: 'exact' } : {})
      .retry(false); // TanStack Query retries (src/lib/query-client.ts)
    if (missing) query = query.contains('missing', [missing]);
    if (outdated) query = query.eq('outdated', true);
    return query;
  };
  const { rows: ids, total } = await readPage(filtered, page, coveragePageSize, {
    by: 'created_at',
  });
  const order = ids.flatMap((row) => (row.id ? [row.id] : []));
  if (order.length === 0) return { rows: [], total };
  const { data, error } = await supabase
    .from('blog_translation_coverage')
    .select(coverageColumns)
    .retry(false)
    .in('id', order);
  if (error) throw error;
  const byId = new Map((data ?? []).flatMap((row) => (row.id ? [[row.id, row] as const] : [])));
  return {
    rows: order.flatMap((id) => {
      const row = byId.get(id);
      return row ? (toCoverageRow(row) ?? []) : [];
    }),
    total,
  };
}

/** One original's group: its versions by language (null when the post is not an original). */
export async function getTranslationGroup(originalId: string): Promise<CoverageRow | null> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_translation_coverage')
    .select(coverageColumns)
    .retry(false)
    .eq('id', originalId)
    .maybeSingle();
  if (error) throw error;
  return data ? toCoverageRow(data) : null;
}

export function translationCoverageQueryOptions(filters: CoverageFilters) {
  return queryOptions({
    queryKey: postQueries.coverage(filters),
    queryFn: () => getTranslationCoverage(filters),
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

export function useTranslationCoverage(filters: CoverageFilters) {
  return useQuery(translationCoverageQueryOptions(filters));
}

export function useTranslationGroup(originalId: string | null) {
  return useQuery({
    queryKey: postQueries.group(originalId ?? ''),
    queryFn: () => getTranslationGroup(originalId ?? ''),
    enabled: Boolean(originalId),
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRange } from '@/lib/paging';
import { loadSupabase } from '@/lib/supabase-lazy';
import { anyColumnContains } from '@/lib/text-search';
import { adminKeys, type GlossaryFilters } from './query-keys';

/** Terms per page of the glossary list. */
export const glossaryPageSize = 50;

/** One glossary entry (public.translation_glossary); translation null: never translate. */
export interface GlossaryTerm {
  id: string;
  term: string;
  translation: string | null;
  note: string | null;
}

export interface GlossaryPage {
  rows: GlossaryTerm[];
  total: number;
}

/**
 * A page of one language pair's glossary, alphabetical (the id breaks ties), searched in the term
 * and its translation and counted by the database: a glossary may hold thousands of terms, and
 * the screen renders one page. Rows and count are separate requests, as in readPage: a counted
 * request past the end answers 416, which browsers log as an error.
 */
export async function getGlossaryTerms({
  source,
  target,
  search,
  page,
}: GlossaryFilters): Promise<GlossaryPage> {
  const supabase = await loadSupabase('signed-in');
  const filtered = (counted: boolean) => {
    const query = supabase
      .from('translation_glossary')
      .select('id,term,translation,note', counted ? { count: 'exact' } : {})
      .retry(false) // TanStack Query retries (src/lib/query-client.ts)
      .eq('source_language', source)
      .eq('target_language', target);
    return search ? query.or(anyColumnContains(['term', 'translation'], search)) : query;
  };
  const { from, to } = pageRange(page, glossaryPageSize);
  const [rows, counted] = await Promise.all([
    filtered(false).order('term').order('id').range(from, to),
    filtered(true).limit(0),
  ]);
  if (rows.error) throw rows.error;
  if (counted.error) throw counted.error;
  return { rows: rows.data ?? [], total: counted.count ?? 0 };
}

export function glossaryTermsQueryOptions(filters: GlossaryFilters) {
  return queryOptions({
    queryKey: adminKeys.glossaryPage(filters),
    queryFn: () => getGlossaryTerms(filters),
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

export function useGlossaryTerms(filters: GlossaryFilters) {
  return useQuery(glossaryTermsQueryOptions(filters));
}

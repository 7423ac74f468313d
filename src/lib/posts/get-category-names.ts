import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LanguageCode } from '@/config/languages';
import { useLocale } from '@/i18n/use-locale';
import { loadSupabase, type ApiCaller } from '@/lib/supabase-lazy';
import { categoryLabel } from './category-label';
import { fetchCategoryNames, type CategoryNames } from './fetch-category-names';
import { postQueries } from './query-keys';

export async function getCategoryNames(caller: ApiCaller): Promise<CategoryNames> {
  return fetchCategoryNames(await loadSupabase(caller));
}

export function getCategoryNamesQueryOptions(caller: ApiCaller) {
  return queryOptions({
    queryKey: caller === 'public' ? postQueries.categoryNames() : postQueries.adminCategoryNames(),
    queryFn: () => getCategoryNames(caller),
  });
}

export function useCategoryNames(caller: ApiCaller) {
  return useQuery(getCategoryNamesQueryOptions(caller));
}

/**
 * The blog's labels, in the page's language (or in `inLanguage`: a post's structured data names
 * its category in the post's language). Until the names arrive (or when they cannot) a category
 * shows its key, which is its English name for every category the site started with.
 */
export function useCategoryLabel(): (category: string, inLanguage?: LanguageCode) => string {
  const { language } = useLocale();
  const { data } = useCategoryNames('public');
  return useCallback(
    (category, inLanguage = language) => categoryLabel(data, category, inLanguage),
    [data, language],
  );
}

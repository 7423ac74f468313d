import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase, type ApiCaller } from '@/lib/supabase-lazy';
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

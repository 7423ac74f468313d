import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';

export interface BlogCategory {
  category: string;
  postCount: number;
}

/**
 * Every category that has posts in the list of `language`, with how many (the blog_categories
 * view), by name.
 */
export async function getCategories(language: LanguageCode): Promise<BlogCategory[]> {
  const { data, error } = await (
    await loadSupabase('public')
  )
    .from('blog_categories')
    .select('category,post_count')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('list_language', language)
    .order('category');
  if (error) throw error;
  // A view's columns are nullable to the type generator; the view groups by a NOT NULL column.
  return (data ?? []).flatMap(({ category, post_count }) =>
    category ? [{ category, postCount: post_count ?? 0 }] : [],
  );
}

export function getCategoriesQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: postQueries.categories(language),
    queryFn: () => getCategories(language),
  });
}

export function useCategories(language: LanguageCode) {
  return useQuery(getCategoriesQueryOptions(language));
}

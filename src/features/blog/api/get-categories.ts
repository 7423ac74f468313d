import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './post-queries';

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
    await loadSupabase()
  )
    .from('blog_categories')
    .select('category,post_count')
    .retry(false) // TanStack Query retries (src/lib/query-client.ts)
    .eq('list_language', language)
    .order('category');
  if (error) throw error;
  return ((data ?? []) as { category: string; post_count: number }[]).map((row) => ({
    category: row.category,
    postCount: row.post_count,
  }));
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

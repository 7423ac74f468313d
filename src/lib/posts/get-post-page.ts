import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';
import { containsPattern } from '@/lib/text-search';
import { postQueries, type PostListFilters } from './query-keys';
import { readPage } from './read-page';
import { postCardColumns, type PostCardRow } from './types';

/** Posts per page of the public list (six rows). */
export const postPageSize = 12;

export interface PostPage {
  /** What a card shows, never the body: a page of cards stays a few kilobytes. */
  rows: (PostCardRow & { id: string })[];
  /** How many posts match the filters, on every page. */
  total: number;
}

/** A page of the list in one of the site's languages. */
export interface PostPageQuery extends PostListFilters {
  language: LanguageCode;
}

/**
 * Blog list, one page of it, in `language`: the posts written in it plus English posts
 * it has no translation of (the blog_listings view). The database filters (category; search =
 * the text contained case-insensitively in the title, excerpt or a tag, through the
 * generated search_text column), orders newest first (the id breaks ties so pages never
 * overlap) and counts.
 */
export async function getPostPage({
  language,
  category,
  search,
  page,
}: PostPageQuery): Promise<PostPage> {
  const supabase = await loadSupabase('public');
  const filtered = (counted: boolean) => {
    let query = supabase
      .from('blog_listings')
      .select(postCardColumns, counted ? { count: 'exact' } : {})
      .retry(false) // TanStack Query retries (src/lib/query-client.ts)
      .eq('list_language', language);
    if (category) query = query.eq('category', category);
    if (search) query = query.ilike('search_text', containsPattern(search));
    return query;
  };
  const { rows: found, total } = await readPage(filtered, page, postPageSize);
  // The view's id is a primary key's, never null; the type generator cannot know that of a view.
  const rows = found.flatMap(({ id, ...row }) => (id ? [{ ...row, id }] : []));
  return { rows, total };
}

export function getPostPageQueryOptions(params: PostPageQuery) {
  return queryOptions({
    queryKey: postQueries.page(params),
    queryFn: () => getPostPage(params),
    // The previous page stays on screen while the next one loads: nothing jumps or blanks.
    placeholderData: keepPreviousData,
  });
}

export function usePostPage(params: PostPageQuery) {
  return useQuery(getPostPageQueryOptions(params));
}

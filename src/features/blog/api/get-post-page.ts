import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { pageRange } from '@/lib/paging';
import { containsPattern } from '@/lib/text-search';
import type { LanguageCode } from '@/config/languages';
import { blogPageSize, type BlogListParams } from '../lib/list-params';
import { postCardColumns, type PostCardRow } from '@/lib/posts/types';
import { postQueries } from './post-queries';

export interface PostPage {
  /** What a card shows (spec §2), never the body: a page of cards stays a few kilobytes. */
  rows: (PostCardRow & { id: string })[];
  /** How many posts match the filters, on every page. */
  total: number;
}

/** PostgREST's answer to an offset past the last row (416). */
const rangeNotSatisfiable = 'PGRST103';

/** A page of the list in one of the site's languages. */
export interface PostPageQuery extends BlogListParams {
  language: LanguageCode;
}

/**
 * Spec §7 Blog list, one page of it, in `language`: the posts written in it plus English posts
 * it has no translation of (the blog_listings view). The database filters (category; search =
 * the text contained case-insensitively in the title, excerpt or a tag, spec §4, through the
 * generated search_text column), orders newest first (the id breaks ties so pages never
 * overlap) and counts.
 */
export async function getPostPage({
  language,
  category,
  search,
  page,
}: PostPageQuery): Promise<PostPage> {
  const supabase = await loadSupabase();
  const filtered = () => {
    let query = supabase
      .from('blog_listings')
      .select(postCardColumns, { count: 'exact' })
      .retry(false) // TanStack Query retries (src/lib/query-client.ts)
      .eq('list_language', language);
    if (category) query = query.eq('category', category);
    if (search) query = query.ilike('search_text', containsPattern(search));
    return query;
  };
  const { from, to } = pageRange(page, blogPageSize);
  const { data, error, count } = await filtered()
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error?.code === rangeNotSatisfiable) {
    // A page past the end (an old link): no rows, but the count for the pager.
    const counted = await filtered().limit(0);
    if (counted.error) throw counted.error;
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw error;
  // The view's id is a primary key's, never null; the type generator cannot know that of a view.
  const rows = (data ?? []).flatMap(({ id, ...row }) => (id ? [{ ...row, id }] : []));
  return { rows, total: count ?? 0 };
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

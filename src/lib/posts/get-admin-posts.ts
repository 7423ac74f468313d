import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { anyColumnContains } from '@/lib/text-search';
import { postQueries, type AdminListFilters } from './query-keys';
import { readPage } from './read-page';
import { adminPostColumns, isPostState, type AdminPostSummary } from './types';

/** Rows per page of the admin table. */
export const adminPageSize = 25;

/**
 * From this many characters on, the search also reads the excerpt, the tags and the body.
 * Each of those columns has a trigram index (supabase/migrations/*_admin_body_search.sql), and
 * a trigram index answers only a query of three characters or more: a shorter one would read
 * every body, which at thousands of posts is what costs. Titles and slugs are short and are
 * always searched.
 */
export const bodySearchMinLength = 3;

/** The columns of blog_admin_posts a search looks in. */
export function adminSearchColumns(search: string): readonly string[] {
  return [...search].length >= bodySearchMinLength
    ? ['search_text', 'slug', 'content_markdown'] // search_text: title, excerpt and tags
    : ['title', 'slug'];
}

export interface AdminPostPage {
  rows: AdminPostSummary[];
  total: number;
}

/**
 * The admin list, a page at a time: only the columns the table needs, by publication date (the
 * id breaks ties so pages never overlap), filtered (language, state now, words: title, slug,
 * excerpt, tags or body) and
 * counted by the database, from the blog_admin_posts view.
 */
export async function getAdminPosts({
  page,
  language,
  search,
  state,
  sort,
}: AdminListFilters): Promise<AdminPostPage> {
  const supabase = await loadSupabase('signed-in');
  const filtered = (counted: boolean) => {
    let query = supabase
      .from('blog_admin_posts')
      .select(adminPostColumns, counted ? { count: 'exact' } : {})
      .retry(false); // TanStack Query retries (src/lib/query-client.ts)
    if (language) query = query.eq('language', language);
    if (state) query = query.eq('state', state);
    return search ? query.or(anyColumnContains(adminSearchColumns(search), search)) : query;
  };
  // Past the last page (its last post was deleted) the count moves the table back.
  const { rows, total } = await readPage(filtered, page, adminPageSize, {
    oldestFirst: sort === 'oldest',
  });
  // A view's columns are nullable to the type generator; these come from NOT NULL columns.
  return {
    rows: rows.flatMap((row) =>
      row.id && row.title !== null && row.slug !== null && isPostState(row.state)
        ? [
            {
              id: row.id,
              title: row.title,
              slug: row.slug,
              excerpt: row.excerpt,
              published_at: row.published_at,
              updated_at: row.updated_at ?? '',
              category: row.category ?? '',
              featured_image: row.featured_image,
              language: row.language ?? 'en',
              state: row.state,
              translation_of: row.translation_of,
              outdated: row.outdated === true,
            },
          ]
        : [],
    ),
    total,
  };
}

export function adminPostsQueryOptions(params: AdminListFilters) {
  return queryOptions({
    queryKey: postQueries.adminPage(params),
    queryFn: () => getAdminPosts(params),
    retry: 1,
    placeholderData: keepPreviousData,
  });
}

export function useAdminPosts(params: AdminListFilters) {
  return useQuery(adminPostsQueryOptions(params));
}

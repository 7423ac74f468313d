import { pageParam, parsePage, withPage } from '@/lib/paging';
import type { PostListFilters } from '@/lib/posts/query-keys';
import { normalizeSearch } from '@/lib/text-search';
import { hasUnsafeCharacter } from '@/lib/unsafe-text';

export const categoryParam = 'category';
export const searchParam = 'q';

/** What the blog list shows, as read from its URL (?category=…&q=…&page=…). */
export type BlogListParams = PostListFilters;

/** A parameter's value, or nothing when it holds what no page may echo (lib/unsafe-text.ts). */
function safe(value: string | null): string | null {
  return value !== null && hasUnsafeCharacter(value) ? null : value;
}

export function readBlogListParams(params: URLSearchParams): BlogListParams {
  return {
    category: safe(params.get(categoryParam))?.trim() || null,
    search: normalizeSearch(safe(params.get(searchParam))),
    page: parsePage(params.get(pageParam)),
  };
}

/** The query string for `list` (empty for page 1 of everything), parameters in a fixed order. */
export function blogListSearch(list: BlogListParams): string {
  const params = new URLSearchParams();
  if (list.category) params.set(categoryParam, list.category);
  if (list.search) params.set(searchParam, list.search);
  const query = withPage(params, list.page).toString();
  return query ? `?${query}` : '';
}

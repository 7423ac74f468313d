import { blogPostsRootKey } from '@/lib/query-keys';
import type { BlogListParams } from '../lib/list-params';

/**
 * The one query-key factory for blog posts. Everything cached about posts lives under
 * ['blog-posts'], so a write anywhere (the admin editor) can refresh the blog by invalidating
 * that prefix.
 */
export const postQueries = {
  all: () => blogPostsRootKey,
  page: ({ category, search, page }: BlogListParams) =>
    [...postQueries.all(), 'page', { category, search, page }] as const,
  categories: () => [...postQueries.all(), 'categories'] as const,
  detail: (slugOrId: string) => [...postQueries.all(), 'detail', slugOrId] as const,
};

import { blogPostsRootKey } from '@/lib/query-keys';
import type { LanguageCode } from '@/config/languages';
import type { BlogListParams } from '../lib/list-params';

/**
 * The one query-key factory for blog posts. Everything cached about posts lives under
 * ['blog-posts'], so a write anywhere (the admin editor) can refresh the blog by invalidating
 * that prefix.
 */
export const postQueries = {
  all: () => blogPostsRootKey,
  page: ({ language, category, search, page }: BlogListParams & { language: LanguageCode }) =>
    [...postQueries.all(), 'page', { language, category, search, page }] as const,
  categories: (language: LanguageCode) => [...postQueries.all(), 'categories', language] as const,
  detail: (slugOrId: string) => [...postQueries.all(), 'detail', slugOrId] as const,
};

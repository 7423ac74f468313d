import { blogPostsRootKey } from '@/lib/query-keys';

/**
 * The one query-key factory for blog posts. Everything cached about posts lives under
 * ['blog-posts'], so a write anywhere (the admin editor) can refresh the blog by invalidating
 * that prefix.
 */
export const postQueries = {
  all: () => blogPostsRootKey,
  list: () => [...postQueries.all(), 'list'] as const,
  detail: (slugOrId: string) => [...postQueries.all(), 'detail', slugOrId] as const,
};

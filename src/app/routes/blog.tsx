import type { LoaderFunction } from 'react-router-dom';
import { prefetchPosts } from '@/features/blog/api/prefetch';
import { BlogListPage } from '@/features/blog/components/blog-list-page';
import type { RouteContext } from '../router';
import { WithQueryClient } from '../with-query-client';

/** Server renders include the posts when the API answers; a failure never breaks the page. */
export function createLoader({ querySlot }: RouteContext): LoaderFunction {
  return async () => prefetchPosts(await querySlot.load());
}

export function Component() {
  return (
    <WithQueryClient>
      <BlogListPage />
    </WithQueryClient>
  );
}

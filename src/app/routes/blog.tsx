import type { LoaderFunction } from 'react-router-dom';
import { prefetchPosts } from '@/features/blog/api/prefetch';
import { BlogListPage } from '@/features/blog/components/blog-list-page';
import type { RouteContext } from '../router';

/** Server renders include the posts when the API answers; a failure never breaks the page. */
export function createLoader({ queryClient }: RouteContext): LoaderFunction {
  return () => prefetchPosts(queryClient);
}

export function Component() {
  return <BlogListPage />;
}

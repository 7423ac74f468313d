import type { LoaderFunction } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { prefetchPost } from '@/features/blog/api/prefetch';
import { BlogPostPage } from '@/features/blog/components/blog-post-page';
import type { RouteContext } from '../router';
import { WithQueryClient } from '../with-query-client';

/** Server renders include the post when the API answers; a failure never breaks the page. */
export function createLoader({ querySlot }: RouteContext): LoaderFunction {
  return async ({ params }) => prefetchPost(await querySlot.load(), params.slug ?? '');
}

export function Component() {
  const { slug = '' } = useParams();
  // A new post remounts the page, so nothing of the previous one lingers.
  return (
    <WithQueryClient>
      <BlogPostPage key={slug} slugOrId={slug} />
    </WithQueryClient>
  );
}

import { data, useParams, type LoaderFunction } from 'react-router-dom';
import { prefetchPost } from '@/features/blog/api/prefetch';
import { BlogPostPage } from '@/features/blog/components/blog-post-page';
import type { RouteContext } from '../route-context';
import { WithQueryClient } from '../with-query-client';

/**
 * Server renders include the post when the API answers; a failure never breaks the page. A post
 * the API says does not exist is answered with HTTP 404 (the page still shows 'Post Not Found'),
 * so search engines drop dead links; an unreachable API stays a 200 "Loading..." page.
 */
export function createLoader({ querySlot }: RouteContext): LoaderFunction {
  return async ({ params }) => {
    const exists = await prefetchPost(await querySlot.load(), params.slug ?? '');
    return exists ? null : data(null, { status: 404 });
  };
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

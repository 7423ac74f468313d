import type { LoaderFunction } from 'react-router-dom';
import { languageOrDefault } from '@/config/languages';
import { prefetchPostPage } from '@/features/blog/api/prefetch';
import { BlogListPage } from '@/features/blog/components/blog-list-page';
import { readBlogListParams, type BlogListParams } from '@/features/blog/lib/list-params';
import { usePageData } from '../page-data';
import type { RouteContext } from '../route-context';
import { WithQueryClient } from '../with-query-client';

/**
 * Server renders include the page of posts the URL asks for (?category, ?q, ?page) when the API
 * answers; a failure never breaks the page. The loader's answer is the list the HTML was
 * rendered for: on a static host that is page 1 whatever the query string, and the browser
 * hydrates that before it shows what the URL asks for.
 */
export function createLoader({ querySlot }: RouteContext): LoaderFunction {
  return async ({ request, params: route }): Promise<BlogListParams> => {
    const params = readBlogListParams(new URL(request.url).searchParams);
    const language = languageOrDefault(route.lang);
    await prefetchPostPage(await querySlot.load(), { ...params, language });
    return params;
  };
}

export function Component() {
  const rendered = usePageData() as BlogListParams;
  return (
    <WithQueryClient>
      <BlogListPage rendered={rendered} />
    </WithQueryClient>
  );
}

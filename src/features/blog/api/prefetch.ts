import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { recordDataFailure } from '@/lib/data-failures';
import { getPostQueryOptions } from '@/lib/posts/get-post';
import { getCategoriesQueryOptions } from '@/lib/posts/get-categories';
import { getCategoryNamesQueryOptions } from '@/lib/posts/get-category-names';
import { getPostPageQueryOptions, type PostPageQuery } from '@/lib/posts/get-post-page';
import { getTranslationsQueryOptions } from '@/lib/posts/get-translations';

/**
 * Route loaders prefetch so the server render includes the posts. They never throw: during a
 * build or a server render the API may be unreachable, and the page then shows its loading state
 * for the browser to retry; the failure is recorded, so the server answers an error status. One attempt only here; the component's query keeps the three
 * retries.
 */
async function settle(
  queryClient: QueryClient,
  queryKey: QueryKey,
  what: string,
  request: Promise<unknown>,
): Promise<null> {
  try {
    await request;
  } catch (error) {
    console.warn(`Prefetching ${what} failed; the browser will load it.`, error);
    recordDataFailure(queryClient, error);
    // A failed entry would render as an error on the server but as loading in the browser (errors
    // are not sent along): drop it so both render "Loading..." and the browser's query retries.
    queryClient.removeQueries({ queryKey, exact: true });
  }
  return null;
}

/**
 * In the browser a navigation must not wait for the API: the request
 * starts here, the new page renders at once with its loading state and reads the same query.
 */
const inBrowser = typeof document !== 'undefined';

/** The categories' names, which every list and post page shows. */
function prefetchCategoryNames(queryClient: QueryClient): Promise<null> | undefined {
  const names = getCategoryNamesQueryOptions('public');
  if (inBrowser) {
    void queryClient.prefetchQuery(names);
    return undefined;
  }
  return settle(
    queryClient,
    names.queryKey,
    "the categories' names",
    queryClient.ensureQueryData({ ...names, retry: false }),
  );
}

/** A page of the list, the category buttons and their names, for the same render. */
export async function prefetchPostPage(
  queryClient: QueryClient,
  params: PostPageQuery,
): Promise<void> {
  const page = getPostPageQueryOptions(params);
  const categories = getCategoriesQueryOptions(params.language);
  const names = prefetchCategoryNames(queryClient);
  if (inBrowser) {
    void queryClient.prefetchQuery(page);
    void queryClient.prefetchQuery(categories);
    return;
  }
  await Promise.all([
    names,
    settle(
      queryClient,
      page.queryKey,
      'the blog list',
      queryClient.ensureQueryData({ ...page, retry: false }),
    ),
    settle(
      queryClient,
      categories.queryKey,
      'the blog categories',
      queryClient.ensureQueryData({ ...categories, retry: false }),
    ),
  ]);
}

/**
 * Fills the cache with the post (and, on the server, its translations). Resolves to false only
 * when the API says the post does not exist, so the route can answer 404; an unreachable API, or
 * a browser prefetch that does not wait, resolves to true.
 */
export async function prefetchPost(
  queryClient: QueryClient,
  language: LanguageCode,
  slugOrId: string,
): Promise<boolean> {
  const options = getPostQueryOptions(language, slugOrId);
  const names = prefetchCategoryNames(queryClient);
  if (inBrowser) {
    void queryClient.prefetchQuery(options);
    return true;
  }
  await Promise.all([
    names,
    settle(
      queryClient,
      options.queryKey,
      `blog post "${slugOrId}"`,
      queryClient.ensureQueryData({ ...options, retry: false }),
    ),
  ]);
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === 'success' && state.data == null) return false;
  // The translations go into the server HTML too: hreflang alternates are for crawlers.
  const post = state?.data;
  if (post) {
    const translations = getTranslationsQueryOptions(post.groupId);
    await settle(
      queryClient,
      translations.queryKey,
      `the translations of "${slugOrId}"`,
      queryClient.ensureQueryData({ ...translations, retry: false }),
    );
  }
  return true;
}

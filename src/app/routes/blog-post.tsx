import { lazy, Suspense } from 'react';
import { data, useParams, useSearchParams, type LoaderFunction } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { languageOrDefault } from '@/config/languages';
import { paths, previewParam } from '@/config/paths';
import { prefetchPost } from '@/features/blog/api/prefetch';
import { BlogPostPage } from '@/features/blog/components/blog-post-page';
import { useLocale } from '@/i18n/use-locale';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import type { RouteContext } from '../route-context';
import { WithQueryClient } from '../with-query-client';

/** The admin's preview of this address: its code comes only with `?preview`. */
const PostPreviewPage = lazy(() =>
  import('../post-preview-page').then(({ PostPreviewPage }) => ({
    default: PostPreviewPage,
  })),
);

/**
 * Server renders include the post when the API answers; a failure never breaks the page. A post
 * the API says does not exist is answered with HTTP 404 (the page still shows 'Post Not Found'),
 * so search engines drop dead links; an unreachable API stays a 200 "Loading..." page. A preview
 * fetches nothing here: only the admin's browser may read what it shows.
 */
export function createLoader({ querySlot }: RouteContext): LoaderFunction {
  return async ({ params, request }) => {
    if (new URL(request.url).searchParams.has(previewParam)) return null;
    const exists = await prefetchPost(
      await querySlot.load(),
      languageOrDefault(params.lang),
      params.slug ?? '',
    );
    return exists ? null : data(null, { status: 404 });
  };
}

function PostPreview({ slug }: { slug: string }) {
  const text = useLocale().messages.admin;
  // The server knows no admin: it and the hydrating render show the wait, then the browser
  // loads the preview's code.
  const hydrated = useIsHydrated();
  // The admin gate's own first words and layout, so the wait reads as one. Drawn with CSS: the
  // spinner's icon module would otherwise come with every post page.
  const waiting = (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3">
      <span role="status" className="inline-flex">
        <span
          aria-hidden
          className="border-primary size-8 animate-spin rounded-full border-[3px] border-t-transparent"
        />
        <span className="sr-only">{text.shell.checkingAccess}</span>
      </span>
      <p aria-hidden className="text-caption text-muted-foreground">
        {text.shell.checkingAccess}
      </p>
    </div>
  );
  return (
    <>
      <PageHead
        title={text.previewPage.title}
        description={text.metaDescription}
        path={paths.blogPost(slug)}
        noindex
      />
      {hydrated ? (
        <Suspense fallback={waiting}>
          <PostPreviewPage key={slug} slugOrId={slug} />
        </Suspense>
      ) : (
        waiting
      )}
    </>
  );
}

export function Component() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  // A new post remounts the page, so nothing of the previous one lingers.
  return (
    <WithQueryClient>
      {search.has(previewParam) ? (
        <PostPreview slug={slug} />
      ) : (
        <BlogPostPage key={slug} slugOrId={slug} />
      )}
    </WithQueryClient>
  );
}

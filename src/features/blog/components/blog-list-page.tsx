import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PageHead } from '@/components/seo/page-head';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { format, formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { pageCount } from '@/lib/paging';
import { useCategoryLabel } from '../lib/use-category-label';
import { useCategories } from '@/lib/posts/get-categories';
import { postPageSize, usePostPage } from '@/lib/posts/get-post-page';
import { blogListSearch, type BlogListParams } from '../lib/list-params';
import { normalizePostSummary } from '@/lib/posts/normalize-post';
import { BlogFeedLink } from './blog-feed-link';
import { BlogSearchBox } from './blog-search-box';
import { CategoryNav } from './category-nav';
import { PostCard } from './post-card';
import { useBlogFilters } from './use-blog-filters';

/** Cards in the first row are usually in view on load: their images load eagerly. */
const eagerImageCount = 2;

/**
 * Blog list: categories and search in a sidebar, posts in a two-column grid, one page of
 * them at a time (the database filters, counts and pages).
 */
export function BlogListPage({ rendered }: { rendered: BlogListParams }) {
  const { messages, language } = useLocale();
  const text = messages.blog;
  const { list, writeSearch, setCategory } = useBlogFilters(rendered);
  const posts = usePostPage({ ...list, language });
  const categories = useCategories(language);
  const categoryLabel = useCategoryLabel();
  const resultsId = useId();

  // A failed list is logged; loading ends and the list stays empty.
  useEffect(() => {
    if (posts.error) console.error('Loading the blog posts failed.', posts.error);
  }, [posts.error]);
  useEffect(() => {
    if (categories.error) console.error('Loading the blog categories failed.', categories.error);
  }, [categories.error]);

  const cards = useMemo(() => (posts.data?.rows ?? []).map(normalizePostSummary), [posts.data]);
  const total = posts.data?.total ?? 0;
  const pages = pageCount(total, postPageSize);
  // Shown while the next page or search loads: the previous results, quietly marked as stale.
  const updating = posts.isPlaceholderData;
  const canonical = `${paths.blog}${blogListSearch({ ...list, search: '' })}`;

  return (
    <>
      <PageHead
        title={list.page > 1 ? format(text.pageTitle, { page: list.page }) : text.metaTitle}
        description={text.metaDescription}
        path={canonical}
        // Search results are for the visitor, not for search engines (the pages they find are).
        noindex={list.search !== ''}
      >
        <BlogFeedLink />
      </PageHead>
      <div className="container grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <h1 className="text-display">{text.title}</h1>
          <p className="text-lead text-muted-foreground mt-2">{text.subtitle}</p>
          <BlogSearchBox search={list.search} onSearch={writeSearch} />
          <div className="mt-8">
            <h2 className="text-micro text-muted-foreground mb-3 font-semibold tracking-wider uppercase">
              {text.categoriesLabel}
            </h2>
            <CategoryNav
              label={text.categoriesLabel}
              latestLabel={text.latest}
              categories={categories.data ?? []}
              selected={list.category}
              onSelect={setCategory}
            />
          </div>
        </aside>

        <section aria-labelledby={resultsId} aria-busy={posts.isPending || updating}>
          <div className="mb-6 flex min-h-7 items-baseline justify-between gap-4">
            <h2 id={resultsId} className="text-subheading">
              {list.category ? categoryLabel(list.category) : text.latest}
            </h2>
            {posts.data ? (
              <p
                className="text-caption text-muted-foreground tabular-nums"
                role="status"
                data-testid="result-count"
              >
                {formatCount(text.resultCount, total, language)}
              </p>
            ) : null}
          </div>
          {posts.isPending ? (
            <p role="status" className="text-lead text-muted-foreground py-16 text-center">
              {text.loading}
            </p>
          ) : cards.length === 0 ? (
            <div
              role="status"
              className="border-border rounded-xl border border-dashed px-6 py-16 text-center"
            >
              {total > 0 ? (
                <>
                  <p className="text-subheading">{text.pastLastPage}</p>
                  <Link
                    to={{ search: blogListSearch({ ...list, page: 1 }) }}
                    className="text-primary text-body mt-3 inline-block font-medium underline underline-offset-4"
                  >
                    {text.firstPage}
                  </Link>
                </>
              ) : (
                <>
                  <p className="text-subheading">{text.emptyTitle}</p>
                  <p className="text-body text-muted-foreground mt-2">{text.emptyText}</p>
                </>
              )}
            </div>
          ) : (
            <>
              <ul
                className={cn(
                  'grid gap-6 transition-opacity md:grid-cols-2',
                  updating && 'opacity-60',
                )}
                data-testid="post-grid"
              >
                {cards.map((post, index) => (
                  <li key={post.id} className="flex">
                    <PostCard post={post} eager={list.page === 1 && index < eagerImageCount} />
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-10"
                page={list.page}
                pageCount={pages}
                to={(page) => ({ search: blogListSearch({ ...list, page }) })}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}

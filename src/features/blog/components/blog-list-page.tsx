import { Search } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { PageHead } from '@/components/seo/page-head';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { usePosts } from '../api/get-posts';
import { distinctCategories, filterPosts } from '../lib/filter-posts';
import { normalizePostSummary } from '../lib/normalize-post';
import { CategoryNav } from './category-nav';
import { PostCard } from './post-card';
import { useBlogFilters } from './use-blog-filters';

/** Cards in the first row are usually in view on load: their images load eagerly. */
const eagerImageCount = 2;

/** Spec §2 Blog list: categories and search in a sidebar, posts in a two-column grid. */
export function BlogListPage() {
  const { messages } = useLocale();
  const text = messages.blog;
  const searchId = useId();
  const { data, error, isPending } = usePosts();
  const { search, category, setSearch, setCategory } = useBlogFilters();

  // Spec §8: a failed list is logged; loading ends and the list stays empty.
  useEffect(() => {
    if (error) console.error('Loading the blog posts failed.', error);
  }, [error]);

  const posts = useMemo(() => (data ?? []).map(normalizePostSummary), [data]);
  const categories = useMemo(() => distinctCategories(posts), [posts]);
  const visible = useMemo(
    () => filterPosts(posts, { search, category }),
    [posts, search, category],
  );

  return (
    <>
      <PageHead title={text.metaTitle} description={text.metaDescription} path={paths.blog} />
      <div className="container grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <h1 className="text-display">{text.title}</h1>
          <p className="text-lead text-muted-foreground mt-2">{text.subtitle}</p>
          <div className="mt-8">
            <Label htmlFor={searchId}>{text.searchLabel}</Label>
            <div className="relative mt-2">
              <Search
                aria-hidden
                className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
              />
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={text.searchPlaceholder}
                autoComplete="off"
                className="pl-9"
              />
            </div>
          </div>
          <div className="mt-8">
            <h2 className="text-micro text-muted-foreground mb-3 font-semibold tracking-wider uppercase">
              {text.categoriesLabel}
            </h2>
            <CategoryNav
              label={text.categoriesLabel}
              latestLabel={text.latest}
              categories={categories}
              selected={category}
              onSelect={setCategory}
            />
          </div>
        </aside>

        <section aria-labelledby={`${searchId}-results`} aria-busy={isPending}>
          <h2 id={`${searchId}-results`} className="sr-only">
            {category ?? text.latest}
          </h2>
          {isPending ? (
            <p role="status" className="text-lead text-muted-foreground py-16 text-center">
              {text.loading}
            </p>
          ) : visible.length === 0 ? (
            <div
              role="status"
              className="border-border rounded-xl border border-dashed px-6 py-16 text-center"
            >
              <p className="text-subheading">{text.emptyTitle}</p>
              <p className="text-body text-muted-foreground mt-2">{text.emptyText}</p>
            </div>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2" data-testid="post-grid">
              {visible.map((post, index) => (
                <li key={post.id} className="flex">
                  <PostCard post={post} eager={index < eagerImageCount} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

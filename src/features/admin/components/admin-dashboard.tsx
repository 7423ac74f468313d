import { keepScrollState } from '@/components/layout/keep-scroll';
import { ExternalLink, Eye, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toaster';
import { isLanguageCode, languages, languageTags } from '@/config/languages';
import { paths } from '@/config/paths';
import { format, formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { pageCount, pageParam, parsePage, withPage } from '@/lib/paging';
import { normalizeSearch } from '@/lib/text-search';
import { useDebouncedUrlText } from '@/lib/use-debounced-url-text';
import { adminPageSize, useAdminPosts } from '@/lib/posts/get-admin-posts';
import { isPostState, postStates, type AdminPostSummary } from '@/lib/posts/types';
import { CenteredStatus } from './centered-status';
import { DeletePostDialog } from './delete-post-dialog';
import { StatusBadge } from './status-badge';
import { LocalizedLink } from '@/components/localized-link';

/** A language's own name (Deutsch, 日本語), or the code if it is not one of the ten. */
const languageName = (code: string) =>
  languages.find((language) => language.code === code)?.name ?? code;

const searchParam = 'q';
const languageFilterParam = 'language';
const stateFilterParam = 'status';
const sortParam = 'sort';

/** The select class of the table's filters. */
const selectClass =
  'border-input bg-background text-body focus-visible:outline-ring mt-2 block h-11 rounded-lg border px-3 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The admin dashboard: the posts with Title, Category, Published and Actions, 25 to a page,
 * with a search on title or slug and the total. Page and search live in the URL (?page=&q=), so
 * a delete, a reload or Back keeps the admin where they were.
 */
export function AdminDashboard() {
  const { messages, language, localizePath } = useLocale();
  const text = messages.admin;
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const languageParam = params.get(languageFilterParam);
  const stateParam = params.get(stateFilterParam);
  const list = {
    page: parsePage(params.get(pageParam)),
    language: isLanguageCode(languageParam) ? languageParam : null,
    search: normalizeSearch(params.get(searchParam)),
    state: isPostState(stateParam) ? stateParam : null,
    sort: params.get(sortParam) === 'oldest' ? ('oldest' as const) : ('newest' as const),
  };
  /** Sets (or, for '', removes) a filter of the URL and goes back to page 1. */
  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = withPage(current, 1);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const posts = useAdminPosts(list);
  const [toDelete, setToDelete] = useState<AdminPostSummary | null>(null);
  const deleteTrigger = useRef<HTMLElement | null>(null);

  const writeSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = withPage(current, 1);
          if (value) next.set(searchParam, value);
          else next.delete(searchParam);
          return next;
        },
        { replace: true, state: keepScrollState },
      ),
    [setParams],
  );
  const [searchText, setSearchText] = useDebouncedUrlText(list.search, writeSearch);

  const total = posts.data?.total ?? 0;
  const pages = pageCount(total, adminPageSize);
  const pastTheEnd = posts.data !== undefined && list.page > pages;
  // Deleting the last post of the last page leaves nothing there: move back to the new last page.
  useEffect(() => {
    if (pastTheEnd && !posts.isPlaceholderData) {
      setParams((current) => withPage(current, pages), { replace: true });
    }
  }, [pastTheEnd, posts.isPlaceholderData, pages, setParams]);

  useEffect(() => {
    if (posts.isError) {
      toast.error(text.toast.error, {
        id: 'admin-posts-load-failed',
        description: text.toast.loadPostsFailed,
      });
    }
  }, [posts.isError, text.toast]);

  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(languageTags[language], { dateStyle: 'medium' }),
    [language],
  );
  // A scheduled post says when it goes live, to the minute, in the admin's time zone.
  const dateTimeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(languageTags[language], { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );

  return (
    <section className="container py-10 sm:py-14" aria-labelledby="admin-dashboard-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="admin-dashboard-title" tabIndex={-1} className="text-display outline-none">
            {text.dashboard.heading}
          </h1>
          <p className="text-lead text-muted-foreground mt-2">{text.dashboard.description}</p>
        </div>
        <LocalizedLink to={paths.adminNewPost} className={buttonVariants()}>
          <Plus aria-hidden />
          {text.dashboard.newPost}
        </LocalizedLink>
      </div>

      <div className="mt-8 flex flex-wrap items-end justify-between gap-4" role="search">
        <div className="w-full max-w-sm flex-1">
          <Label htmlFor={searchId}>{text.dashboard.searchLabel}</Label>
          <SearchInput
            id={searchId}
            className="mt-2"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={text.dashboard.searchPlaceholder}
          />
        </div>
        <div>
          <Label htmlFor={`${searchId}-language`}>{text.dashboard.languageFilter}</Label>
          <select
            id={`${searchId}-language`}
            value={list.language ?? ''}
            onChange={(event) => setFilter(languageFilterParam, event.target.value)}
            className={selectClass}
          >
            <option value="">{text.dashboard.allLanguages}</option>
            {languages.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${searchId}-status`}>{text.dashboard.statusFilter}</Label>
          <select
            id={`${searchId}-status`}
            value={list.state ?? ''}
            onChange={(event) => setFilter(stateFilterParam, event.target.value)}
            className={selectClass}
          >
            <option value="">{text.dashboard.allStatuses}</option>
            {postStates.map((state) => (
              <option key={state} value={state}>
                {text.status[state]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${searchId}-sort`}>{text.dashboard.sortLabel}</Label>
          <select
            id={`${searchId}-sort`}
            value={list.sort}
            onChange={(event) =>
              setFilter(sortParam, event.target.value === 'oldest' ? 'oldest' : '')
            }
            className={selectClass}
          >
            <option value="newest">{text.dashboard.sortNewest}</option>
            <option value="oldest">{text.dashboard.sortOldest}</option>
          </select>
        </div>
        {posts.data ? (
          <p
            role="status"
            className="text-caption text-muted-foreground tabular-nums"
            data-testid="admin-total"
          >
            {formatCount(text.dashboard.total, total, language)}
          </p>
        ) : null}
      </div>

      <div className="mt-4">
        {posts.isPending ? (
          <CenteredStatus label={text.shell.loading} />
        ) : posts.isError ? (
          <div className="border-border rounded-xl border p-8 text-center">
            <p className="text-body">{text.dashboard.loadError}</p>
            <Button variant="outline" className="mt-4" onClick={() => void posts.refetch()}>
              <RotateCcw aria-hidden />
              {text.dashboard.retry}
            </Button>
          </div>
        ) : posts.data.rows.length === 0 ? (
          <div className="border-border rounded-xl border border-dashed p-10 text-center">
            {list.search ? (
              <>
                <p className="text-subheading">
                  {format(text.dashboard.noMatch, { query: list.search })}
                </p>
                <Button variant="outline" className="mt-4" onClick={() => setSearchText('')}>
                  {text.dashboard.clearSearch}
                </Button>
              </>
            ) : (
              <>
                <p className="text-subheading">{text.dashboard.empty}</p>
                <p className="text-body text-muted-foreground mx-auto mt-2 max-w-md">
                  {text.dashboard.emptyHint}
                </p>
              </>
            )}
          </div>
        ) : (
          <>
            <div
              className={cn(
                'border-border shadow-card overflow-x-auto rounded-xl border transition-opacity',
                posts.isPlaceholderData && 'opacity-60',
              )}
            >
              <table className="w-full border-collapse text-left">
                <caption className="text-caption text-muted-foreground border-border border-b px-4 py-3 text-left">
                  {list.sort === 'oldest' ? text.dashboard.captionOldest : text.dashboard.caption}
                </caption>
                <thead className="bg-muted text-caption text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {text.dashboard.columns.title}
                    </th>
                    <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                      {text.dashboard.columns.category}
                    </th>
                    <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                      {text.dashboard.columns.language}
                    </th>
                    <th
                      scope="col"
                      className="hidden px-4 py-3 font-semibold whitespace-nowrap sm:table-cell"
                    >
                      {text.dashboard.columns.status}
                    </th>
                    <th
                      scope="col"
                      className="hidden px-4 py-3 font-semibold whitespace-nowrap sm:table-cell"
                    >
                      {text.dashboard.columns.published}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      {text.dashboard.columns.actions}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {posts.data.rows.map((post) => {
                    const title = post.title || text.dashboard.untitled;
                    const published = !post.published_at ? (
                      text.dashboard.notPublished
                    ) : post.state === 'scheduled' ? (
                      <time dateTime={post.published_at} data-testid="goes-live">
                        {format(text.dashboard.goesLive, {
                          date: dateTimeFormat.format(new Date(post.published_at)),
                        })}
                      </time>
                    ) : (
                      <time dateTime={post.published_at}>
                        {dateFormat.format(new Date(post.published_at))}
                      </time>
                    );
                    return (
                      <tr
                        key={post.id}
                        className="border-border hover:bg-muted/40 border-t align-top"
                      >
                        <th scope="row" className="max-w-md px-4 py-3 font-normal break-words">
                          <LocalizedLink
                            to={paths.adminEditPost(post.id)}
                            className="text-body text-foreground hover:text-primary font-semibold"
                          >
                            {title}
                          </LocalizedLink>
                          <p className="text-micro text-muted-foreground mt-0.5 font-mono break-all">
                            /{post.slug}
                          </p>
                          {/* Phones: status, category and date move under the title (their
                              columns hide), so the actions keep the room they need. */}
                          <p className="text-micro text-muted-foreground mt-1.5 flex flex-wrap items-center gap-2 sm:hidden">
                            <StatusBadge state={post.state} compact />
                            {post.category ? <Badge variant="muted">{post.category}</Badge> : null}
                            {published}
                          </p>
                        </th>
                        <td className="hidden px-4 py-3 sm:table-cell">
                          {post.category ? <Badge variant="muted">{post.category}</Badge> : null}
                        </td>
                        <td
                          className="text-caption text-muted-foreground hidden px-4 py-3 whitespace-nowrap md:table-cell"
                          data-testid="post-language"
                        >
                          <span lang={post.language}>{languageName(post.language)}</span>
                        </td>
                        <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                          <StatusBadge state={post.state} />
                        </td>
                        <td className="text-caption text-muted-foreground hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                          {published}
                        </td>
                        <td className="py-2 pr-3 pl-1 sm:px-4">
                          <div className="flex justify-end gap-0.5 sm:gap-1">
                            {post.state === 'published' ? (
                              <a
                                href={localizePath(paths.blogPost(post.slug || post.id))}
                                target="_blank"
                                rel="noopener noreferrer"
                                aria-label={format(text.dashboard.viewLabel, { title })}
                                title={text.dashboard.view}
                                className={cn(
                                  buttonVariants({ variant: 'ghost', size: 'sm' }),
                                  'px-2.5',
                                )}
                              >
                                <ExternalLink aria-hidden />
                              </a>
                            ) : (
                              <LocalizedLink
                                to={paths.postPreview(post.slug || post.id)}
                                language={isLanguageCode(post.language) ? post.language : undefined}
                                aria-label={format(text.dashboard.previewLabel, { title })}
                                title={text.dashboard.preview}
                                className={cn(
                                  buttonVariants({ variant: 'ghost', size: 'sm' }),
                                  'px-2.5',
                                )}
                              >
                                <Eye aria-hidden />
                              </LocalizedLink>
                            )}
                            <LocalizedLink
                              to={paths.adminEditPost(post.id)}
                              aria-label={format(text.dashboard.editLabel, { title })}
                              className={buttonVariants({ variant: 'outline', size: 'sm' })}
                            >
                              <Pencil aria-hidden />
                              <span className="hidden md:inline">{text.dashboard.edit}</span>
                            </LocalizedLink>
                            <Button
                              variant="ghost"
                              size="sm"
                              className="text-destructive hover:bg-destructive/10"
                              aria-label={format(text.dashboard.deleteLabel, { title })}
                              onClick={(event) => {
                                deleteTrigger.current = event.currentTarget;
                                setToDelete(post);
                              }}
                            >
                              <Trash2 aria-hidden />
                              <span className="hidden md:inline">{text.dashboard.delete}</span>
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pagination
              className="mt-6"
              page={list.page}
              pageCount={pages}
              to={(page) => ({ search: withPage(params, page).toString() })}
            />
          </>
        )}
      </div>
      <DeletePostDialog
        post={toDelete}
        returnFocusTo={deleteTrigger}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepScrollState } from '@/components/layout/keep-scroll';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { isLanguageCode } from '@/config/languages';
import { format, formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { pageCount, pageParam, parsePage, withPage } from '@/lib/paging';
import { adminPageSize, useAdminPosts } from '@/lib/posts/get-admin-posts';
import { isPostState, postStates, type AdminPostSummary, type PostState } from '@/lib/posts/types';
import { normalizeSearch } from '@/lib/text-search';
import { useDebouncedUrlText } from '@/lib/use-debounced-url-text';
import { adminListState } from '../lib/admin-list-state';
import { AdminListScaffold } from './admin-list-scaffold';
import { LanguageOptions } from './language-options';
import { DeletePostDialog } from './delete-post-dialog';
import { PostsTable } from './posts-table';

const searchParam = 'q';
const languageFilterParam = 'language';
const stateFilterParam = 'status';
const sortParam = 'sort';

/**
 * The dashboard's post list: 25 to a page, searched on its words (adminSearchColumns), filtered
 * by language and
 * state, sorted by date, with the total. Page and filters live in the URL (?page=&q=...), so a
 * delete, a reload or Back keeps the admin where they were.
 */
export function PostsView() {
  const { messages, language } = useLocale();
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

  return (
    <>
      <AdminListScaffold
        filtersClassName="justify-between gap-4"
        filters={
          <PostFilters
            id={searchId}
            list={list}
            searchText={searchText}
            onSearchText={setSearchText}
            onFilter={setFilter}
          />
        }
        total={
          posts.data
            ? { text: formatCount(text.dashboard.total, total, language), testId: 'admin-total' }
            : null
        }
        state={adminListState(posts)}
        loadingLabel={text.shell.loading}
        loadError={{
          message: text.dashboard.loadError,
          retryLabel: text.dashboard.retry,
          onRetry: () => void posts.refetch(),
          toast: {
            id: 'admin-posts-load-failed',
            title: text.toast.error,
            description: text.toast.loadPostsFailed,
          },
        }}
        empty={
          list.search ? (
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
          )
        }
        page={list.page}
        pageCount={pages}
      >
        {posts.data ? (
          <PostsTable
            rows={posts.data.rows}
            caption={list.sort === 'oldest' ? text.dashboard.captionOldest : text.dashboard.caption}
            dimmed={posts.isPlaceholderData}
            onDelete={(post, trigger) => {
              deleteTrigger.current = trigger;
              setToDelete(post);
            }}
          />
        ) : null}
      </AdminListScaffold>
      <DeletePostDialog
        post={toDelete}
        returnFocusTo={deleteTrigger}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

/** The list's search, language, state and sort controls. */
function PostFilters({
  id,
  list,
  searchText,
  onSearchText,
  onFilter,
}: {
  id: string;
  list: { language: string | null; state: PostState | null; sort: 'newest' | 'oldest' };
  searchText: string;
  onSearchText: (value: string) => void;
  onFilter: (name: string, value: string) => void;
}) {
  const text = useLocale().messages.admin;
  return (
    <>
      {/* At least 16rem: on a phone the search takes a row of its own, its hint unclipped. */}
      <div className="w-full max-w-sm grow basis-64">
        <Label htmlFor={id}>{text.dashboard.searchLabel}</Label>
        <SearchInput
          id={id}
          className="mt-2"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder={text.dashboard.searchPlaceholder}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-language`}>{text.dashboard.languageFilter}</Label>
        <NativeSelect
          id={`${id}-language`}
          className="mt-2"
          value={list.language ?? ''}
          onChange={(event) => onFilter(languageFilterParam, event.target.value)}
        >
          <option value="">{text.dashboard.allLanguages}</option>
          <LanguageOptions />
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={`${id}-status`}>{text.dashboard.statusFilter}</Label>
        <NativeSelect
          id={`${id}-status`}
          className="mt-2"
          value={list.state ?? ''}
          onChange={(event) => onFilter(stateFilterParam, event.target.value)}
        >
          <option value="">{text.dashboard.allStatuses}</option>
          {postStates.map((state) => (
            <option key={state} value={state}>
              {text.status[state]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Label htmlFor={`${id}-sort`}>{text.dashboard.sortLabel}</Label>
        <NativeSelect
          id={`${id}-sort`}
          className="mt-2"
          value={list.sort}
          onChange={(event) => onFilter(sortParam, event.target.value === 'oldest' ? 'oldest' : '')}
        >
          <option value="newest">{text.dashboard.sortNewest}</option>
          <option value="oldest">{text.dashboard.sortOldest}</option>
        </NativeSelect>
      </div>
    </>
  );
}

import { keepScrollState } from '@/components/layout/keep-scroll';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageParam } from '@/lib/paging';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import {
  categoryParam,
  readBlogListParams,
  searchParam,
  type BlogListParams,
} from '../lib/list-params';

/**
 * The list's state lives in the URL (?category=…&q=…&page=…), so any list can be shared,
 * reloaded and crawled. `rendered` is the list the server rendered (the route loader's answer):
 * the first render in the browser shows exactly that, so hydration matches even when a static
 * host served page 1 for another query string; the URL takes over once hydrated.
 *
 * A search is written with `replace` (the search box types into the URL after a pause, see
 * BlogSearchBox); picking a category pushes an entry, so Back returns to the previous one. A new
 * search or category starts at page 1.
 */
export function useBlogFilters(rendered: BlogListParams) {
  const [params, setParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  const list = isHydrated ? readBlogListParams(params) : rendered;

  const update = useCallback(
    (name: string, value: string | null, replace: boolean) => {
      setParams(
        () => {
          // From the address bar, not from this render: a category just picked is already there
          // while its list is still loading, and a search typed meanwhile must keep it.
          const next = new URLSearchParams(window.location.search);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete(pageParam);
          return next;
        },
        { replace, state: keepScrollState },
      );
    },
    [setParams],
  );

  const writeSearch = useCallback((value: string) => update(searchParam, value, true), [update]);

  const setCategory = useCallback(
    (value: string | null) => update(categoryParam, value, false),
    [update],
  );

  return { list, writeSearch, setCategory };
}

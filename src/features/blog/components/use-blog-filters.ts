import { useCallback, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { useIsHydrated } from '@/lib/use-is-hydrated';

const categoryParam = 'category';
const searchParam = 'q';

/**
 * The list's filter state lives in the URL query (?category=...&q=...) so a filtered list can be
 * shared and survives a reload. The search box keeps its own text while typing (the URL update is
 * a navigation and lands a moment later) and writes it with `replace`, so typing does not fill
 * the history; picking a category pushes an entry, so Back returns to the previous one.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const isHydrated = useIsHydrated();
  const urlSearch = isHydrated ? (params.get(searchParam) ?? '') : '';
  const category = isHydrated ? params.get(categoryParam) || null : null;
  const [search, setSearchText] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);

  // Take the URL's text after hydration and on Back/Forward (adjusting state while rendering,
  // not in an effect). Our own replace-writes are skipped: they land a moment after the
  // keystroke and would send older text back into the box while the user types.
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (navigationType !== 'REPLACE') setSearchText(urlSearch);
  }

  const update = useCallback(
    (name: string, value: string | null, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) => {
      setSearchText(value);
      update(searchParam, value, true);
    },
    [update],
  );

  const setCategory = useCallback(
    (value: string | null) => update(categoryParam, value, false),
    [update],
  );

  return { search, category, setSearch, setCategory };
}

import { useEffect, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { normalizeSearch } from './text-search';

/** Typing settles this long before the URL (and so the query) follows. */
export const searchDebounceMs = 300;

/**
 * A search box whose text lives in the URL. The box keeps its own text while typing; `write`
 * puts it into the URL after a pause (callers use `replace`, so typing neither fires a request
 * per key nor fills the history). The URL's text comes back into the box after hydration and on
 * Back/Forward (adjusting state while rendering, not in an effect); our own replace-writes are
 * skipped, since they land after the pause and would send older text back while the user types.
 */
export function useDebouncedUrlText(
  urlValue: string,
  write: (value: string) => void,
  delayMs = searchDebounceMs,
): [text: string, setText: (value: string) => void] {
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (navigationType !== 'REPLACE') setText(urlValue);
  }

  const pending = normalizeSearch(text);
  useEffect(() => {
    if (pending === urlValue) return;
    const timer = window.setTimeout(() => write(pending), delayMs);
    return () => window.clearTimeout(timer);
  }, [pending, urlValue, write, delayMs]);

  return [text, setText];
}

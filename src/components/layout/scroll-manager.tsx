import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { storageKeys } from '@/config/storage-keys';
import { scrollToElement } from '@/lib/scroll-to-element';

const storageKey = storageKeys.scrollPositions;

function readPositions(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')));
  } catch {
    return new Map();
  }
}

/**
 * Whether this document was reached by a reload or Back/Forward, which return to where it was
 * left; a new visit (a link from elsewhere, a typed address) starts at the top.
 */
function documentReturns(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * The entry's key for its saved position. A document's first entry has React Router's key
 * "default" in every document of the tab, so its address tells those apart.
 */
const entryKey = ({ key, pathname, search }: { key: string; pathname: string; search: string }) =>
  key === 'default' ? `default ${pathname}${search}` : key;

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) scrollToElement(target);
  return Boolean(target);
}

/**
 * Scroll as a visitor expects across client navigations: a new page starts at
 * the top (or at its #hash), Back and Forward return to where the page was left, and a change
 * that only rewrites the query (keepScrollState) stays put. Positions survive a reload of the tab
 * (sessionStorage). Renders nothing, so server and client markup agree.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(positions.current!)));
      } catch {
        // Storage blocked: positions last for this page only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // Where the current entry is scrolled to, kept as the visitor scrolls.
  useEffect(() => {
    const entry = entryKey(location);
    const remember = () => positions.current?.set(entry, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location]);

  const { hash, state } = location;
  const key = entryKey(location);
  useLayoutEffect(() => {
    if (first.current) {
      // The first page: a reload or Back returns to where it was; otherwise the browser's own
      // start. Layout effects run first, so the saved positions are read here, once.
      first.current = false;
      positions.current = readPositions();
      const saved = positions.current.get(key);
      if (documentReturns() && saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'POP') {
      const saved = positions.current?.get(key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    if ((state as { keepScroll?: boolean } | null)?.keepScroll) return;
    if (scrollToHash(hash)) return;
    window.scrollTo(0, 0);
    // Every entry has its own key: this runs once per navigation.
  }, [key, hash, state, navigationType]);
  return null;
}

import { useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `sm` breakpoint (40rem): the layouts' phone width. */
const query = '(max-width: 39.99rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const readMatch = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether the screen is phone-sized, for behaviour CSS cannot switch (which button submits, a
 * confirmation). The server assumes a wide screen; the admin renders in the browser.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, readMatch, () => false);
}

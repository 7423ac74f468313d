import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const readPreference = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether the visitor asked for reduced motion. The server (and hydration) assume "no", so the
 * prerendered HTML matches; the real preference applies right after hydration.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, () => false);
}

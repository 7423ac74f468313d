import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards. What the
 * prerender could not know (the URL query, third-party widgets) is rendered only after hydration,
 * so the first client render is identical to the server's.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

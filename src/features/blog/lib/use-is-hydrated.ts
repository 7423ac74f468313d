import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. The list's filters come from
 * the URL query, which the static prerender never saw: reading them only after hydration keeps
 * the first client render identical to the server's.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

import { useEffect, type RefObject } from 'react';
import { islandHydrated } from './island-clicks';

/** Rendered inside an island's boundary: its effect runs when that boundary has hydrated. */
export function HydrationMark({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (wrapper.current) islandHydrated(wrapper.current);
  }, [wrapper]);
  return null;
}

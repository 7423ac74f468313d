import { useEffect, useState, type RefObject } from 'react';
import { useLocation, type To } from 'react-router-dom';
import { addNavigationHold } from '@/lib/navigation-hold';

function pathnameOf(to: To, current: string): string {
  if (typeof to !== 'string') return to.pathname ?? current;
  return new URL(to, `${window.location.origin}${current}`).pathname;
}

/**
 * Holds in-app navigations to another page while `shouldBlock` says so, until the author decides
 * (proceed or reset). A change of query string only is let through.
 */
export function useNavigationGuard(shouldBlock: RefObject<boolean>) {
  const { pathname } = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(
    () =>
      addNavigationHold((to, proceed) => {
        if (!shouldBlock.current || pathnameOf(to, pathname) === pathname) return false;
        setPending(() => proceed);
        return true;
      }),
    [pathname, shouldBlock],
  );

  return {
    blocked: pending !== null,
    proceed() {
      setPending(null);
      pending?.();
    },
    reset: () => setPending(null),
  };
}

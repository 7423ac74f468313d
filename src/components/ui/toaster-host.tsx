import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Mounts the toaster once the page is idle: only the admin raises toasts, so sonner stays out
 * of every page's first view, yet is listening long before anyone can sign in. Nothing is
 * rendered on the server, so hydration never depends on it.
 */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const mount = () => setWanted(true);
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(mount, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(mount, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

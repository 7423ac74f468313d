import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterWanted } from './toaster-request';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toaster's place in the chrome: empty, and sonner not even downloaded, until something
 * raises a toast. Nothing is rendered on the server, so hydration never depends on it.
 */
export function ToasterHost() {
  const mounted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

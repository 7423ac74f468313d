import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Mounts the toaster (src/components/ui/toaster.tsx calls this as it loads, that is, when code
 * that raises toasts arrives: the admin, the share button's click). Sonner hands toasts raised
 * before its Toaster subscribed to it once it does, so none is lost.
 */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The toaster's place in the chrome: empty, and sonner not even downloaded, until something
 * raises a toast. Nothing is rendered on the server, so hydration never depends on it.
 */
export function ToasterHost() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

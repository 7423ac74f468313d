/**
 * Whether the page wants its toaster yet, as a tiny store: toaster.tsx asks for it as it loads
 * (that is, when code that raises toasts arrives), and ToasterHost (toaster-host.tsx) mounts the
 * lazily loaded Toaster once asked. Sonner hands toasts raised before its Toaster subscribed to
 * it once it does, so none is lost. A module of its own, so the two never import each other.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const toasterWanted = (): boolean => wanted;

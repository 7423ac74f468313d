import { createLocalAuthApi } from './local-session';
import { LocalSessionStore } from './local-session-store';

let store: LocalSessionStore | undefined;

/** One store per page, created on first use in the browser (never during server rendering). */
export function getLocalSessionStore(): LocalSessionStore {
  store ??= new LocalSessionStore({
    api: createLocalAuthApi(window.location.origin),
    storage: window.localStorage,
    events: window,
    withLock: navigator.locks
      ? <T>(task: () => Promise<T>) =>
          navigator.locks.request('demoly-admin-session-refresh', task) as Promise<T>
      : undefined,
  });
  return store;
}

import type { AuthStatus } from './auth-context';
import {
  LocalAuthError,
  needsRefresh,
  parseStoredSession,
  secondsUntilRefresh,
  sessionStorageKey,
  type LocalAuthApi,
  type LocalSession,
} from './local-session';

export interface LocalSessionSnapshot {
  status: AuthStatus;
  session: LocalSession | null;
}

interface StoreDeps {
  api: LocalAuthApi;
  storage: Storage;
  now?: () => number;
  /** Serialises refreshes across tabs, so two tabs never spend the same refresh token. */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Window to listen on for other tabs' changes; absent in tests. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const loadingSnapshot: LocalSessionSnapshot = { status: 'loading', session: null };
const retryDelaysMs = [200, 400, 800]; // spec §9: refresh retry back-off 200 ms, doubled
const transientRetryMs = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The local session: kept in localStorage (so it survives reloads and is shared by tabs),
 * renewed a minute before the access token expires, and followed across tabs through `storage`
 * events. React reads it with useSyncExternalStore; the server always sees "loading".
 */
export class LocalSessionStore {
  private snapshot: LocalSessionSnapshot = loadingSnapshot;
  private readonly listeners = new Set<() => void>();
  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private refreshing: Promise<LocalSession | null> | undefined;
  private readonly now: () => number;
  private readonly withLock: <T>(task: () => Promise<T>) => Promise<T>;

  constructor(private readonly deps: StoreDeps) {
    this.now = deps.now ?? Date.now;
    this.withLock = deps.withLock ?? ((task) => task());
  }

  static serverSnapshot(): LocalSessionSnapshot {
    return loadingSnapshot;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.start();
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): LocalSessionSnapshot => this.snapshot;

  /** Reads the stored session once and keeps it fresh from then on. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.deps.events?.addEventListener('storage', this.onStorage);
    const stored = this.readStored();
    if (!stored) {
      this.set({ status: 'signed-out', session: null });
    } else if (needsRefresh(stored, this.now())) {
      this.snapshot = { status: 'loading', session: stored };
      void this.refresh();
    } else {
      this.set({ status: 'signed-in', session: stored });
    }
  }

  stop(): void {
    this.deps.events?.removeEventListener('storage', this.onStorage);
    clearTimeout(this.timer);
    this.started = false;
  }

  async signIn(email: string, password: string): Promise<void> {
    const session = await this.deps.api.signIn(email, password);
    this.save(session);
  }

  async signOut(): Promise<void> {
    const session = this.snapshot.session;
    this.save(null);
    if (session) await this.deps.api.signOut(session.refreshToken);
  }

  /** A valid access token (renewed first if it is about to expire), or null when signed out. */
  getToken = async (): Promise<string | null> => {
    const session = this.snapshot.session;
    if (!session) return null;
    if (!needsRefresh(session, this.now())) return session.accessToken;
    const renewed = await this.refresh();
    return renewed?.accessToken ?? null;
  };

  /** One refresh at a time in this tab; the lock makes it one at a time across tabs too. */
  refresh(): Promise<LocalSession | null> {
    this.refreshing ??= this.withLock(() => this.refreshLocked()).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refreshLocked(): Promise<LocalSession | null> {
    // Another tab may have renewed while we waited for the lock: adopt its session.
    const stored = this.readStored();
    if (!stored) {
      this.set({ status: 'signed-out', session: null });
      return null;
    }
    if (!needsRefresh(stored, this.now())) {
      this.set({ status: 'signed-in', session: stored });
      return stored;
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        const renewed = await this.deps.api.refresh(stored.refreshToken);
        this.save(renewed);
        return renewed;
      } catch (error) {
        const transient = error instanceof LocalAuthError && error.code === 'unavailable';
        if (!transient) {
          // The refresh token was refused (expired, revoked, signed out elsewhere).
          this.save(null);
          return null;
        }
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          // Keep the session (the server may be restarting) and try again later.
          this.set({ status: 'signed-in', session: stored });
          this.schedule(transientRetryMs);
          return stored;
        }
        await sleep(delay);
      }
    }
  }

  private readonly onStorage = (event: StorageEvent) => {
    if (event.key !== sessionStorageKey && event.key !== null) return;
    const stored = this.readStored();
    this.set(
      stored ? { status: 'signed-in', session: stored } : { status: 'signed-out', session: null },
    );
  };

  private readStored(): LocalSession | null {
    try {
      return parseStoredSession(this.deps.storage.getItem(sessionStorageKey));
    } catch {
      return null; // storage blocked (privacy mode): behave as signed out
    }
  }

  private save(session: LocalSession | null): void {
    try {
      if (session) this.deps.storage.setItem(sessionStorageKey, JSON.stringify(session));
      else this.deps.storage.removeItem(sessionStorageKey);
    } catch {
      // Storage full or blocked: the session still lives in memory for this tab.
    }
    this.set(session ? { status: 'signed-in', session } : { status: 'signed-out', session: null });
  }

  private set(snapshot: LocalSessionSnapshot): void {
    const previous = this.snapshot;
    if (previous.status !== snapshot.status || previous.session !== snapshot.session) {
      const same =
        previous.status === snapshot.status &&
        previous.session?.accessToken === snapshot.session?.accessToken &&
        previous.session?.refreshToken === snapshot.session?.refreshToken;
      if (!same) {
        this.snapshot = snapshot;
        for (const listener of this.listeners) listener();
      }
    }
    clearTimeout(this.timer);
    const session = this.snapshot.session;
    // A session already due is being refreshed by the caller; the rest renew on a timer.
    if (session && !needsRefresh(session, this.now())) {
      this.schedule(secondsUntilRefresh(session, this.now()) * 1000);
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), ms);
  }
}

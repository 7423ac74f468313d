import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LocalAuthError,
  parseStoredSession,
  sessionStorageKey,
  type LocalAuthApi,
  type LocalSession,
} from './local-session';
import { LocalSessionStore } from './local-session-store';

const nowMs = 1_800_000_000_000;
const nowS = nowMs / 1000;

function session(overrides: Partial<LocalSession> = {}): LocalSession {
  return {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: nowS + 900,
    user: { id: 'user-1', email: 'admin@example.com' },
    ...overrides,
  };
}

function fakeApi(overrides: Partial<LocalAuthApi> = {}): LocalAuthApi {
  return {
    signIn: vi.fn(async () => session()),
    refresh: vi.fn(async () =>
      session({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: nowS + 1800 }),
    ),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

function createStore(api: LocalAuthApi, now: () => number = () => Date.now()) {
  return new LocalSessionStore({ api, storage: localStorage, now });
}

describe('LocalSessionStore', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: nowMs });
  });
  afterEach(() => vi.useRealTimers());

  it('starts signed out without a stored session', () => {
    const store = createStore(fakeApi());
    store.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', session: null });
  });

  it('signs in, stores the session and hands out its token', async () => {
    const api = fakeApi();
    const store = createStore(api);
    store.start();
    const listener = vi.fn();
    store.subscribe(listener);
    await store.signIn('admin@example.com', 'admin-password');
    expect(api.signIn).toHaveBeenCalledWith('admin@example.com', 'admin-password');
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(listener).toHaveBeenCalled();
    expect(parseStoredSession(localStorage.getItem(sessionStorageKey))).toEqual(session());
    await expect(store.getToken()).resolves.toBe('access-1');
  });

  it('keeps the store signed out when sign-in is refused', async () => {
    const store = createStore(
      fakeApi({
        signIn: vi.fn(async () => {
          throw new LocalAuthError('invalid_credentials', 401);
        }),
      }),
    );
    store.start();
    await expect(store.signIn('a@b.c', 'nope')).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('restores a stored session after a reload', () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(session()));
    const store = createStore(fakeApi());
    store.start();
    expect(store.getSnapshot()).toMatchObject({
      status: 'signed-in',
      session: { user: { id: 'user-1' } },
    });
  });

  it('refreshes a token that is about to expire before handing it out', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(session({ expiresAt: nowS + 30 })));
    const api = fakeApi();
    const store = createStore(api);
    store.start();
    await expect(store.getToken()).resolves.toBe('access-2');
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.refresh).toHaveBeenCalledWith('refresh-1');
    expect(parseStoredSession(localStorage.getItem(sessionStorageKey))?.refreshToken).toBe(
      'refresh-2',
    );
  });

  it('renews on a timer a minute before expiry', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(session({ expiresAt: nowS + 900 })));
    const api = fakeApi();
    const store = createStore(api);
    store.start();
    await vi.advanceTimersByTimeAsync(839_000);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('signs out when the refresh token is refused', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(session({ expiresAt: nowS - 10 })));
    const store = createStore(
      fakeApi({
        refresh: vi.fn(async () => {
          throw new LocalAuthError('invalid_credentials', 401);
        }),
      }),
    );
    store.start();
    await expect(store.getToken()).resolves.toBeNull();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('adopts a session another tab already renewed instead of spending the old refresh token', async () => {
    let clock = nowMs;
    localStorage.setItem(sessionStorageKey, JSON.stringify(session({ expiresAt: nowS + 900 })));
    const api = fakeApi();
    const store = createStore(api, () => clock);
    store.start();
    clock += 850_000; // our token is now due for renewal…
    localStorage.setItem(
      sessionStorageKey, // …but tab B renewed it already
      JSON.stringify(
        session({ accessToken: 'from-tab-b', refreshToken: 'r-b', expiresAt: nowS + 1800 }),
      ),
    );
    await expect(store.getToken()).resolves.toBe('from-tab-b');
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('signs out: forgets the session and tells the server', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(session()));
    const api = fakeApi();
    const store = createStore(api);
    store.start();
    await store.signOut();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(api.signOut).toHaveBeenCalledWith('refresh-1');
    await expect(store.getToken()).resolves.toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(sessionStorageKey, '{oops');
    const store = createStore(fakeApi());
    store.start();
    expect(store.getSnapshot().status).toBe('signed-out');
  });
});

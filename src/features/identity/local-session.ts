import type { AuthUser } from './auth-context';

/**
 * The embedded backend's local identity (supabase/embedded): email + password for a short-lived
 * access token (15 min) and a refresh token. Pure helpers here; the live store is
 * local-session-store.ts.
 */
export interface LocalSession {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds. */
  expiresAt: number;
  user: AuthUser;
}

export const sessionStorageKey = 'demoly.admin.session';

/** Tokens are renewed this long before they expire, so a request never carries a dead one. */
export const refreshMarginSeconds = 60;

export type LocalAuthErrorCode =
  'invalid_credentials' | 'invalid_request' | 'rate_limited' | 'unavailable';

export class LocalAuthError extends Error {
  constructor(
    readonly code: LocalAuthErrorCode,
    readonly status: number | null,
  ) {
    super(`Local sign-in failed: ${code}`);
    this.name = 'LocalAuthError';
  }
}

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email?: string | null };
}

function isTokenResponse(value: unknown): value is TokenResponse {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<TokenResponse>;
  return (
    typeof candidate.access_token === 'string' &&
    typeof candidate.refresh_token === 'string' &&
    typeof candidate.expires_at === 'number' &&
    typeof candidate.user?.id === 'string'
  );
}

function toSession(response: TokenResponse): LocalSession {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: response.expires_at,
    user: { id: response.user.id, email: response.user.email ?? null },
  };
}

/** A stored session, or null when absent or unreadable (a corrupt value is simply ignored). */
export function parseStoredSession(raw: string | null): LocalSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalSession> | null;
    if (
      value &&
      typeof value.accessToken === 'string' &&
      typeof value.refreshToken === 'string' &&
      typeof value.expiresAt === 'number' &&
      typeof value.user?.id === 'string'
    ) {
      return {
        accessToken: value.accessToken,
        refreshToken: value.refreshToken,
        expiresAt: value.expiresAt,
        user: { id: value.user.id, email: value.user.email ?? null },
      };
    }
  } catch {
    // fall through
  }
  return null;
}

/** Seconds until the token should be renewed (0 = now). */
export function secondsUntilRefresh(session: LocalSession, nowMs: number): number {
  return Math.max(0, session.expiresAt - refreshMarginSeconds - nowMs / 1000);
}

export function needsRefresh(session: LocalSession, nowMs: number): boolean {
  return secondsUntilRefresh(session, nowMs) === 0;
}

function errorCodeFor(status: number): LocalAuthErrorCode {
  if (status === 401) return 'invalid_credentials';
  if (status === 400) return 'invalid_request';
  if (status === 429) return 'rate_limited';
  return 'unavailable';
}

async function postJson(fetcher: typeof fetch, url: string, body: unknown): Promise<LocalSession> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new LocalAuthError('unavailable', null);
  }
  if (!response.ok) throw new LocalAuthError(errorCodeFor(response.status), response.status);
  const payload: unknown = await response.json().catch(() => null);
  if (!isTokenResponse(payload)) throw new LocalAuthError('unavailable', response.status);
  return toSession(payload);
}

export interface LocalAuthApi {
  signIn(email: string, password: string): Promise<LocalSession>;
  refresh(refreshToken: string): Promise<LocalSession>;
  signOut(refreshToken: string): Promise<void>;
}

/** The three local identity calls, against the site's own origin (embedded mode only). */
export function createLocalAuthApi(baseUrl: string, fetcher: typeof fetch = fetch): LocalAuthApi {
  const url = (path: string) => `${baseUrl.replace(/\/+$/, '')}/auth/v1/local/${path}`;
  return {
    signIn: (email, password) => postJson(fetcher, url('sign-in'), { email, password }),
    refresh: (refreshToken) => postJson(fetcher, url('refresh'), { refresh_token: refreshToken }),
    async signOut(refreshToken) {
      await fetcher(url('sign-out'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      }).catch(() => undefined);
    },
  };
}

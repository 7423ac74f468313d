import { AuthClient, isAuthApiError, type AuthError } from '@supabase/supabase-js';
import { adminStorageKeys } from '@/config/stored-items';
import { apiEndpoint } from '@/lib/supabase';

/** Where supabase-js keeps the admin's session (listed on /cookies). */
export const sessionStorageKey = adminStorageKeys.adminSession;

type LocalAuthClient = InstanceType<typeof AuthClient>;

let client: LocalAuthClient | undefined;

/**
 * supabase-js's auth client against the embedded backend's Supabase Auth subset
 * (supabase/embedded/auth/auth-http.ts). The library keeps the session in localStorage, renews it
 * before it expires (retrying with its 200 ms doubling back-off), shares it between tabs
 * under a lock, and emits supabase-js's session events (signed in, token refreshed, signed out). The data client gets the token through
 * its `accessToken` option, as with Clerk. Browser only, one per page.
 */
export function getLocalAuthClient(): LocalAuthClient {
  if (client) return client;
  const { url, key } = apiEndpoint();
  client = new AuthClient({
    url: `${url.replace(/\/+$/, '')}/auth/v1`,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    storageKey: sessionStorageKey,
    persistSession: true,
    autoRefreshToken: true,
    // Sessions never arrive in a URL here (no magic links or OAuth redirects).
    detectSessionInUrl: false,
  });
  return client;
}

export type SignInErrorCode =
  'invalid_credentials' | 'invalid_request' | 'rate_limited' | 'unavailable';

/** What the sign-in form tells the person, from supabase-js's error. */
export function signInErrorCode(error: AuthError): SignInErrorCode {
  if (!isAuthApiError(error)) return 'unavailable'; // network, 5xx, an unreadable answer
  if (error.code === 'invalid_credentials') return 'invalid_credentials';
  if (error.status === 429) return 'rate_limited';
  if (error.status === 400) return 'invalid_request';
  return 'unavailable';
}

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from '@/lib/database.types';

import { embeddedAnonKey } from '@/config/embedded-anon-key';

export { embeddedAnonKey };

type AccessTokenProvider = () => Promise<string | null>;

let client: SupabaseClient<Database> | undefined;
let publicClient: SupabaseClient<Database> | undefined;
let serverApiOrigin: string | undefined;
let serverFetch: typeof fetch | undefined;
let accessTokenProvider: AccessTokenProvider = async () => null;

/**
 * Server rendering has no window: the site server tells the client where the API is and, when
 * the API is its own embedded one, how to reach it without a socket (supabase/embedded/http/in-process-fetch.ts).
 */
export function setServerApiOrigin(origin: string, fetchImpl?: typeof fetch): void {
  serverApiOrigin = origin;
  serverFetch = fetchImpl;
  client = undefined;
  publicClient = undefined;
}

/** The identity adapter registers how to get the signed-in user's token (null = anonymous). */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

/** The signed-in user's token for a request made without supabase-js (an upload with progress). */
export function currentAccessToken(): Promise<string | null> {
  return accessTokenProvider();
}

function apiUrl(): string {
  if (env.VITE_SUPABASE_URL) return env.VITE_SUPABASE_URL;
  if (typeof window !== 'undefined') return window.location.origin;
  if (serverApiOrigin) return serverApiOrigin;
  throw new Error('The embedded API origin is not set for server rendering');
}

/** Where the API answers and with which public key: the data client's, and the auth client's. */
export function apiEndpoint(): { url: string; key: string } {
  return { url: apiUrl(), key: env.VITE_SUPABASE_ANON_KEY ?? embeddedAnonKey };
}

/**
 * supabase-js builds its realtime client eagerly and throws on Node 20, which has no global
 * WebSocket; server rendering and the build run there, and this app never uses realtime.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not used by this app');
  }
}

const nodeSafeOptions =
  typeof WebSocket === 'undefined' ? { realtime: { transport: NoRealtimeTransport as never } } : {};

/** A client for scripts and the server (feeds, sitemaps): the app's options, no user token. */
export function createApiClient(
  url: string,
  key: string,
  fetchImpl?: typeof fetch,
): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    ...nodeSafeOptions,
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

/** The page's fetch, or the server's own way to its API; read at each call. */
const apiFetch: typeof fetch = (...args) => (serverFetch ?? fetch)(...args);

/**
 * One supabase-js client for data. Identity comes from Clerk or the embedded sign-in (supabase-js's
 * own auth client, features/identity) through the `accessToken` option, so public pages, which
 * never mount an identity provider, stay anonymous and never load the admin's session code.
 */
export function getSupabase(): SupabaseClient<Database> {
  if (client) return client;
  const { url, key } = apiEndpoint();
  client = createClient<Database>(url, key, {
    ...nodeSafeOptions,
    accessToken: () => accessTokenProvider(),
    global: { fetch: apiFetch },
  });
  return client;
}

/**
 * A client that never sends a user's token: what the public blog reads (list, post, categories,
 * translations). Row-level security shows admins every post, drafts and scheduled ones
 * included; an admin who opens the blog in the same tab as the editor must still see what a
 * visitor sees. Only the preview reads a draft, through getSupabase().
 */
export function getPublicSupabase(): SupabaseClient<Database> {
  if (publicClient) return publicClient;
  const { url, key } = apiEndpoint();
  publicClient = createClient<Database>(url, key, {
    ...nodeSafeOptions,
    accessToken: async () => null,
    global: { fetch: apiFetch },
  });
  return publicClient;
}

import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/**
 * Whom a fetcher asks as: `public` never sends a user's token, so the blog shows an admin exactly
 * what a visitor sees (row-level security would show them drafts); `signed-in` carries the
 * user's token, for the admin's reads and every write. Said at each call, never defaulted: the
 * wrong one either leaks drafts into the blog or sends an admin's write anonymously.
 */
export type ApiCaller = 'public' | 'signed-in';

/**
 * The one way fetchers reach the API. supabase-js is fetched on the first request instead of
 * with the page: a prerendered blog page already holds its posts, so it is not needed to show or
 * hydrate one, only to refresh.
 */
export async function loadSupabase(caller: ApiCaller): Promise<SupabaseClient<Database>> {
  const clients = await import('./supabase');
  return caller === 'public' ? clients.getPublicSupabase() : clients.getSupabase();
}

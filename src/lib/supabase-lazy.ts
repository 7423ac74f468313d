import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/**
 * The public blog's API client (anonymous, getPublicSupabase), fetched on the first request
 * instead of with the page: a prerendered blog page already holds its posts, so supabase-js is
 * not needed to show or hydrate it, only to refresh.
 */
export async function loadSupabase(): Promise<SupabaseClient<Database>> {
  const { getPublicSupabase } = await import('./supabase');
  return getPublicSupabase();
}

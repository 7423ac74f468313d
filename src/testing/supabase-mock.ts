import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/**
 * Component tests talk to the embedded backend through a client the test makes (signed in as
 * whom it needs, recording requests if it likes). The app reaches its client only through
 * `@/lib/supabase` and `@/lib/supabase-lazy`; a test replaces both with this kit:
 *
 *   vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
 *   vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);
 *
 * then sets `mockedApi.client` (in beforeAll, or per test to switch users). Both modules: with
 * only the first, concurrent dynamic imports can still reach the real one in Vitest.
 */
export const mockedApi = { client: undefined as unknown as SupabaseClient<Database> };

export const supabaseModule = {
  getSupabase: () => mockedApi.client,
  getPublicSupabase: () => mockedApi.client,
};

export const lazyModule = { loadSupabase: async () => mockedApi.client };

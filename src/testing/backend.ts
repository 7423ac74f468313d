import { startTestServer, type TestServer } from '../../supabase/embedded/testing';

/**
 * The embedded backend (PGlite with the migrations, seed and row-level security, behind the
 * PostgREST and Storage subset) for component tests under jsdom. PGlite itself runs in a worker
 * thread, a plain Node environment, so jsdom's globals never reach it.
 */
export function startComponentTestServer(): Promise<TestServer> {
  return startTestServer();
}

/**
 * The embedded backend for tests and benchmarks only: a server on a free port over a copy of the
 * seeded database, and supabase-js clients for it. Kept apart from index.ts because it brings
 * vitest and pg, which production (npm start, the build) must never load.
 */
export {
  createTestClient,
  seededTemplate,
  startTestServer,
  type TestServer,
} from './test-kit/test-server';
export { onePixelPng } from './test-kit/rls-matrix-suite';

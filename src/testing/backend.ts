import { Blob as NodeBlob } from 'node:buffer';
import { startTestServer, type TestServer } from '../../supabase/embedded/test-server';

/**
 * The embedded backend (PGlite with the migrations, seed and row-level security, behind the
 * PostgREST and Storage subset) for component tests under jsdom. PGlite reads its WebAssembly
 * bundle through Blob#arrayBuffer, which jsdom's Blob lacks: the backend runs in this Node
 * process, so it gets Node's Blob while it starts.
 */
export async function startComponentTestServer(): Promise<TestServer> {
  const jsdomBlob = globalThis.Blob;
  globalThis.Blob = NodeBlob as typeof Blob;
  try {
    return await startTestServer();
  } finally {
    globalThis.Blob = jsdomBlob;
  }
}

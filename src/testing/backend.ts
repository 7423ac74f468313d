import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { startTestServer, type TestServer } from '../../supabase/embedded/test-server';

/**
 * The embedded backend (PGlite with the migrations, seed and row-level security, behind the
 * PostgREST and Storage subset) for component tests under jsdom. PGlite reads its WebAssembly
 * bundle through Blob#arrayBuffer, which jsdom's Blob lacks: the backend runs in this Node
 * process, so it gets Node's Blob while it starts. File too: building the seeded template (first
 * run from a checkout, whose path is part of the template's fingerprint) unpacks PGlite's initial
 * data directory through a File wherever File exists.
 */
export async function startComponentTestServer(): Promise<TestServer> {
  const jsdomBlob = globalThis.Blob;
  const jsdomFile = globalThis.File;
  globalThis.Blob = NodeBlob as typeof Blob;
  // Node's File lacks the browser-only webkitRelativePath, which PGlite never reads.
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await startTestServer();
  } finally {
    globalThis.Blob = jsdomBlob;
    globalThis.File = jsdomFile;
  }
}

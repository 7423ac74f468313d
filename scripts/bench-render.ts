/**
 * npm run bench:render: how long an uncached blog render takes on `npm start`'s server when its
 * renders read the embedded API over loopback HTTP (supabase-js → socket → compression → inflate
 * → handler, as before) and in-process (supabase/embedded/http/in-process-fetch.ts, the default). Each request is
 * a list page with a search no request asked before, so the page cache never answers it: the
 * time is the render and its API reads. The two ways alternate in rounds on one database copy,
 * so the machine's noise falls on both. Prints medians and 90th percentiles; asserts nothing.
 * Needs a build (npm run build).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../src/config/env-schema';
import { seededTemplate } from '../supabase/embedded/testing';

const rounds = Number(process.argv[2] ?? 5);
const perRound = 20;

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-render-'));
await cp(await seededTemplate(), dataDir, { recursive: true });
const { createEmbeddedBackend } = await import('../supabase/embedded');
const { startSiteServer } = await import('../server/site-server');
const backend = await createEmbeddedBackend({ dataDir });

type Way = 'loopback' | 'in-process';

/** A site server whose renders read the API one way; its port is chosen by the system. */
async function serve(way: Way): Promise<{ origin: string; server: Server }> {
  // Loopback: the renders' API origin is this server's own address, reached over HTTP.
  const probe = await startSiteServer({ host: '127.0.0.1', port: 0, env: parseEnv({}), backend });
  const port = (probe.server.address() as AddressInfo).port;
  if (way === 'in-process') return { origin: `http://127.0.0.1:${port}`, server: probe.server };
  await new Promise((resolve) => probe.server.close(resolve));
  const { server } = await startSiteServer({
    host: '127.0.0.1',
    port,
    env: parseEnv({}),
    backend,
    apiOrigin: `http://127.0.0.1:${port}`,
  });
  return { origin: `http://127.0.0.1:${port}`, server };
}

const times: Record<Way, number[]> = { loopback: [], 'in-process': [] };
let unique = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const way of ['loopback', 'in-process'] as const) {
    const { origin, server } = await serve(way);
    for (let index = 0; index < perRound; index += 1) {
      unique += 1;
      const started = performance.now();
      const response = await fetch(`${origin}/de/resources/blog?q=demo${unique}`);
      await response.arrayBuffer();
      if (response.status !== 200 || response.headers.get('x-cache') !== 'MISS') {
        throw new Error(`Expected an uncached 200, got ${response.status}`);
      }
      // The first render of each server warms its code paths; only the rest are timed.
      if (index > 0) times[way].push(performance.now() - started);
    }
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
console.log(`Uncached blog list render (a new search each), ${times.loopback.length} per way:`);
for (const way of ['loopback', 'in-process'] as const) {
  console.log(
    `  ${way.padEnd(10)}  p50 ${quantile(times[way], 0.5).toFixed(1)} ms  p90 ${quantile(times[way], 0.9).toFixed(1)} ms`,
  );
}
await backend.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);

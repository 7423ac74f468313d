/**
 * npm run stress: the embedded backend under load and crashes, through `npm start`'s own code
 * path (scripts/start.ts in a child process) on loopback, on a copy of the seeded database.
 *  1. 200 readers and 20 writers for STRESS_SECONDS (default 30): no error may occur, and every
 *     insert the server acknowledged (201) must be readable afterwards.
 *  2. Twice: writers running, the server is killed with SIGKILL, started again on the same
 *     directory; it must start (the dead holder's lock is taken over) and every acknowledged
 *     insert of the whole run must be there.
 * Prints requests/s, p50/p99 latency and writes checked; exits non-zero on any failure. CI runs
 * it after the build (.ci/run). Bounded: about a minute in all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedAccounts } from '../supabase/embedded/setup';
import { seededTemplate } from '../supabase/embedded/test-server';

const seconds = Number(process.env.STRESS_SECONDS ?? 30);
const readers = 200;
const writers = 20;
const crashRounds = 2;
const run = randomUUID().slice(0, 8);
const anonKey = 'embedded-anon-key';

const failures: string[] = [];
function fail(message: string) {
  if (failures.length < 20) console.error(`  ✗ ${message}`);
  failures.push(message);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  origin: string;
}

/** `npm start` (scripts/start.ts) on `dataDir`, resolved once it says it is serving. */
async function startServer(dataDir: string): Promise<Server> {
  const port = Number(process.env.STRESS_PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is serving on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} while starting:\n${output}`));
    });
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

async function stopServer(server: Server, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: seedAccounts.admin.email,
      password: process.env.SEED_ADMIN_PASSWORD || seedAccounts.admin.defaultPassword,
    }),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const latencies: number[] = [];
let requests = 0;
/** Slugs of inserts the server answered 201 for: each must exist from then on. */
const acknowledged: string[] = [];

async function timed(url: string, init: RequestInit): Promise<Response> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  latencies.push(performance.now() - started);
  requests += 1;
  return response;
}

async function reader(origin: string, until: number) {
  while (Date.now() < until) {
    try {
      const response = await timed(
        `${origin}/rest/v1/blog_posts?select=id,slug,title&order=published_at.desc.nullslast&limit=20`,
        { headers: { apikey: anonKey } },
      );
      if (response.status !== 200) fail(`read answered ${response.status}`);
    } catch (error) {
      fail(`read failed: ${(error as Error).message}`);
    }
  }
}

/**
 * Inserts until `until` (or until the server goes away when `crashing`: then a failed request is
 * expected and only acknowledged inserts count).
 */
async function writer(
  origin: string,
  token: string,
  id: string,
  until: () => boolean,
  crashing: boolean,
) {
  for (let index = 0; !until(); index += 1) {
    const slug = `stress-${run}-${id}-${index}`;
    try {
      const response = await timed(`${origin}/rest/v1/blog_posts`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify({ title: `Stress ${index}`, slug, content_markdown: 'x'.repeat(500) }),
      });
      if (response.status === 201) acknowledged.push(slug);
      else if (!crashing) fail(`insert answered ${response.status}`);
    } catch (error) {
      if (crashing) return; // the server was killed under this request: not acknowledged
      fail(`insert failed: ${(error as Error).message}`);
    }
  }
}

/** Every acknowledged slug must be readable (paged: reads return at most max_rows rows). */
async function checkAcknowledged(origin: string, token: string, when: string) {
  const present = new Set<string>();
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(
      `${origin}/rest/v1/blog_posts?select=slug&order=slug.asc&limit=1000&offset=${offset}`,
      { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } },
    );
    if (!response.ok) throw new Error(`reading back: ${response.status}`);
    const page = (await response.json()) as { slug: string }[];
    for (const row of page) present.add(row.slug);
    if (page.length < 1000) break;
  }
  const missing = acknowledged.filter((slug) => !present.has(slug));
  if (missing.length) fail(`${when}: ${missing.length} acknowledged inserts missing`);
  console.log(
    `  ${when}: ${acknowledged.length} acknowledged writes checked, ${missing.length} missing`,
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'demoly-stress-'));
let server: Server | undefined;
try {
  await cp(await seededTemplate(), dataDir, { recursive: true });
  server = await startServer(dataDir);
  let token = await signIn(server.origin);

  console.log(`Load: ${readers} readers and ${writers} writers for ${seconds} s`);
  const started = performance.now();
  const until = Date.now() + seconds * 1000;
  await Promise.all([
    ...Array.from({ length: readers }, () => reader(server!.origin, until)),
    ...Array.from({ length: writers }, (_, w) =>
      writer(server!.origin, token, `load${w}`, () => Date.now() >= until, false),
    ),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `  ${requests} requests in ${elapsed.toFixed(1)} s: ${(requests / elapsed).toFixed(0)} requests/s, ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `${acknowledged.length} inserts acknowledged, ${failures.length} errors`,
  );
  await checkAcknowledged(server.origin, token, 'after load');

  for (let round = 1; round <= crashRounds; round += 1) {
    const before = acknowledged.length;
    let killed = false;
    const writing = Array.from({ length: writers }, (_, w) =>
      writer(server!.origin, token, `crash${round}-${w}`, () => killed, true),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    killed = true;
    await stopServer(server, 'SIGKILL');
    await Promise.all(writing);
    console.log(
      `Crash ${round}: SIGKILL with ${writers} writers running (${acknowledged.length - before} inserts acknowledged before it)`,
    );
    const restarted = performance.now();
    server = await startServer(dataDir);
    console.log(`  restarted in ${((performance.now() - restarted) / 1000).toFixed(1)} s`);
    // The access token outlives a restart (the signing secret belongs to the directory).
    token = await signIn(server.origin);
    await checkAcknowledged(server.origin, token, `after crash ${round}`);
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  if (server) await stopServer(server, 'SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`Stress FAILED: ${failures.length} failures`);
  process.exit(1);
}
console.log('Stress passed: no errors, every acknowledged write present after load and 2 crashes');

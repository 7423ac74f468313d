/**
 * Test harness: the embedded backend behind a real HTTP server on 127.0.0.1 (random port) with a
 * temporary data directory, and supabase-js clients pointed at it, as the browser app uses them.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/lib/database.types';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { createPgliteAdapter, type DbAdapter } from '../db/database';
import { applyServerLimits } from '../http/connection-limits';
import { createEmbeddedBackend, type EmbeddedBackend } from '../index';
import { localAuthSqlFile, prepareDatabase, supabaseDir } from '../db/setup';
import { embeddedAnonKey } from '../auth/request-identity';
import type { RenderCacheLimits } from '../storage/render-cache';

/**
 * Cheaper scrypt for the seeded template and the decoy hash (N = 2^14 instead of production's
 * 2^17, see passwords.ts): the suites sign in dozens of times. Stored hashes carry their cost,
 * so this changes speed, not behaviour; passwords tests check the production default.
 */
process.env.SCRYPT_LOG_N ??= '14';

/**
 * supabase-js 2.109 builds its realtime client eagerly and, on Node 20 (no global WebSocket),
 * throws unless given a transport. Nothing here subscribes to realtime, so a transport that
 * refuses to connect is enough and keeps the `ws` package out of the project.
 */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the embedded backend tests');
  }
}

export interface TestServer {
  url: string;
  dataDir: string;
  backend: EmbeddedBackend;
  /** supabase-js as the app creates it: the anon key, plus a user's token when given. */
  client(accessToken?: string): SupabaseClient<Database>;
  /** Signs in with supabase-js's auth client (POST /auth/v1/token) and returns the access token. */
  signIn(email: string, password: string): Promise<string>;
  /** Stops the HTTP server and the backend; keeps the data directory. */
  stop(): Promise<void>;
  /** stop() and delete the data directory. */
  destroy(): Promise<void>;
}

/**
 * supabase-js as the app creates it, for any API origin (a dead one too): the anon key, a user's
 * token when given, and optionally a fetch of the test's own (to record requests).
 */
export function createTestClient(
  url: string,
  options: { accessToken?: string; fetch?: typeof fetch } = {},
): SupabaseClient<Database> {
  return createClient<Database>(url, embeddedAnonKey, {
    accessToken: async () => options.accessToken ?? null,
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}

/**
 * supabase-js as the app creates it in embedded mode: no accessToken option, so its auth client
 * keeps the session (in memory here) and sends the access token itself.
 */
export function createSessionClient(url: string): SupabaseClient<Database> {
  return createClient<Database>(url, embeddedAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });
}

export async function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'demoly-embedded-'));
}

/** Everything that shapes a fresh database: if any of it changes, the template is rebuilt. */
function sqlFingerprint(): string {
  const hash = createHash('sha256');
  const files = [
    path.join(supabaseDir, 'platform', 'bootstrap.sql'),
    localAuthSqlFile,
    path.join(supabaseDir, 'embedded', 'db', 'setup.ts'),
    path.join(supabaseDir, 'seed.sql'),
    ...readdirSync(path.join(supabaseDir, 'migrations'))
      .sort()
      .map((name) => path.join(supabaseDir, 'migrations', name)),
  ];
  for (const file of files) {
    hash.update(file);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data directory built once from bootstrap + migrations + seed and then copied for each
 * test server: creating a PGlite cluster (initdb in WebAssembly) takes seconds, copying a folder
 * does not. Built under a temporary name and renamed, so parallel test files never see half of
 * one. The first build goes through exactly the code path `npm start` uses on a fresh directory.
 */
export async function seededTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `demoly-embedded-template-${sqlFingerprint()}`);
  if (existsSync(template)) return template;
  const building = `${template}.${process.pid}.${Date.now()}`;
  const db = await createPgliteAdapter(path.join(building, 'pgdata'));
  try {
    await prepareDatabase(db);
  } finally {
    await db.close();
  }
  try {
    await rename(building, template);
  } catch {
    await rm(building, { recursive: true, force: true }); // another worker finished first
  }
  // Templates of older SQL are dead weight (~40 MB each): drop those not touched for an hour.
  for (const name of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), name);
    if (name.startsWith('demoly-embedded-template-') && other !== template) {
      const modified = existsSync(other) ? statSync(other, { throwIfNoEntry: false }) : undefined;
      if (modified && Date.now() - modified.mtimeMs > 60 * 60 * 1000) {
        await rm(other, { recursive: true, force: true });
      }
    }
  }
  return template;
}

export async function startTestServer(
  options: {
    dataDir?: string;
    databaseUrl?: string;
    queueWaitMs?: number;
    /** The Edge Functions' variables (a provider pointed at a local stand-in); default none. */
    functionsEnv?: Record<string, string | undefined>;
    /** Bounds of the renditions kept on disk; default the backend's. */
    renderCache?: RenderCacheLimits;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await makeTempDir());
  if (!options.dataDir && !options.databaseUrl) {
    await cp(await seededTemplate(), dataDir, { recursive: true });
  }
  const backend = await createEmbeddedBackend({
    dataDir,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.queueWaitMs ? { queueWaitMs: options.queueWaitMs } : {}),
    functionsEnv: options.functionsEnv ?? {},
    ...(options.renderCache ? { renderCache: options.renderCache } : {}),
  });
  const server = http.createServer((req, res) =>
    backend.handle(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not an API path');
    }),
  );
  applyServerLimits(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let stopped = false;

  async function stop() {
    if (stopped) return;
    stopped = true;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  }

  return {
    url,
    dataDir,
    backend,
    client: (accessToken) => createTestClient(url, accessToken ? { accessToken } : {}),
    async signIn(email, password) {
      const { data, error } = await createSessionClient(url).auth.signInWithPassword({
        email,
        password,
      });
      if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
      return data.session.access_token;
    },
    stop,
    async destroy() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, so every run starts from bootstrap,
 * migrations and seed (roles are cluster-wide; bootstrap.sql creates them only if missing).
 */
export async function createScratchDatabase(serverUrl: string) {
  const name = `demoly_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

type SuiteStart = () => Promise<{ server: TestServer; cleanup(): Promise<void> }>;

/**
 * A test server on a database of its own (a copy of the seed on PGlite, or a scratch database on
 * the PostgreSQL server at `serverUrl`) after `prepare` ran on it as superuser: traps, role
 * settings. The server starts after it, so it reads the settings `prepare` made.
 */
export async function startPreparedServer(
  prepare: (db: DbAdapter) => Promise<void>,
  options: { serverUrl?: string; queueWaitMs?: number } = {},
): ReturnType<SuiteStart> {
  const dataDir = await makeTempDir();
  if (!options.serverUrl) {
    await cp(await seededTemplate(), dataDir, { recursive: true });
    const db = await createPgliteAdapter(path.join(dataDir, 'pgdata'));
    await prepare(db);
    await db.close();
    const server = await startTestServer({ dataDir, queueWaitMs: options.queueWaitMs });
    return { server, cleanup: () => server.destroy() };
  }
  const database = await createScratchDatabase(options.serverUrl);
  // The first start creates the schema; the second reads what `prepare` set.
  const first = await startTestServer({ databaseUrl: database.url, dataDir });
  await prepare(first.backend.database);
  await first.stop();
  const server = await startTestServer({ databaseUrl: database.url, dataDir });
  return {
    server,
    async cleanup() {
      await server.destroy();
      await database.drop();
    },
  };
}

/**
 * Runs a suite on PGlite, and again on a real PostgreSQL server when DATABASE_URL is set
 * (.ci/postgres-matrix starts Debian's PostgreSQL; each run gets its own database, created and
 * dropped here), so the same SQL is proven on both.
 */
export function onBothDatabases(
  name: string,
  describeSuite: (title: string, start: SuiteStart) => void,
): void {
  describeSuite(`${name} on PGlite`, async () => {
    const server = await startTestServer();
    return { server, cleanup: () => server.destroy() };
  });
  const serverUrl = process.env.DATABASE_URL;
  describe.skipIf(!serverUrl)(`${name} on PostgreSQL server (needs DATABASE_URL)`, () => {
    describeSuite('bootstrap + migrations + seed on a real server', async () => {
      const database = await createScratchDatabase(serverUrl!);
      const server = await startTestServer({
        databaseUrl: database.url,
        dataDir: await makeTempDir(),
      });
      return {
        server,
        async cleanup() {
          await server.destroy();
          await database.drop();
        },
      };
    });
  });
}

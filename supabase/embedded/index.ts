/**
 * The embedded backend: what Supabase provides in production, served from the site's own origin
 * so a newcomer runs everything with no account and no network.
 *   /rest/v1     PostgREST subset (rest.ts)
 *   /storage/v1  Storage upload, public download (storage.ts) and image transformations
 *                (storage-render.ts)
 *   /auth/v1     Supabase Auth's token, logout and user endpoints (auth-http.ts, local-auth.ts)
 *   /functions/v1 the project's Edge Functions, same modules as hosted (functions-http.ts)
 * Data: PGlite under DATA_DIR (default ./.data), or a PostgreSQL server when `databaseUrl` is
 * given (CI proves the same SQL and policies on the server Supabase runs).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createPgliteAdapter, type DbAdapter } from './db/database';
import { createPostgresAdapter } from './db/postgres-adapter';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { QueueAbandoned } from './db/fair-queue';
import { BodyTimeoutError, ClientGoneError, sendJson } from './http/http';
import { handleAuth } from './auth/auth-http';
import { handleFunctions, parseFunctionsEnv, withBackendFetch } from './http/functions-http';
import { createLocalAuth } from './auth/local-auth';
import { loadSigningSecret } from './auth/local-auth-store';
import {
  defaultMaxRows,
  defaultQueueWaitMs,
  handleRest,
  loadTableColumns,
  type RestContext,
} from './rest/rest';
import { loadTablePrivileges } from './rest/table-privileges';
import { loadRoleCostLimits, loadRoleDeadlines } from './db/role-limits';
import { LRUCache } from 'lru-cache';
import { loadEditors } from './rest/editors';
import { createShapeTimes } from './rest/query-shapes';
import { createProbeStops } from './rest/probe-stops';
import { prepareDatabase, type SetupReport } from './db/setup';
import { handleStorage, type StorageContext } from './storage/storage';
import { createImageRenderer, createRenditionBudget } from './storage/storage-render';
import {
  createRenderCache,
  renderCacheLimits,
  type RenderCacheLimits,
} from './storage/render-cache';
import { createReadSharing } from './db/read-sharing';

// The backend's one public surface for the site (server/, scripts/, tests). Test servers and
// clients live behind the second entry, testing.ts, so vitest and pg never reach production.
export { DataDirLockedError, dataDirHolder } from './db/data-dir-lock';
export { createPgliteAdapter, type Queryable } from './db/database';
export { seedAccounts } from './db/setup';
export { addressNetwork, clientAddress, trustedProxyHops } from './http/client-address';
export { applyServerLimits, serverLimits } from './http/connection-limits';
export { readBody } from './http/http';
export { createInProcessFetch } from './http/in-process-fetch';
export { verifyPassword } from './auth/passwords';
export { prepareDatabase };

export interface EmbeddedBackendOptions {
  /** Where PGlite keeps its data and Storage its files; defaults to DATA_DIR or ./.data. */
  dataDir?: string;
  /** Use this PostgreSQL server instead of PGlite (tests and CI; the role must be a superuser). */
  databaseUrl?: string;
  /** Most rows one read returns (hosted `max_rows`); default 1000, as supabase/config.toml. */
  maxRows?: number;
  /**
   * How long an API request may wait for its turn at the database before it is refused with
   * 503 and Retry-After, never run (PostgREST's pool acquisition timeout); default 10 s.
   */
  queueWaitMs?: number;
  /**
   * The variables the Edge Functions read (TRANSLATION_PROVIDER, provider keys, limits); default
   * process.env. Parsed once, here: a bad value stops the start, naming every problem.
   */
  functionsEnv?: Record<string, string | undefined>;
  /**
   * Bounds of the image renditions kept on disk; default from RENDER_CACHE_MB and DISK_RESERVE_MB
   * (storage/render-cache.ts).
   */
  renderCache?: RenderCacheLimits;
}

export interface EmbeddedBackend {
  /** Connect-style handler: answers /rest/v1, /storage/v1 and /auth/v1, else calls next(). */
  handle(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  close(): Promise<void>;
  /** Superuser access for scripts and tests; never reachable over HTTP. */
  readonly database: DbAdapter;
  /** What start-up did: whether the database was created, which migrations ran. */
  readonly setup: SetupReport;
  readonly dataDir: string;
  /** Writes the URL this process serves the API on into the directory's lock (for the build). */
  announceUrl(url: string): void;
  /**
   * Forgets the cached renditions of "<bucket>/<key>", for a script that removed the object's
   * row as the superuser (npm run storage:gc); the HTTP remove does it itself.
   */
  dropRenditions(sourceId: string): Promise<void>;
}

/**
 * What the log says about an unexpected failure: its code, message and stack, never the whole
 * error object, whose driver fields can hold the statement's parameters (passwords, tokens,
 * e-mail addresses).
 */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return `${typeof code === 'string' ? `[${code}] ` : ''}${error.stack ?? error.message}`;
}

export function resolveDataDir(dataDir?: string): string {
  return path.resolve(dataDir ?? process.env.DATA_DIR ?? '.data');
}

const apiPath = /^\/(rest|storage|auth|functions)\/v1(?:\/(.*))?$/;

/** Whether a request path is one the backend answers (/rest, /storage, /auth, /functions). */
export function isApiPath(pathname: string): boolean {
  return apiPath.test(pathname);
}

interface Core {
  context: RestContext & StorageContext;
  setup: SetupReport;
  /** PGlite only: this process's hold on the data directory. */
  lock: DataDirLock | undefined;
}

/**
 * Backends open in this process, by database. PGlite must have one owner per directory, and Vite
 * creates the new dev server (and a backend) before closing the old one when its config changes:
 * the second backend shares the first one's database instead of opening the directory twice.
 */
const openDatabases = new Map<string, { users: number; core: Promise<Core> }>();

async function openCore(
  dataDir: string,
  databaseUrl: string | undefined,
  maxRows: number,
  renderCache: RenderCacheLimits,
): Promise<Core> {
  let lock: DataDirLock | undefined;
  if (!databaseUrl) {
    mkdirSync(dataDir, { recursive: true });
    lock = await lockDataDir(dataDir); // throws DataDirLockedError, naming the holder
  }
  let db: DbAdapter | undefined;
  try {
    db = databaseUrl
      ? await createPostgresAdapter(databaseUrl)
      : await createPgliteAdapter(path.join(dataDir, 'pgdata'));
    const setup = await prepareDatabase(db);
    const auth = createLocalAuth(db, await loadSigningSecret(db));
    const tables = await loadTableColumns(db);
    const privileges = await loadTablePrivileges(db, [...tables.keys()]);
    const deadlines = await loadRoleDeadlines(db);
    const costLimits = await loadRoleCostLimits(db);
    const root = path.join(dataDir, 'storage');
    const images = createImageRenderer(
      createRenderCache({ dir: path.join(dataDir, 'storage-render'), ...renderCache }),
      createRenditionBudget(renderCache.renditionBudget),
    );
    return {
      setup,
      lock,
      context: {
        db,
        auth,
        tables,
        privileges,
        maxRows,
        deadlines,
        costLimits,
        editors: await loadEditors(db),
        shapes: createShapeTimes(),
        probeStops: createProbeStops(),
        // Bounded like the shapes: one entry per statement of a shape seen lately.
        reads: createReadSharing(),
        plannedCosts: new LRUCache<string, { cost: number; unplanned: number }>({ max: 20_000 }),
        root,
        images,
      },
    };
  } catch (error) {
    await db?.close();
    await lock?.release();
    throw error;
  }
}

export async function createEmbeddedBackend(
  options: EmbeddedBackendOptions,
): Promise<EmbeddedBackend> {
  const dataDir = resolveDataDir(options.dataDir);
  // Before the database opens: a bad variable stops the start with nothing to clean up.
  const functionsConfig = parseFunctionsEnv(options.functionsEnv ?? process.env);
  const key = `${options.databaseUrl ?? 'pglite'} ${dataDir}`;
  let entry = openDatabases.get(key);
  if (!entry) {
    entry = {
      users: 0,
      core: openCore(
        dataDir,
        options.databaseUrl,
        options.maxRows ?? defaultMaxRows,
        options.renderCache ?? renderCacheLimits(process.env),
      ),
    };
    openDatabases.set(key, entry);
  }
  const shared = entry;
  shared.users += 1; // before any await, so a concurrent close() cannot shut it under us
  let core: Core;
  try {
    core = await shared.core;
  } catch (error) {
    shared.users -= 1;
    if (openDatabases.get(key) === shared) openDatabases.delete(key);
    throw error;
  }
  const ready = { ...core.context, queueWaitMs: options.queueWaitMs ?? defaultQueueWaitMs };
  let closed = false;

  async function close() {
    if (closed) return;
    closed = true;
    shared.users -= 1;
    if (shared.users > 0) return;
    openDatabases.delete(key);
    try {
      await ready.db.close();
    } finally {
      await core.lock?.release();
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://embedded.invalid');
    } catch {
      next();
      return;
    }
    const match = apiPath.exec(url.pathname);
    if (!match) {
      next();
      return;
    }
    const [, service, route = ''] = match;
    const work =
      service === 'rest'
        ? handleRest(ready, route, url, req, res)
        : service === 'storage'
          ? handleStorage(ready, route, req, res)
          : service === 'functions'
            ? handleFunctions(functionsEnv, route, req, res)
            : handleAuth(ready.auth, route, url, req, res);
    work.catch((error: unknown) => {
      // A client that went away mid-body is not a failure worth a log line (and cannot be
      // answered). Not `req.destroyed`: Node sets that once a body has been read, which hid
      // every unexpected error on a POST (no answer, no log, a hanging socket).
      if (error instanceof ClientGoneError || error instanceof QueueAbandoned) {
        res.destroy();
        return;
      }
      if (error instanceof BodyTimeoutError && !res.headersSent) {
        // The rest of the body is never read: answer, then close the connection.
        res.once('finish', () => req.socket?.destroy());
        sendJson(
          res,
          408,
          { code: 'request_timeout', message: error.message },
          { Connection: 'close' },
        );
        return;
      }
      // Only bugs get here: expected failures are answered by the handlers.
      console.error('[embedded backend]', req.method, url.pathname, describeFailure(error));
      if (res.headersSent || res.destroyed || req.socket?.destroyed) res.destroy();
      else {
        // Generic on purpose: the details are in the server log, not for the client.
        sendJson(res, 500, {
          code: 'EMBEDDED500',
          details: null,
          hint: 'See the server log',
          message: 'The embedded backend failed to answer this request',
        });
      }
    });
  }

  // After `handle`: the functions read the database through it, in process.
  const functionsEnv = withBackendFetch(functionsConfig, handle);

  return {
    handle,
    close,
    database: ready.db,
    setup: core.setup,
    dataDir,
    announceUrl: (url) => core.lock?.setUrl(url),
    dropRenditions: (sourceId) => ready.images.dropSource(sourceId),
  };
}

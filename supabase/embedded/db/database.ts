/**
 * The database behind the embedded backend, as one small interface with two implementations:
 * PGlite (the default: Postgres compiled to WebAssembly, data in a folder, no server) and
 * node-postgres (postgres-adapter.ts: CI points it at a real PostgreSQL server so the same SQL,
 * HTTP layer and tests are proven on the Postgres that Supabase runs, not only on PGlite).
 *
 * Everything runs as the connecting superuser; the HTTP layer switches to the request's role
 * inside each transaction (set_config('role', ...)), exactly as PostgREST does.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createFairQueue } from './fair-queue';
import { deserializeError, type WorkerRequest, type WorkerResponse } from './pglite-protocol';

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows affected by INSERT/UPDATE/DELETE (or returned by SELECT). */
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface TransactionOptions {
  /** GET and HEAD run read-only, like PostgREST, so a read can never write. */
  readOnly?: boolean;
  /**
   * The request's deadline (its role's statement_timeout): past it the transaction fails with
   * 57014 and is rolled back. Absent for the server's own work (start-up, scripts).
   */
  timeoutMs?: number;
  /**
   * Who asked (the request's lane: its user, or its address's network): PGlite's single
   * connection is shared fairly between lanes.
   */
  client?: string;
  /**
   * Aborted when the client has gone: a transaction still waiting for its turn is dropped
   * (QueueAbandoned) and never runs; on PGlite, one running is stopped once another waits.
   */
  signal?: AbortSignal;
  /**
   * The longest it may wait for its turn: past it, it is refused (QueueWaitExceeded) without
   * running. With timeoutMs (counted from its turn) it bounds the request end to end.
   */
  waitBudgetMs?: number;
  /**
   * PGlite only: how long it may hold the one connection while another client waits. Past it,
   * with someone waiting, it is stopped as at its deadline (57014); alone, it runs to its
   * deadline. Once `signal` aborts, it is stopped when anyone waits and it has run as long as a
   * worker's restart takes (restartCostMs). A server with a pool
   * runs requests side by side and ignores both.
   */
  sliceMs?: number;
  /** PGlite only: whether it is known to be slow, so it waits while quick work waits (fair-queue.ts). */
  slow?: () => boolean;
  /** PGlite only: its client's share of the connection against others' (fair-queue.ts). */
  weight?: number;
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements (a .sql file). No parameters. */
  exec(sql: string): Promise<void>;
}

export interface DbAdapter extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  /** BEGIN … COMMIT around `work`; ROLLBACK when it throws (the error is re-thrown). */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Calls `listener` with each NOTIFY payload on `channel`, delivered when the notifying
   * transaction commits (before its commit is acknowledged, on PGlite). Returns the unsubscribe.
   */
  listen(channel: string, listener: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** Postgres errors from either driver, with the fields the HTTP layer reports. */
export interface PostgresError {
  code: string;
  message: string;
  detail?: string | null;
  hint?: string | null;
}

export function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** The error a request past its deadline gets, as Postgres reports a statement timeout. */
export class QueryCanceledError extends Error {
  readonly code = '57014';
  readonly detail = null;
  readonly hint = null;
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

interface WorkerSession {
  readonly worker: Worker;
  send(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<QueryResult>;
  /** Terminated or exited: nothing more is sent to it. */
  ended: boolean;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// A path, not a URL object: under jsdom (component tests) URL is jsdom's, which Worker rejects.
const workerEntry = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'pglite-worker-entry.mjs',
);

/**
 * PGlite in a worker thread (pglite-worker.ts), so a long statement never blocks the server's
 * event loop: static pages, assets and sign-in keep answering while the database works.
 *
 * PGlite has one connection, so transactions take turns through a fair queue: each client (the
 * `client` option, the caller's address) has its own line and lines are served in rotation.
 * A transaction with `timeoutMs` has a deadline counted from its turn; PGlite cannot cancel a
 * running statement, so one past its deadline is stopped by terminating the worker. The
 * transaction fails with Postgres's 57014 and the spare worker (PGlite already loaded) opens the
 * same directory; it was
 * never committed, and every commit before it had reached the operating system, so nothing
 * acknowledged is lost (the same guarantee as after kill -9, which `npm run stress` checks).
 */
/** About what replacing a stopped worker costs the next request (npm run bench:restart). */
export const restartCostMs = 600;

/** How long no quick request may have run before a known-slow one starts on PGlite. */
export const slowAfterQuietMs = 300;

export async function createPgliteAdapter(dataDir: string): Promise<DbAdapter> {
  mkdirSync(dataDir, { recursive: true });
  // Slow requests run when the database has been quiet a moment (query-shapes.ts, fair-queue.ts).
  const queue = createFairQueue({ slowAfterQuietMs });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;

  /** A worker that has loaded PGlite and waits to open the directory (pglite-worker.ts). */
  interface LoadedWorker {
    worker: Worker;
    loaded: Promise<void>;
  }
  function loadWorker(): LoadedWorker {
    const worker = new Worker(workerEntry);
    worker.unref();
    const loaded = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerResponse) => {
        if ('kind' in message && message.kind === 'loaded') resolve();
      });
      worker.once('error', reject);
      worker.once('exit', () => reject(new Error('The database worker stopped while loading')));
    });
    loaded.catch(() => undefined); // a spare that failed is not used: the next start loads anew
    return { worker, loaded };
  }
  /**
   * The next worker, loaded ahead of need: replacing a stopped worker then costs only opening
   * the directory (PGlite cannot open it twice, so the spare cannot open it in advance).
   */
  let spare: LoadedWorker | undefined;

  function startSession(): Promise<WorkerSession> {
    const { worker, loaded } = spare ?? loadWorker();
    spare = undefined;
    const pending = new Map<
      number,
      { resolve(result: QueryResult): void; reject(error: Error): void }
    >();
    const session: WorkerSession = {
      worker,
      ended: false,
      send(request) {
        if (session.ended) return Promise.reject(new Error('The database worker has stopped'));
        const id = nextId++;
        // Keep the process alive only while the worker has work (an idle pool of one).
        if (pending.size === 0) worker.ref();
        return new Promise<QueryResult>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          worker.postMessage({ ...request, id });
        });
      },
    };
    const settle = (
      id: number,
      outcome: (entry: { resolve(result: QueryResult): void; reject(error: Error): void }) => void,
    ) => {
      const entry = pending.get(id);
      if (!entry) return;
      pending.delete(id);
      if (pending.size === 0) worker.unref();
      outcome(entry);
    };
    return new Promise<WorkerSession>((resolve, reject) => {
      worker.on('message', (message: WorkerResponse) => {
        if (!('id' in message)) {
          if (message.kind === 'ready') {
            worker.unref();
            resolve(session);
            if (!closed) spare ??= loadWorker();
          } else if (message.kind === 'failed') reject(deserializeError(message.error));
          else if (message.kind === 'loaded') return;
          else
            for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
          return;
        }
        if (message.ok) {
          settle(message.id, (entry) =>
            entry.resolve({ rows: message.rows, rowCount: message.rowCount }),
          );
        } else {
          settle(message.id, (entry) => entry.reject(deserializeError(message.error)));
        }
      });
      worker.on('error', (error) => reject(error));
      worker.on('exit', () => {
        session.ended = true;
        const stopped = new Error('The database worker stopped before answering');
        for (const id of [...pending.keys()]) settle(id, (entry) => entry.reject(stopped));
        reject(stopped);
      });
      loaded.then(
        () => worker.postMessage({ kind: 'open', dataDir, channels: [...listeners.keys()] }),
        reject,
      );
    });
  }

  let current: Promise<WorkerSession> = startSession();
  await current;

  /** The live worker, starting a new one when the last was stopped or died. */
  async function session(): Promise<WorkerSession> {
    if (closed) throw new Error('The database is closed');
    const live = await current.catch(() => undefined);
    if (live && !live.ended) return live;
    current = startSession();
    return current;
  }

  function replace(stale: WorkerSession) {
    stale.ended = true;
    void stale.worker.terminate();
    current = startSession();
    // A replacement that fails to start is retried by the next task (session()).
    current.catch((error: unknown) => console.error('[embedded backend] database worker:', error));
  }

  const run = (sql: string, params?: unknown[]) =>
    queue.run(async () => (await session()).send({ kind: 'query', sql, params }));
  const exec = (sql: string) =>
    queue.run(async () => void (await (await session()).send({ kind: 'exec', sql })));

  return {
    kind: 'pglite',
    query: <Row>(sql: string, params?: unknown[]) => run(sql, params) as Promise<QueryResult<Row>>,
    exec,
    transaction: (work, options = {}) => {
      // End to end a request takes at most waitBudgetMs waiting for its turn (else it is
      // refused unrun) plus timeoutMs running, counted from its turn, as PostgREST's pool
      // acquisition timeout and statement_timeout.
      return queue.run(
        async () => {
          const live = await session();
          let expired = false;
          let inFlight = 0;
          const stop = () => {
            expired = true;
            // Between statements the next one is refused; during one, only stopping the
            // worker stops it.
            if (inFlight > 0) replace(live);
          };
          const timer =
            options.timeoutMs === undefined ? undefined : setTimeout(stop, options.timeoutMs);
          // With another client waiting, it yields (is stopped) past its slice, or sooner when its
          // own client has left: nobody should wait long for an answer nobody will read.
          const turnStarted = performance.now();
          const contended =
            options.sliceMs === undefined && options.signal === undefined
              ? undefined
              : setInterval(() => {
                  if (!queue.othersWaiting(options.client)) return;
                  const ran = performance.now() - turnStarted;
                  const pastSlice = options.sliceMs !== undefined && ran >= options.sliceMs;
                  // Stopping costs the next request a worker's restart: an abandoned request is
                  // stopped once it has run about that long (it likely has as long to go).
                  const abandoned = options.signal?.aborted === true && ran >= restartCostMs;
                  if (!pastSlice && !abandoned) return;
                  clearInterval(contended);
                  stop();
                }, 20);
          const endLimits = () => {
            clearTimeout(timer);
            clearInterval(contended);
          };
          const send = async (request: DistributiveOmit<WorkerRequest, 'id'>) => {
            if (expired) throw new QueryCanceledError();
            inFlight += 1;
            try {
              return await live.send(request);
            } catch (error) {
              throw expired ? new QueryCanceledError() : error;
            } finally {
              inFlight -= 1;
            }
          };
          const tx: Transaction = {
            query: <Row>(sql: string, params?: unknown[]) =>
              send({ kind: 'query', sql, params }) as Promise<QueryResult<Row>>,
            exec: async (sql) => void (await send({ kind: 'exec', sql })),
          };
          try {
            // BEGIN ourselves so READ ONLY is set before the first query.
            await send({ kind: 'exec', sql: options.readOnly ? 'begin read only' : 'begin' });
            const value = await work(tx);
            // The deadline and the slice end here: a COMMIT is never cut in half.
            endLimits();
            await live.send({ kind: 'exec', sql: 'commit' });
            return value;
          } catch (error) {
            endLimits();
            if (!live.ended)
              await live.send({ kind: 'exec', sql: 'rollback' }).catch(() => undefined);
            throw expired ? new QueryCanceledError() : error;
          } finally {
            endLimits();
          }
        },
        options.client,
        {
          waitBudgetMs: options.waitBudgetMs,
          signal: options.signal,
          slow: options.slow,
          weight: options.weight,
        },
      );
    },
    async listen(channel, listener) {
      const known = listeners.has(channel);
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      if (!known) await queue.run(async () => (await session()).send({ kind: 'listen', channel }));
      return () => void set.delete(listener);
    },
    close: () =>
      queue.run(async () => {
        if (closed) return;
        const live = await current.catch(() => undefined);
        closed = true;
        if (spare) void spare.worker.terminate();
        spare = undefined;
        if (!live || live.ended) return;
        await live.send({ kind: 'close' }).catch(() => undefined);
        live.ended = true;
        await live.worker.terminate();
      }),
  };
}

/**
 * PGlite in a worker thread (pglite-worker.ts), so a long statement never blocks the server's
 * event loop: static pages, assets and sign-in keep answering while the database works. One
 * worker has the directory open at a time; a spare has loaded PGlite ahead of need, so replacing
 * a stopped worker costs only opening the directory (database.ts stops one past its deadline).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryResult } from './adapter';
import { deserializeError, type WorkerRequest, type WorkerResponse } from './pglite-protocol';

export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What is sent to a worker: a request without its id (the session numbers them). */
export type SessionRequest = DistributiveOmit<WorkerRequest, 'id'>;

export interface WorkerSession {
  readonly worker: Worker;
  send(request: SessionRequest): Promise<QueryResult>;
  /** Terminated or exited: nothing more is sent to it. */
  ended: boolean;
}

/** A worker that has loaded PGlite and waits to open the directory (pglite-worker.ts). */
interface LoadedWorker {
  worker: Worker;
  loaded: Promise<void>;
}

/** The workers of one data directory: the live one, the spare, and NOTIFY's listeners. */
export interface WorkerPool {
  readonly dataDir: string;
  readonly listeners: Map<string, Set<(payload: string) => void>>;
  nextId: number;
  closed: boolean;
  /**
   * The next worker, loaded ahead of need: replacing a stopped worker then costs only opening
   * the directory (PGlite cannot open it twice, so the spare cannot open it in advance).
   */
  spare: LoadedWorker | undefined;
  current: Promise<WorkerSession> | undefined;
}

interface Pending {
  resolve(result: QueryResult): void;
  reject(error: Error): void;
}

// A path, not a URL object: under jsdom (component tests) URL is jsdom's, which Worker rejects.
const workerEntry = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'pglite-worker-entry.mjs',
);

/** Opens the directory in a first worker; fails as the worker fails. */
export async function openWorkerPool(dataDir: string): Promise<WorkerPool> {
  const pool: WorkerPool = {
    dataDir,
    listeners: new Map(),
    nextId: 1,
    closed: false,
    spare: undefined,
    current: undefined,
  };
  pool.current = startSession(pool);
  await pool.current;
  return pool;
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

/** Takes the spare (or loads a worker) and opens the directory in it. */
function startSession(pool: WorkerPool): Promise<WorkerSession> {
  const { worker, loaded } = pool.spare ?? loadWorker();
  pool.spare = undefined;
  const pending = new Map<number, Pending>();
  const session: WorkerSession = {
    worker,
    ended: false,
    send(request) {
      if (session.ended) return Promise.reject(new Error('The database worker has stopped'));
      const id = pool.nextId++;
      // Keep the process alive only while the worker has work (an idle pool of one).
      if (pending.size === 0) worker.ref();
      return new Promise<QueryResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...request, id });
      });
    },
  };
  const settle = (id: number, outcome: (entry: Pending) => void) => {
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
          // A new worker's first statement costs far more than the next (about 1.5 s against
          // 0.1 s on a loaded two-core machine): paid here, before the session is handed out,
          // it is part of the restart, which the fair queue charges to the request whose stop
          // caused it (pglite-transaction.ts), not to the next visitor's read.
          worker.unref(); // the warm-up's send holds it until answered
          void session.send({ kind: 'query', sql: 'select 1' }).then(
            () => resolve(session),
            () => resolve(session),
          );
          if (!pool.closed) pool.spare ??= loadWorker();
        } else if (message.kind === 'failed') reject(deserializeError(message.error));
        else if (message.kind === 'loaded') return;
        else
          for (const listener of pool.listeners.get(message.channel) ?? [])
            listener(message.payload);
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
      () =>
        worker.postMessage({
          kind: 'open',
          dataDir: pool.dataDir,
          channels: [...pool.listeners.keys()],
        }),
      reject,
    );
  });
}

/** The live worker, starting a new one when the last was stopped or died. */
export async function liveSession(pool: WorkerPool): Promise<WorkerSession> {
  if (pool.closed) throw new Error('The database is closed');
  const live = await pool.current?.catch(() => undefined);
  if (live && !live.ended) return live;
  pool.current = startSession(pool);
  return pool.current;
}

/** Stops a worker mid-statement (PGlite cannot cancel one) and starts its replacement. */
export function replaceSession(pool: WorkerPool, stale: WorkerSession): void {
  stale.ended = true;
  void stale.worker.terminate();
  pool.current = startSession(pool);
  // A replacement that fails to start is retried by the next task (liveSession()).
  pool.current.catch((error: unknown) =>
    console.error('[embedded backend] database worker:', error),
  );
}

/** Closes the directory and ends the workers; later calls find the pool closed. */
export async function closeWorkerPool(pool: WorkerPool): Promise<void> {
  if (pool.closed) return;
  const live = await pool.current?.catch(() => undefined);
  pool.closed = true;
  if (pool.spare) void pool.spare.worker.terminate();
  pool.spare = undefined;
  if (!live || live.ended) return;
  await live.send({ kind: 'close' }).catch(() => undefined);
  live.ended = true;
  await live.worker.terminate();
}

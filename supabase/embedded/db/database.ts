/**
 * The database behind the embedded backend, as one small interface (adapter.ts) with two
 * implementations: PGlite (the default: Postgres compiled to WebAssembly, data in a folder, no
 * server) and node-postgres (postgres-adapter.ts: CI points it at a real PostgreSQL server so the
 * same SQL, HTTP layer and tests are proven on the Postgres that Supabase runs, not only on PGlite).
 *
 * Everything runs as the connecting superuser; the HTTP layer switches to the request's role
 * inside each transaction (set_config('role', ...)), exactly as PostgREST does.
 */
import { mkdirSync } from 'node:fs';
import type { DbAdapter, QueryResult } from './adapter';
import { createFairQueue } from './fair-queue';
import { closeWorkerPool, liveSession, openWorkerPool } from './pglite-session';
import { runTransaction } from './pglite-transaction';

export {
  isPostgresError,
  QueryCanceledError,
  type DbAdapter,
  type PostgresError,
  type Queryable,
  type QueryResult,
  type Transaction,
  type TransactionOptions,
} from './adapter';
export { restartCostMs } from './pglite-transaction';

/** How long no quick request may have run before a known-slow one starts on PGlite. */
export const slowAfterQuietMs = 300;

/**
 * PGlite in a worker thread (pglite-session.ts), so a long statement never blocks the server's
 * event loop: static pages, assets and sign-in keep answering while the database works.
 *
 * PGlite has one connection, so transactions take turns through a fair queue: each client (the
 * `client` option, the caller's address) has its own line and lines are served in rotation.
 * A transaction with `timeoutMs` has a deadline counted from its turn (pglite-transaction.ts).
 */
export async function createPgliteAdapter(dataDir: string): Promise<DbAdapter> {
  mkdirSync(dataDir, { recursive: true });
  // Slow requests run when the database has been quiet a moment (query-shapes.ts, fair-queue.ts).
  const queue = createFairQueue({ slowAfterQuietMs });
  const pool = await openWorkerPool(dataDir);
  const { listeners } = pool;

  const run = (sql: string, params?: unknown[]) =>
    queue.run(async () => (await liveSession(pool)).send({ kind: 'query', sql, params }));
  const exec = (sql: string) =>
    queue.run(async () => void (await (await liveSession(pool)).send({ kind: 'exec', sql })));

  return {
    kind: 'pglite',
    query: <Row>(sql: string, params?: unknown[]) => run(sql, params) as Promise<QueryResult<Row>>,
    exec,
    transaction: (work, options = {}) => runTransaction(pool, queue, work, options),
    async listen(channel, listener) {
      const known = listeners.has(channel);
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      if (!known) {
        await queue.run(async () => (await liveSession(pool)).send({ kind: 'listen', channel }));
      }
      return () => void set.delete(listener);
    },
    close: () => queue.run(() => closeWorkerPool(pool)),
  };
}

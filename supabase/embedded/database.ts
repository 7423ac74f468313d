/**
 * The database behind the embedded backend, as one small interface with two implementations:
 * PGlite (the default: Postgres compiled to WebAssembly, data in a folder, no server) and
 * node-postgres (CI points it at a real PostgreSQL server so the same SQL, HTTP layer and tests
 * are proven on the Postgres that Supabase runs, not only on PGlite).
 *
 * Everything runs as the connecting superuser; the HTTP layer switches to the request's role
 * inside each transaction (set_config('role', ...)), exactly as PostgREST does.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import type pg from 'pg';

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
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements (a .sql file). No parameters. */
  exec(sql: string): Promise<void>;
}

export interface DbAdapter extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  /** BEGIN … COMMIT around `work`; ROLLBACK when it throws (the error is re-thrown). */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
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

/**
 * A FIFO queue: PGlite has exactly one connection, so requests take turns. Each turn is a whole
 * transaction, so two requests never interleave statements inside one another's transaction.
 */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export async function createPgliteAdapter(dataDir: string): Promise<DbAdapter> {
  mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the blog search index (supabase/migrations), as on Supabase.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const enqueue = createQueue();

  async function run<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    const result = await db.query<Row>(sql, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }
  const direct: Transaction = { query: run, exec: async (sql) => void (await db.exec(sql)) };

  return {
    kind: 'pglite',
    query: (sql, params) => enqueue(() => run(sql, params)),
    exec: (sql) => enqueue(async () => void (await db.exec(sql))),
    transaction: (work, options = {}) =>
      enqueue(async () => {
        // BEGIN ourselves (not db.transaction) so READ ONLY is set before the first query.
        await db.exec(options.readOnly ? 'begin read only' : 'begin');
        try {
          const value = await work(direct);
          await db.exec('commit');
          return value;
        } catch (error) {
          await db.exec('rollback');
          throw error;
        }
      }),
    close: () => enqueue(() => db.close()),
  };
}

export async function createPostgresAdapter(connectionString: string): Promise<DbAdapter> {
  // Everything the HTTP layer returns is JSON built by Postgres itself (json_agg), so the
  // driver's type parsing only matters for the backend's own bookkeeping queries.
  // Loaded only here, when DATABASE_URL asks for a server: PGlite needs no driver.
  const { default: driver } = await import('pg');
  const pool = new driver.Pool({ connectionString, max: 8 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  client.release();

  async function run<Row>(
    on: pg.Pool | pg.PoolClient,
    sql: string,
    params: unknown[] = [],
  ): Promise<QueryResult<Row>> {
    const result = await on.query(sql, params);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  }

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(work, options = {}) {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        await connection.query(options.readOnly ? 'begin read only' : 'begin');
        try {
          const value = await work({
            query: (sql, params) => run(connection, sql, params),
            exec: async (sql) => void (await connection.query(sql)),
          });
          await connection.query('commit');
          return value;
        } catch (error) {
          // A failed ROLLBACK means a dead connection: drop it from the pool, report the cause.
          await connection.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          throw error;
        }
      } finally {
        connection.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

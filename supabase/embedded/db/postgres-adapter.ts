/**
 * The database interface of database.ts on a PostgreSQL server through node-postgres, when
 * DATABASE_URL asks for one (CI proves the same SQL, HTTP layer and tests on the Postgres that
 * Supabase runs, not only on PGlite).
 */
import type pg from 'pg';
import type { DbAdapter, QueryResult } from './database';

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
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listening: Promise<pg.Client> | undefined;

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
          // The server enforces the deadline itself (per statement, as on Supabase).
          if (options.timeoutMs !== undefined) {
            await connection.query(`select set_config('statement_timeout', $1, true)`, [
              String(options.timeoutMs),
            ]);
          }
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
    async listen(channel, listener) {
      // One connection of its own that only listens. Unlike PGlite, a server delivers the
      // notification after the COMMIT's answer, so a listener may hear of a write a moment later.
      listening ??= (async () => {
        const connection = new driver.Client({ connectionString });
        connection.on('error', () => undefined);
        await connection.connect();
        connection.on('notification', ({ channel: from, payload }) => {
          for (const each of listeners.get(from) ?? []) each(payload ?? '');
        });
        return connection;
      })();
      const connection = await listening;
      if (!listeners.has(channel)) {
        listeners.set(channel, new Set());
        await connection.query(`listen "${channel.replace(/"/g, '""')}"`);
      }
      listeners.get(channel)!.add(listener);
      return () => void listeners.get(channel)?.delete(listener);
    },
    async close() {
      await (await listening)?.end();
      await pool.end();
    },
  };
}

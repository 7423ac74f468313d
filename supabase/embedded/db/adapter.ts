/**
 * What the embedded backend asks of its database, whichever runs it (database.ts: PGlite in a
 * worker; postgres-adapter.ts: a PostgreSQL server), and the errors both report.
 */
import type { TaskKind } from './fair-queue';

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
   * PGlite only: how long it may hold the one connection while another client waits, read when
   * its turn comes. Past it, with someone waiting, it is stopped as at its deadline (57014);
   * alone, it runs to its deadline. Once `signal` aborts, it is stopped when anyone waits and it
   * has run as long as a worker's restart takes (restartCostMs). A server with a pool runs
   * requests side by side and ignores both. Asked with `quickWaiting` true for the slice while
   * a task that goes first by kind (a quick one, fair-queue.ts) waits, which may be shorter.
   */
  sliceMs?: number | ((quickWaiting: boolean) => number);
  /** PGlite only: what it is known to cost, so quick work goes first (fair-queue.ts). */
  kind?: () => TaskKind;
  /** PGlite only: how long it is expected to hold the connection (fair-queue.ts). */
  expectedMs?: () => number;
  /** PGlite only: its client's share of the connection against others' (fair-queue.ts). */
  weight?: number;
  /** PGlite only: its client's priority class, a lead on the shared clock (fair-queue.ts). */
  leadMs?: number;
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
  /** @param ranMs How long it had run when it was stopped, where known. */
  constructor(readonly ranMs?: number) {
    super('canceling statement due to statement timeout');
  }
}

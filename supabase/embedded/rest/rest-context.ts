/**
 * What every step of a /rest/v1 request shares: the tables the API exposes, who may write them,
 * and the limits of the database's turns (rest.ts runs the steps).
 */
import type { DbAdapter } from '../db/database';
import type { PlannedCosts } from '../db/plan-cost';
import type { ReadSharing } from '../db/read-sharing';
import type { LocalAuth } from '../auth/local-auth';
import type { Editors } from './editors';
import type { ProbeStops } from './probe-stops';
import type { ShapeTimes } from './query-shapes';
import type { TablePrivileges } from './table-privileges';

/** Hosted PostgREST's `max_rows` default (supabase/config.toml [api]). */
export const defaultMaxRows = 1000;

/** PostgREST's db-pool-acquisition-timeout: the longest a request waits for the database. */
export const defaultQueueWaitMs = 10_000;

/** What the API knows of a table or view: its columns in order, and its primary key. */
export interface TableShape {
  columns: string[];
  primaryKey: string[];
}
export type TableColumns = Map<string, TableShape>;

/**
 * Reads the columns and primary keys of every table and view of schema public once, as
 * superuser, at start: like PostgREST, the API exposes the whole schema, and the grants and
 * policies of the migrations say who may read or write what.
 */
export async function loadTableColumns(db: DbAdapter): Promise<TableColumns> {
  const { rows } = await db.query<{ table_name: string; column_name: string; key: boolean }>(
    `select c.table_name::text, c.column_name::text,
            exists (
              select 1 from information_schema.table_constraints t
              join information_schema.key_column_usage k
                on k.constraint_name = t.constraint_name and k.table_schema = t.table_schema
               and k.table_name = t.table_name
              where t.constraint_type = 'PRIMARY KEY' and t.table_schema = c.table_schema
                and t.table_name = c.table_name and k.column_name = c.column_name
            ) as key
     from information_schema.columns c
     where c.table_schema = 'public'
     order by c.table_name, c.ordinal_position`,
  );
  const tables: TableColumns = new Map();
  for (const row of rows) {
    const shape = tables.get(row.table_name) ?? { columns: [], primaryKey: [] };
    shape.columns.push(row.column_name);
    if (row.key) shape.primaryKey.push(row.column_name);
    tables.set(row.table_name, shape);
  }
  return tables;
}

export interface RestContext {
  db: DbAdapter;
  auth: LocalAuth;
  tables: TableColumns;
  privileges: TablePrivileges;
  /** Most rows a read returns, like hosted `max_rows`. */
  maxRows: number;
  /** Each role's request deadline in ms (its statement_timeout, role-limits.ts). */
  deadlines: ReadonlyMap<string, number>;
  /** Each role's ceiling on a statement's planned cost (pg_plan_filter's, role-limits.ts). */
  costLimits: ReadonlyMap<string, number>;
  /** Which signed-in users are editors, whose requests go ahead (editors.ts). */
  editors: Editors;
  /** How long each shape of request lately held the database (query-shapes.ts). */
  shapes: ShapeTimes;
  /** Lanes whose probes of new shapes were stopped too often (probe-stops.ts). */
  probeStops: ProbeStops;
  /** Each shape's statements' last planned costs (plan-cost.ts). */
  plannedCosts: PlannedCosts;
  /** Identical reads waiting for their turn, shared (read-sharing.ts). */
  reads: ReadSharing;
  /** How long a request may wait for its turn before a 503 (EmbeddedBackendOptions). */
  queueWaitMs?: number;
}

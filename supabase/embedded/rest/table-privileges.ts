/**
 * Which API role may write which exposed table at all (GRANTs of the migrations), read once at
 * start like the columns. A write the role has no privilege for fails in Postgres whatever its
 * body says, so the REST layer answers it before reading the body: an anonymous client cannot
 * make the server hold megabytes of request bodies it will refuse anyway.
 */
import type { DbAdapter } from '../db/database';

export type WriteCommand = 'INSERT' | 'UPDATE' | 'DELETE';
export type TablePrivileges = Set<string>;

const key = (role: string, table: string, command: WriteCommand) => `${role} ${table} ${command}`;

export async function loadTablePrivileges(
  db: DbAdapter,
  tables: readonly string[],
): Promise<TablePrivileges> {
  const { rows } = await db.query<{ role: string; table_name: string; command: WriteCommand }>(
    `select r.role, t.table_name, c.command
     from unnest(array['anon', 'authenticated']) as r(role)
       cross join unnest($1::text[]) as t(table_name)
       cross join unnest(array['INSERT', 'UPDATE', 'DELETE']) as c(command)
     where has_table_privilege(r.role, format('public.%I', t.table_name), c.command)`,
    [[...tables]],
  );
  return new Set(rows.map((row) => key(row.role, row.table_name, row.command)));
}

export function mayWrite(
  privileges: TablePrivileges,
  role: string,
  table: string,
  command: WriteCommand,
): boolean {
  return privileges.has(key(role, table, command));
}

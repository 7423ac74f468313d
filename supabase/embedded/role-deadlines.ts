import type { DbAdapter } from './database';

/**
 * Each API role's request deadline in milliseconds: its `statement_timeout` as set with ALTER
 * ROLE (supabase/platform/bootstrap.sql stands in for Supabase's anon 3 s and authenticated
 * 8 s). Postgres itself turns the setting's text ('3s', '1min', '500') into milliseconds: each
 * value is set in a throwaway transaction and read back from pg_settings. A setting for this
 * database wins over one for every database, as in Postgres.
 */
export async function loadRoleDeadlines(db: DbAdapter): Promise<Map<string, number>> {
  const { rows } = await db.query<{ role: string; value: string }>(
    `select r.rolname::text as role, substr(c.setting, length('statement_timeout=') + 1) as value
     from pg_catalog.pg_db_role_setting s
     join pg_catalog.pg_roles r on r.oid = s.setrole
     cross join lateral unnest(s.setconfig) as c(setting)
     where c.setting like 'statement\\_timeout=%'
       and s.setdatabase in (0, (select oid from pg_catalog.pg_database
                                 where datname = current_database()))
     order by s.setdatabase`,
  );
  const deadlines = new Map<string, number>();
  for (const { role, value } of rows) {
    const milliseconds = await db.transaction(async (tx) => {
      await tx.query(`select set_config('statement_timeout', $1, true)`, [value]);
      const { rows: read } = await tx.query<{ ms: number }>(
        `select setting::int as ms from pg_catalog.pg_settings where name = 'statement_timeout'`,
      );
      return read[0]!.ms;
    });
    // 0 means "no limit" in Postgres.
    if (milliseconds > 0) deadlines.set(role, milliseconds);
    else deadlines.delete(role);
  }
  return deadlines;
}

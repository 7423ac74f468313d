import type { DbAdapter } from './database';

/**
 * Each API role's limits, read from its settings (ALTER ROLE … SET), which PostgREST applies to
 * every request it runs as that role; supabase/platform/bootstrap.sql sets them as Supabase does.
 * A setting for this database wins over one for every database, as in Postgres.
 */
async function roleSettings(db: DbAdapter, name: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ role: string; value: string }>(
    `select r.rolname::text as role, substr(c.setting, length($1) + 2) as value
     from pg_catalog.pg_db_role_setting s
     join pg_catalog.pg_roles r on r.oid = s.setrole
     cross join lateral unnest(s.setconfig) as c(setting)
     where starts_with(c.setting, $1 || '=')
       and s.setdatabase in (0, (select oid from pg_catalog.pg_database
                                 where datname = current_database()))
     order by s.setdatabase`,
    [name],
  );
  return new Map(rows.map(({ role, value }) => [role, value]));
}

/**
 * Each role's request deadline in milliseconds: its `statement_timeout` (Supabase's anon 3 s,
 * authenticated 8 s). Postgres itself turns the setting's text ('3s', '1min', '500') into
 * milliseconds: each value is set in a throwaway transaction and read back from pg_settings.
 */
export async function loadRoleDeadlines(db: DbAdapter): Promise<Map<string, number>> {
  const deadlines = new Map<string, number>();
  for (const [role, value] of await roleSettings(db, 'statement_timeout')) {
    const milliseconds = await db.transaction(async (tx) => {
      await tx.query(`select set_config('statement_timeout', $1, true)`, [value]);
      const { rows: read } = await tx.query<{ ms: number }>(
        `select setting::int as ms from pg_catalog.pg_settings where name = 'statement_timeout'`,
      );
      return read[0]!.ms;
    });
    // 0 means "no limit" in Postgres.
    if (milliseconds > 0) deadlines.set(role, milliseconds);
  }
  return deadlines;
}

/**
 * Each role's ceiling on the planner's estimated cost of one statement: its
 * `plan_filter.statement_cost_limit`, the setting of pg_plan_filter, which Supabase preloads.
 * The embedded backend applies it itself (plan-cost.ts); 0 or an unreadable value is no limit.
 */
export async function loadRoleCostLimits(db: DbAdapter): Promise<Map<string, number>> {
  const limits = new Map<string, number>();
  for (const [role, value] of await roleSettings(db, planCostSetting)) {
    const limit = Number(value);
    if (Number.isFinite(limit) && limit > 0) limits.set(role, limit);
  }
  return limits;
}

export const planCostSetting = 'plan_filter.statement_cost_limit';

import type { PostgresError, Queryable, QueryResult } from './database';

/**
 * pg_plan_filter's refusal, word for word: Supabase's Postgres raises it when a statement's
 * planned cost exceeds the role's `plan_filter.statement_cost_limit`, and PostgREST answers it
 * as any class 54 error (500).
 */
export class PlanCostExceeded extends Error implements PostgresError {
  readonly code = '54001';
  readonly detail = null;
  readonly hint =
    'The plan for your query shows that it would probably have an excessive run time. This may be due to a logic error in the SQL, or it maybe just a very costly query. Rewrite your query or increase the configuration parameter "plan_filter.statement_cost_limit".';
  constructor() {
    super('plan cost limit exceeded');
  }
}

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Total Cost': number } }];
}

/**
 * `tx`, refusing before it runs any statement whose plan costs more than `limit`, as
 * pg_plan_filter does in the planner: the statement is planned first (EXPLAIN, with the same
 * parameters, so the estimate is the one its run would use) and only run when under the limit.
 * Without a limit, `tx` itself.
 */
export function limitPlanCost(tx: Queryable, limit: number | undefined): Queryable {
  if (limit === undefined) return tx;
  return {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const { rows } = await tx.query<ExplainRow>(`explain (format json) ${sql}`, params);
      const cost = rows[0]?.['QUERY PLAN'][0].Plan['Total Cost'] ?? 0;
      if (cost > limit) throw new PlanCostExceeded();
      return tx.query<Row>(sql, params);
    },
  };
}

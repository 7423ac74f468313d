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

/** Planned costs remembered per statement: of a request's shape, and its place in the request. */
export interface PlannedCosts {
  get(key: string): { cost: number; unplanned: number } | undefined;
  set(key: string, value: { cost: number; unplanned: number }): void;
}

/**
 * A statement whose last plan cost at most this share of the limit is run without planning it
 * again, up to `replanEvery` times: planning twice made a cheap read a third slower, and the
 * values a shape's requests differ by (patterns, list items, a limit) move its cost by far less
 * than tenfold. Supabase's pg_plan_filter plans once, inside the planner.
 */
export const cheapShare = 0.1;
export const replanEvery = 16;

/**
 * `tx`, refusing before it runs any statement whose plan costs more than `limit`, as
 * pg_plan_filter does in the planner: the statement is planned first (EXPLAIN, with the same
 * parameters, so the estimate is the one its run would use) and only run when under the limit.
 * With `memo` (the request's shape and the costs seen), a statement known to be cheap skips the
 * planning most times. Without a limit, `tx` itself.
 */
export function limitPlanCost(
  tx: Queryable,
  limit: number | undefined,
  memo?: { shape: string; costs: PlannedCosts },
): Queryable {
  if (limit === undefined) return tx;
  let place = 0;
  return {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const key = `${memo?.shape}#${place++}`;
      const known = memo?.costs.get(key);
      if (known && known.cost <= limit * cheapShare && known.unplanned < replanEvery) {
        memo!.costs.set(key, { cost: known.cost, unplanned: known.unplanned + 1 });
        return tx.query<Row>(sql, params);
      }
      const { rows } = await tx.query<ExplainRow>(`explain (format json) ${sql}`, params);
      const cost = rows[0]?.['QUERY PLAN'][0].Plan['Total Cost'] ?? 0;
      memo?.costs.set(key, { cost, unplanned: 0 });
      if (cost > limit) throw new PlanCostExceeded();
      return tx.query<Row>(sql, params);
    },
  };
}

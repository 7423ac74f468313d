/**
 * The statement a /rest/v1 request runs, written as PostgREST writes it. Identifiers are quoted
 * and qualified with the table, so Postgres reports an unknown column in its own words; every
 * value is a bind parameter of unknown type. Postgres builds the JSON.
 */
import type { Queryable } from '../db/database';
import { notSupported } from './rest-errors';
import { filterSql } from './rest-filters';
import type { Payload } from './rest-authorize';
import type { RestRequest } from './rest-parse';
import { quote, type Plan } from './rest-request';

/** A column as PostgREST writes it: qualified with the table, so errors name both. */
const field = (plan: Plan) => (column: string) => `"public".${quote(plan.table)}.${quote(column)}`;

function whereClause(plan: Plan, firstParameter: number): { sql: string; params: unknown[] } {
  return filterSql(plan.filters, firstParameter, field(plan));
}

const selectList = (plan: Plan, qualify = true) =>
  plan.select
    ? plan.select
        .map((column) =>
          column === '*'
            ? qualify
              ? `"public".${quote(plan.table)}.*`
              : '*'
            : qualify
              ? field(plan)(column)
              : quote(column),
        )
        .join(', ')
    : '*';

/**
 * Wraps a statement's rows in the JSON answer: n rows, the array, and the object when n = 1.
 * `source` is a subquery or a writable CTE name.
 */
const aggregate = (source: string) =>
  `select count(*)::int as n, coalesce(json_agg(_r), '[]'::json)::text as body,
          case when count(*) = 1 then (json_agg(_r) -> 0)::text end as one
   from ${source} _r`;

export interface Answer {
  n: number;
  body: string;
  one: string | null;
  /** Every row the filters match (Prefer: count=exact), whatever the range. */
  total?: number;
  /** POST with return=headers-only: the new row's primary key, for Location. */
  key?: Record<string, unknown> | null;
}

/** Runs the request's one statement and returns its rows as JSON (or only their count). */
export async function runStatement(
  tx: Queryable,
  request: RestRequest,
  payload: Payload | undefined,
  maxRows: number,
): Promise<Answer> {
  const { method, plan, returning, shape } = request;
  const target = `"public".${quote(plan.table)}`;
  const withAnswer = async (statement: string, params: unknown[]): Promise<Answer> => {
    if (returning === 'minimal' || (returning === 'headers-only' && method !== 'POST')) {
      const { rowCount } = await tx.query(statement, params);
      return { n: rowCount, body: '', one: null };
    }
    if (returning === 'headers-only') {
      const keys = shape.primaryKey.map(quote).join(', ');
      const { rows } = await tx.query<{ key: Record<string, unknown> | null; n: number }>(
        `with _w as (${statement} returning ${keys})
         select count(*)::int as n, case when count(*) = 1 then (array_agg(row_to_json(_w)))[1] end as key from _w`,
        params,
      );
      return { n: rows[0]!.n, body: '', one: null, key: rows[0]!.key };
    }
    const { rows } = await tx.query<Answer>(
      `with _w as (${statement} returning ${selectList(plan, false)}) ${aggregate('_w')}`,
      params,
    );
    return rows[0]!;
  };

  if (method === 'GET' || method === 'HEAD') {
    const where = whereClause(plan, 1);
    const params: unknown[] = [...where.params];
    let sql = `select ${selectList(plan)} from ${target}${where.sql}`;
    if (plan.order.length) {
      const terms = plan.order.map(
        (term) =>
          `${field(plan)(term.column)}${term.descending === undefined ? '' : term.descending ? ' desc' : ' asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
      );
      sql += ` order by ${terms.join(', ')}`;
    }
    const { lower, upper } = plan.range;
    const limit = plan.limitZero ? 0 : Math.min(upper - lower + 1, maxRows);
    sql += ` limit $${params.push(limit)}`;
    if (lower !== 0) sql += ` offset $${params.push(lower)}`;
    const { rows } = await tx.query<Answer>(aggregate(`(${sql})`), params);
    return rows[0]!;
  }

  if (method === 'POST') {
    const { columns, rows } = payload!;
    if (rows.length === 0) return { n: 0, body: '[]', one: null };
    if (columns.length === 0) {
      // {} inserts one row of defaults, as PostgREST does.
      if (rows.length > 1) throw notSupported('Inserting several rows with no columns');
      return withAnswer(`insert into ${target} default values`, []);
    }
    const list = columns.map(quote).join(', ');
    // json_populate_recordset converts each JSON value to its column's type (text[] included);
    // naming only the payload's columns leaves the others to their defaults.
    // Only the named keys are read (?columns= ignores the rest, even values that would not fit).
    const named = rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column]])),
    );
    return withAnswer(
      `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`,
      [JSON.stringify(named)],
    );
  }

  const where = whereClause(plan, method === 'PATCH' ? 2 : 1);
  if (method === 'PATCH') {
    const { columns, rows } = payload!;
    // An empty body updates nothing (and needs no filter), as PostgREST.
    if (columns.length === 0 || rows.length === 0) return { n: 0, body: '[]', one: null };
    const list = columns.map(quote).join(', ');
    // The first object of an array is the update, as PostgREST's LIMIT 1 over the body.
    return withAnswer(
      `update ${target} set (${list}) = (select ${list} from json_populate_record(null::${target}, $1::json))${where.sql}`,
      [JSON.stringify(rows[0]), ...where.params],
    );
  }
  return withAnswer(`delete from ${target}${where.sql}`, where.params);
}

/** How many rows the read's filters match, ignoring its range (Prefer: count=exact). */
export async function countRows(tx: Queryable, plan: Plan): Promise<number> {
  const where = whereClause(plan, 1);
  const { rows } = await tx.query<{ total: number }>(
    `select count(*)::int as total from "public".${quote(plan.table)}${where.sql}`,
    where.params,
  );
  return rows[0]?.total ?? 0;
}

/**
 * /rest/v1: the part of PostgREST this app's supabase-js calls use, and nothing more.
 *
 * Supported: GET/HEAD with select=* or a column list; filters eq, ilike, in, cs and one or=(...)
 * group of them (rest-filters.ts); order, limit, offset and the Range header; Prefer count=exact
 * (Content-Range with the total, 206 for a partial range, 416 past the end, as PostgREST);
 * single object (Accept: application/vnd.pgrst.object+json); POST (object or array), PATCH and
 * DELETE with the same filters and Prefer return=minimal|representation. Anything else gets a
 * 400 naming what is not supported, never a guess at what PostgREST would do.
 *
 * Reading the request is rest-request.ts; here it becomes SQL. Every identifier was checked
 * against the relation's real columns (schema public, as PostgREST exposes it) and is quoted;
 * every value is a bind parameter; the statement runs in its own transaction as the request's
 * role (request-role.ts), so grants and row-level security apply. Postgres builds the JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from './client-address';
import { isPostgresError, type DbAdapter, type Queryable } from './database';
import { mediaType, megabyte, readBody, sendEmpty, sendJson } from './http';
import { filterSql } from './rest-filters';
import { fromPostgresError, NotOneRow, notSupported, RestError, restError } from './rest-errors';
import {
  applyRangeHeader,
  fromFilterError,
  objectMediaType,
  parseAccept,
  parseJsonBody,
  parsePrefer,
  parseQuery,
  payloadColumns,
  quote,
  readRange,
  type Plan,
  type Shape,
} from './rest-request';
import type { LocalAuth } from './local-auth';
import { identifyRequest, invalidTokenHeaders, type RequestIdentity } from './request-identity';
import { applyRequestRole } from './request-role';
import { mayWrite, type TablePrivileges, type WriteCommand } from './table-privileges';

const bodyLimit = megabyte;
/** Hosted PostgREST's `max_rows` default (supabase/config.toml [api]). */
export const defaultMaxRows = 1000;

/** Table → its columns in order, each with its type (udt name: text, uuid, _text...). */
export type TableColumns = Map<string, Map<string, string>>;

/**
 * Reads the columns of every table and view of schema public once, as superuser, at start: like
 * PostgREST, the API exposes the whole schema, and the grants and policies of the migrations say
 * who may read or write what.
 */
export async function loadTableColumns(db: DbAdapter): Promise<TableColumns> {
  const { rows } = await db.query<{ table_name: string; column_name: string; udt_name: string }>(
    `select table_name::text, column_name::text, udt_name::text from information_schema.columns
     where table_schema = 'public'
     order by table_name, ordinal_position`,
  );
  const tables: TableColumns = new Map();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, string>();
    columns.set(row.column_name, row.udt_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}

function whereClause(plan: Plan, firstParameter: number): { sql: string; params: unknown[] } {
  return fromFilterError(() =>
    filterSql(plan.filters, firstParameter, quote, (column) => plan.types.get(column) ?? 'text'),
  );
}

const selectList = (plan: Plan) => (plan.select ? plan.select.map(quote).join(', ') : '*');

/**
 * Wraps a statement's rows in the JSON answer: n rows, the array, and the object when n = 1.
 * `source` is a subquery or a writable CTE name.
 */
const aggregate = (source: string) =>
  `select count(*)::int as n, coalesce(json_agg(_r), '[]'::json)::text as body,
          case when count(*) = 1 then (json_agg(_r) -> 0)::text end as one
   from ${source} _r`;

interface Answer {
  n: number;
  body: string;
  one: string | null;
  /** Every row the filters match (Prefer: count=exact), whatever the range. */
  total?: number;
}

export interface RestContext {
  db: DbAdapter;
  auth: LocalAuth;
  tables: TableColumns;
  privileges: TablePrivileges;
  /** Most rows a read returns, like hosted `max_rows`. */
  maxRows: number;
  /** Each role's request deadline in ms (its statement_timeout, role-deadlines.ts). */
  deadlines: ReadonlyMap<string, number>;
}

/** The deadline of a role the database sets none for: a request never holds PGlite for ever. */
export const fallbackDeadlineMs = 8_000;

/** Handles a request under /rest/v1; `route` is the path after /rest/v1/. */
export async function handleRest(
  context: RestContext,
  route: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = req.method ?? 'GET';
  let identity: RequestIdentity | undefined;
  try {
    // The body is read last, after identity and privileges: a refused write costs no memory.
    // (Node discards an unread body after the answer, so the connection stays usable.) DELETE
    // bodies mean nothing to PostgREST and are never read.
    const writes = method === 'POST' || method === 'PATCH';

    if (route === '' || route.startsWith('rpc/')) {
      throw notSupported(
        route === ''
          ? 'The OpenAPI description (/rest/v1/)'
          : 'Calling functions (/rest/v1/rpc/...)',
      );
    }
    let table = route;
    try {
      table = decodeURIComponent(route);
    } catch {
      // Not valid percent-encoding: reported below as an unknown table, with the raw name.
    }
    const columns = context.tables.get(table);
    if (!columns || table.includes('/')) {
      throw new RestError(404, {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: `Could not find the table 'public.${table}' in the schema cache`,
      });
    }
    if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
      throw new RestError(
        405,
        {
          code: 'PGRST117',
          details: null,
          hint: null,
          message: `Unsupported HTTP method: ${method}`,
        },
        { Allow: 'GET, HEAD, POST, PATCH, DELETE' },
      );
    }
    const profile =
      req.headers[writes || method === 'DELETE' ? 'content-profile' : 'accept-profile'];
    if (profile !== undefined && profile !== 'public') {
      throw new RestError(406, {
        code: 'PGRST106',
        details: null,
        hint: null,
        message: 'The schema must be one of the following: public',
      });
    }

    const who = await identifyRequest(req, context.auth);
    if (!who.ok) {
      throw new RestError(
        401,
        { code: 'PGRST301', details: null, hint: null, message: who.message },
        invalidTokenHeaders(who.message),
      );
    }
    identity = who.identity;

    const plan = parseQuery(table, columns, url.searchParams, method);
    const reads = method === 'GET' || method === 'HEAD';
    if (reads) {
      applyRangeHeader(plan, req.headers.range);
      plan.limit = Math.min(plan.limit ?? context.maxRows, context.maxRows);
    }
    const shape = parseAccept(req.headers.accept);
    const preferences = parsePrefer([req.headers.prefer ?? []].flat().join(','));
    const returning = method === 'GET' || method === 'HEAD' ? 'representation' : preferences.return;

    const command = writeCommands[method];
    if (command && !mayWrite(context.privileges, identity.role, table, command)) {
      // What Postgres answers for a missing GRANT, without waiting for the body.
      throw fromPostgresError(
        { code: '42501', message: `permission denied for table ${table}` },
        identity.role,
      );
    }
    const body = writes ? await readBody(req, bodyLimit) : undefined;

    let payload: { columns: string[]; rows: object[] } | undefined;
    if (body) {
      if (!body.ok) {
        throw new RestError(413, {
          code: 'PGRST413',
          details: `The body has ${body.size} bytes; the limit is ${bodyLimit} bytes (1 MB)`,
          hint: null,
          message: 'Request body too large for the embedded backend',
        });
      }
      if (writes) {
        const type = mediaType(req.headers['content-type']);
        if (type !== undefined && type !== 'application/json') {
          throw new RestError(415, {
            code: 'PGRST107',
            details: null,
            hint: 'Send the body as JSON with Content-Type: application/json',
            message: `Content-Type not acceptable: ${req.headers['content-type']}`,
          });
        }
        payload = payloadColumns(plan, parseJsonBody(body.body), method);
      }
    }
    if ((method === 'PATCH' || method === 'DELETE') && plan.filters.length === 0) {
      // Supabase loads pg-safeupdate for the API: an unfiltered PATCH/DELETE is refused.
      throw restError(
        400,
        '21000',
        `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      );
    }

    const requestIdentity = identity;
    const answer = await context.db.transaction(
      async (tx) => {
        await applyRequestRole(tx, requestIdentity);
        const result = await runStatement(tx, method, plan, payload, returning);
        if (shape === 'object' && result.n !== 1) throw new NotOneRow(result.n); // rolls back
        // Prefer: count=exact, in the same snapshot as the rows.
        if (reads && preferences.count === 'exact') result.total = await countRows(tx, plan);
        return result;
      },
      {
        readOnly: method === 'GET' || method === 'HEAD',
        timeoutMs: context.deadlines.get(requestIdentity.role) ?? fallbackDeadlineMs,
        client: clientAddress(req),
      },
    );
    respond(res, method, plan, shape, returning, answer);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const failure =
      error instanceof RestError
        ? error
        : isPostgresError(error)
          ? fromPostgresError(error, identity?.role ?? 'anon')
          : undefined;
    if (!failure) throw error;
    sendJson(res, failure.status, failure.body, failure.headers);
  }
}

const writeCommands: Record<string, WriteCommand | undefined> = {
  POST: 'INSERT',
  PATCH: 'UPDATE',
  DELETE: 'DELETE',
};

async function runStatement(
  tx: Queryable,
  method: string,
  plan: Plan,
  payload: { columns: string[]; rows: object[] } | undefined,
  returning: 'minimal' | 'representation',
): Promise<Answer> {
  const target = `"public".${quote(plan.table)}`;
  const withAnswer = async (statement: string, params: unknown[]): Promise<Answer> => {
    if (returning === 'minimal') {
      const { rowCount } = await tx.query(statement, params);
      return { n: rowCount, body: '', one: null };
    }
    const { rows } = await tx.query<Answer>(
      `with _w as (${statement} returning ${selectList(plan)}) ${aggregate('_w')}`,
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
          `${quote(term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
      );
      sql += ` order by ${terms.join(', ')}`;
    }
    if (plan.limit !== undefined) sql += ` limit $${params.push(plan.limit)}`;
    if (plan.offset) sql += ` offset $${params.push(plan.offset)}`;
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
    return withAnswer(
      `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`,
      [JSON.stringify(rows)],
    );
  }

  const where = whereClause(plan, method === 'PATCH' ? 2 : 1);
  if (method === 'PATCH') {
    const { columns, rows } = payload!;
    if (columns.length === 0) return { n: 0, body: '[]', one: null };
    const list = columns.map(quote).join(', ');
    return withAnswer(
      `update ${target} set (${list}) = (select ${list} from json_populate_record(null::${target}, $1::json))${where.sql}`,
      [JSON.stringify(rows[0]), ...where.params],
    );
  }
  return withAnswer(`delete from ${target}${where.sql}`, where.params);
}

function respond(
  res: ServerResponse,
  method: string,
  plan: Plan,
  shape: Shape,
  returning: 'minimal' | 'representation',
  answer: Answer,
): void {
  const read = method === 'GET' || method === 'HEAD' ? readRange(plan, answer) : undefined;
  const range =
    read?.range ??
    (method === 'POST' || answer.n === 0
      ? '*/*'
      : `${plan.offset}-${plan.offset + answer.n - 1}/*`);
  const headers = { 'Content-Range': range };
  const status = method === 'POST' ? 201 : (read?.status ?? 200);
  if (returning === 'minimal') {
    sendEmpty(res, method === 'POST' ? 201 : 204, headers);
    return;
  }
  if (shape === 'object') {
    sendJson(res, status, answer.one ?? 'null', {
      ...headers,
      'Content-Type': `${objectMediaType}; charset=utf-8`,
    });
    return;
  }
  sendJson(res, status, answer.body, headers);
}

/** How many rows the read's filters match, ignoring its range (Prefer: count=exact). */
async function countRows(tx: Queryable, plan: Plan): Promise<number> {
  const where = whereClause(plan, 1);
  const { rows } = await tx.query<{ total: number }>(
    `select count(*)::int as total from "public".${quote(plan.table)}${where.sql}`,
    where.params,
  );
  return rows[0]?.total ?? 0;
}

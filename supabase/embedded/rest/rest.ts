/**
 * /rest/v1: a subset of PostgREST 13, answering within it exactly as PostgREST 13 does (status,
 * body, Content-Range, Content-Location, Content-Type, Preference-Applied), and outside it with a
 * PostgREST-shaped 400 or 406 naming what is not supported, never a different 2xx. The subset is
 * listed in README.md and held there by rest-subset.test.ts; conformance/ holds the cases from
 * PostgREST's own test suite that prove it.
 *
 * Reading the request is rest-request.ts (with rest-filters.ts, rest-headers.ts and
 * rest-body.ts); here it becomes SQL. Identifiers are quoted and qualified with the table, as
 * PostgREST writes them, so Postgres reports an unknown column in its own words; every value is a bind parameter of unknown type; the statement
 * runs in its own transaction as the request's role (request-role.ts), so grants and row-level
 * security apply. Postgres builds the JSON.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLane } from '../http/client-address';
import { QueueAbandoned, QueueWaitExceeded } from '../db/fair-queue';
import { isPostgresError, type DbAdapter, type Queryable } from '../db/database';
import { mediaType, megabyte, readBody, sendEmpty, sendJson } from '../http/http';
import { filterSql } from './rest-filters';
import { limitPlanCost, type PlannedCosts } from '../db/plan-cost';
import { queryShape, type ShapeTimes } from './query-shapes';
import { readKey, type ReadSharing } from '../db/read-sharing';
import { closestName } from './closest-name';
import { fromPostgresError, NotOneRow, notSupported, RestError, restError } from './rest-errors';
import {
  applyRangeHeader,
  canonicalQuery,
  contentRange,
  parseQuery,
  quote,
  readRange,
  type Plan,
} from './rest-request';
import {
  appliedPreferences,
  checkPreferences,
  objectMediaType,
  parseAccept,
  parsePrefer,
  type Preferences,
  type Shape,
} from './rest-headers';
import { parseJsonBody, payloadColumns } from './rest-body';
import type { LocalAuth } from '../auth/local-auth';
import {
  identifyRequest,
  invalidTokenHeaders,
  type RequestIdentity,
} from '../auth/request-identity';
import { applyRequestRole } from '../auth/request-role';
import { mayWrite, type TablePrivileges, type WriteCommand } from './table-privileges';

const bodyLimit = megabyte;
/** Hosted PostgREST's `max_rows` default (supabase/config.toml [api]). */
export const defaultMaxRows = 1000;

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

interface Answer {
  n: number;
  body: string;
  one: string | null;
  /** Every row the filters match (Prefer: count=exact), whatever the range. */
  total?: number;
  /** POST with return=headers-only: the new row's primary key, for Location. */
  key?: Record<string, unknown> | null;
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
  /** How long each shape of request lately held the database (query-shapes.ts). */
  shapes: ShapeTimes;
  /** Each shape's statements' last planned costs (plan-cost.ts). */
  plannedCosts: PlannedCosts;
  /** Identical reads waiting for their turn, shared (read-sharing.ts). */
  reads: ReadSharing;
  /** How long a request may wait for its turn before a 503 (EmbeddedBackendOptions). */
  queueWaitMs?: number;
}

/** PostgREST's db-pool-acquisition-timeout: the longest a request waits for the database. */
export const defaultQueueWaitMs = 10_000;

/** The deadline of a role the database sets none for: a request never holds PGlite for ever. */
export const fallbackDeadlineMs = 8_000;

/**
 * How long a request may hold PGlite's one connection while another client waits for it
 * (database.ts sliceMs); alone, it runs to its role's deadline. A visitor so waits at most about
 * this, plus a worker's restart, behind any one request. At 29,527 posts the app's costliest
 * anonymous request (a counted search) holds it about 400 ms, an admin's about 200 ms.
 */
export const contendedSliceMs: Readonly<Record<string, number>> = {
  anon: 1_000,
  authenticated: 2_000,
};

/**
 * The slice of a request whose shape is known to be slow (query-shapes.ts): it runs only when no
 * quick request waits, and yields soon after one arrives.
 */
export const slowSliceMs = 250;

/**
 * A signed-in user's share of PGlite against one anonymous network's: editors are few and known
 * (local accounts), and a save must not wait behind every network's readers.
 */
export const signedInWeight = 2;

const methods = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];

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
  // A client that hangs up before its request has run takes the request with it.
  const left = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) left.abort();
  });
  try {
    // The body is read last, after identity and privileges: a refused write costs no memory.
    // (Node discards an unread body after the answer, so the connection stays usable.) DELETE
    // bodies mean nothing to PostgREST and are never read.
    const writes = method === 'POST' || method === 'PATCH';

    const segments = route === '' ? [] : route.split('/');
    if (segments.length === 0) throw notSupported('The OpenAPI description (/rest/v1/)');
    if (segments[0] === 'rpc' && segments.length === 2) {
      throw notSupported('Calling functions (/rest/v1/rpc/...)');
    }
    if (segments.length !== 1) {
      throw new RestError(404, {
        code: 'PGRST125',
        details: null,
        hint: null,
        message: 'Invalid path specified in request URL',
      });
    }
    let table = route;
    try {
      table = decodeURIComponent(route);
    } catch {
      // Not valid percent-encoding: reported below as an unknown table, with the raw name.
    }
    if (method === 'OPTIONS' || method === 'PUT') {
      throw notSupported(`The ${method} method`);
    }
    if (!methods.includes(method)) {
      throw new RestError(405, {
        code: 'PGRST117',
        details: null,
        hint: null,
        message: `Unsupported HTTP method: ${method}`,
      });
    }
    const profile =
      req.headers[writes || method === 'DELETE' ? 'content-profile' : 'accept-profile'];
    if (profile !== undefined && profile !== 'public') {
      throw new RestError(406, {
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public',
        message: `Invalid schema: ${String(profile)}`,
      });
    }

    const who = await identifyRequest(req, context.auth);
    if (!who.ok) {
      throw new RestError(
        401,
        { code: who.code, details: null, hint: null, message: who.message },
        invalidTokenHeaders(who.message),
      );
    }
    identity = who.identity;

    const shape = context.tables.get(table);
    if (!shape) {
      const similar = closestName(table, [...context.tables.keys()]);
      throw new RestError(404, {
        code: 'PGRST205',
        details: null,
        hint: similar ? `Perhaps you meant the table 'public.${similar}'` : null,
        message: `Could not find the table 'public.${table}' in the schema cache`,
      });
    }
    const plan = parseQuery(table, shape.columns, url.searchParams, method);
    const reads = method === 'GET' || method === 'HEAD';
    if (reads) applyRangeHeader(plan, req.headers.range, method);
    const preferences = parsePrefer([req.headers.prefer ?? []].flat());
    checkPreferences(preferences, method);
    if (
      method === 'POST' &&
      preferences.return === 'headers-only' &&
      shape.primaryKey.length === 0
    ) {
      throw notSupported('return=headers-only on a relation without a primary key');
    }
    const accepted = parseAccept(req.headers.accept);
    const returning = reads ? 'representation' : (preferences.return ?? 'minimal');

    const command = writeCommands[method];
    if (command && !mayWrite(context.privileges, identity.role, table, command)) {
      // What Postgres answers for a missing GRANT, without waiting for the body.
      throw fromPostgresError(
        { code: '42501', message: `permission denied for table ${table}` },
        identity.role,
      );
    }
    const body = writes ? await readBody(req, bodyLimit) : undefined;

    let payload: { columns: string[]; rows: Record<string, unknown>[] } | undefined;
    if (body) {
      if (!body.ok) {
        throw new RestError(413, {
          code: 'PGRST413',
          details: `The body has ${body.size} bytes; the limit is ${bodyLimit} bytes (1 MB)`,
          hint: null,
          message: 'Request body too large for the embedded backend',
        });
      }
      const type = mediaType(req.headers['content-type']);
      if (type !== undefined && type !== 'application/json') {
        throw new RestError(415, {
          code: 'PGRST107',
          details: null,
          hint: null,
          message: `Content-Type not acceptable: ${type}`,
        });
      }
      payload = payloadColumns(plan, parseJsonBody(body.body));
    }
    const writesNothing = method === 'PATCH' && payload?.columns.length === 0;
    if (
      (method === 'PATCH' || method === 'DELETE') &&
      plan.filters.length === 0 &&
      !writesNothing
    ) {
      // Supabase loads pg-safeupdate for the API: an unfiltered PATCH/DELETE is refused.
      throw restError(
        400,
        '21000',
        `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      );
    }

    const requestIdentity = identity;
    const counted = preferences.count === 'exact';
    const work = queryShape(method, plan, reads && counted);
    const { shapes } = context;
    const deadline = context.deadlines.get(requestIdentity.role) ?? fallbackDeadlineMs;
    let began: number | undefined;
    // Identical queued reads share one turn (read-sharing.ts).
    const key =
      method === 'GET' ? readKey(identity.role, identity.claims, url.href, req.headers) : undefined;
    const answer = await context.reads.share(key, (started) =>
      context.db
        .transaction(
          async (tx) => {
            started();
            began = performance.now();
            await applyRequestRole(tx, requestIdentity);
            // Refused before it runs when its plan costs more than the role may spend.
            const limited = limitPlanCost(tx, context.costLimits.get(requestIdentity.role), {
              shape: `${requestIdentity.role} ${work}`,
              costs: context.plannedCosts,
            });
            const result = await runStatement(
              limited,
              method,
              plan,
              payload,
              returning,
              shape,
              context.maxRows,
            );
            if (accepted === 'object' && result.n !== 1) throw new NotOneRow(result.n); // rolls back
            // Prefer: count=exact, in the same snapshot as the rows.
            if (reads && counted) result.total = await countRows(limited, plan);
            return result;
          },
          {
            readOnly: reads,
            timeoutMs: deadline,
            sliceMs: shapes.slow(work) ? slowSliceMs : contendedSliceMs[requestIdentity.role],
            slow: () => shapes.slow(work),
            weight: requestIdentity.role === 'authenticated' ? signedInWeight : 1,
            client: requestLane(
              req,
              requestIdentity.role === 'authenticated'
                ? String(requestIdentity.claims.sub)
                : undefined,
            ),
            signal: left.signal,
            waitBudgetMs: context.queueWaitMs ?? defaultQueueWaitMs,
          },
        )
        .then(
          (value) => {
            shapes.record(work, performance.now() - began!);
            return value;
          },
          (error: unknown) => {
            // Stopped at its deadline or slice, it would have run longer: it counts as the deadline.
            const stopped = isPostgresError(error) && error.code === '57014';
            if (began !== undefined)
              shapes.record(work, stopped ? deadline : performance.now() - began, stopped);
            throw error;
          },
        ),
    );
    respond(res, { method, plan, accepted, returning, counted, url, preferences, profile }, answer);
  } catch (error) {
    if (res.headersSent || error instanceof QueueAbandoned) {
      res.destroy();
      return;
    }
    if (error instanceof QueueWaitExceeded) {
      // It waited its whole budget for a turn: refused without running, with when to come back.
      sendJson(
        res,
        503,
        {
          code: 'PGRST003',
          details: `Waited ${error.waitedMs} ms for a turn at the database`,
          hint: 'Retry after a second',
          message: 'Timed out acquiring connection from connection pool.',
        },
        { 'Retry-After': '1', 'Proxy-Status': 'PostgREST; error=PGRST003' },
      );
      return;
    }
    const failure =
      error instanceof RestError
        ? error
        : isPostgresError(error)
          ? fromPostgresError(error, identity?.role ?? 'anon')
          : undefined;
    if (!failure) throw error;
    sendJson(res, failure.status, failure.body, {
      // PostgREST names its error code for proxies, and asks for a token on a 401.
      'Proxy-Status': `PostgREST; error=${failure.body.code}`,
      ...(failure.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}),
      ...failure.headers,
    });
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
  payload: { columns: string[]; rows: Record<string, unknown>[] } | undefined,
  returning: 'minimal' | 'representation' | 'headers-only',
  shape: TableShape,
  maxRows: number,
): Promise<Answer> {
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

interface Request {
  method: string;
  plan: Plan;
  accepted: Shape;
  returning: 'minimal' | 'representation' | 'headers-only';
  counted: boolean;
  url: URL;
  preferences: Preferences;
  profile: string | string[] | undefined;
}

/** PostgREST's answer (Response.hs): status, Content-Range, the headers it sends, the body. */
function respond(res: ServerResponse, request: Request, answer: Answer): void {
  const { method, plan, accepted, returning, counted, url, preferences } = request;
  const reads = method === 'GET' || method === 'HEAD';
  const headers: Record<string, string> = {};
  let status: number;
  if (reads) {
    const read = readRange(plan, answer);
    status = read.status;
    headers['Content-Range'] = read.range;
    const query = canonicalQuery(url.searchParams);
    headers['Content-Location'] = `/${plan.table}${query ? `?${query}` : ''}`;
  } else if (method === 'PATCH') {
    headers['Content-Range'] = contentRange(0, answer.n - 1, counted ? answer.n : undefined);
    status = returning === 'representation' ? 200 : 204;
  } else {
    headers['Content-Range'] = contentRange(1, 0, counted ? answer.n : undefined);
    status = method === 'POST' ? 201 : returning === 'representation' ? 200 : 204;
  }
  if (method === 'POST' && returning === 'headers-only' && answer.key) {
    headers.Location = `/${plan.table}?${Object.entries(answer.key)
      .map(
        ([column, value]) =>
          `${encodeURIComponent(column)}=${value === null ? 'is.null' : `eq.${encodeURIComponent(String(value))}`}`,
      )
      .join('&')}`;
  }
  const applied = appliedPreferences(preferences, method);
  if (applied) headers['Preference-Applied'] = applied;
  if (request.profile !== undefined) headers['Content-Profile'] = 'public';
  if (returning !== 'representation') {
    // PostgREST gives a created answer its (empty) length; 204 has none.
    sendEmpty(res, status, status === 204 ? headers : { ...headers, 'Content-Length': '0' });
    return;
  }
  if (accepted === 'object') {
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

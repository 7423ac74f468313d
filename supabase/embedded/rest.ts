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
 * Safety: only the tables below are reachable; every identifier is checked against the table's
 * real columns and then quoted; every value travels as a bind parameter. The statement runs in
 * its own transaction as the request's role (request-role.ts), so row-level security applies.
 * Answers are JSON built by Postgres (json_agg), as PostgREST builds them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from './client-address';
import { isPostgresError, type DbAdapter, type Queryable } from './database';
import { mediaType, megabyte, readBody, sendEmpty, sendJson } from './http';
import { jsonTooDeep, maxJsonDepth } from './json-body';
import {
  checkFilterCost,
  FilterError,
  filterSql,
  parseCondition,
  parseOrGroup,
  type Filter,
} from './rest-filters';
import type { LocalAuth } from './local-auth';
import { identifyRequest, invalidTokenHeaders, type RequestIdentity } from './request-identity';
import { applyRequestRole } from './request-role';
import { mayWrite, type TablePrivileges, type WriteCommand } from './table-privileges';

const bodyLimit = megabyte;
/** Hosted PostgREST's `max_rows` default (supabase/config.toml [api]). */
export const defaultMaxRows = 1000;
const objectMediaType = 'application/vnd.pgrst.object+json';

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

interface ErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** An answer decided before or instead of the statement: status plus PostgREST's error body. */
class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

const restError = (status: number, code: string, message: string, details: string | null = null) =>
  new RestError(status, { code, details, hint: null, message });

const notSupported = (what: string) =>
  restError(400, 'PGRST100', `${what} is not supported by the embedded backend`);

/** A filter parse or build failure as PostgREST's 400. */
function fromFilterError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    if (error.kind === 'unsupported') throw notSupported(error.message);
    if (error.kind === 'too-costly') {
      throw new RestError(400, {
        code: 'PGRST100',
        details: 'The embedded backend bounds what one request may make the database do',
        hint: 'Use fewer or shorter filter values and fewer wildcards',
        message: error.message,
      });
    }
    throw restError(400, 'PGRST100', error.message, 'failed to parse filter');
  }
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

interface Plan {
  table: string;
  columns: string[];
  /** Column list for the answer, or undefined for *. */
  select: string[] | undefined;
  /** Column → type, for casting lists and arrays. */
  types: Map<string, string>;
  filters: Filter[];
  order: { column: string; descending: boolean; nulls?: 'first' | 'last' }[];
  limit: number | undefined;
  offset: number;
  /** POST ?columns=: which payload keys to insert. */
  insertColumns: string[] | undefined;
}

function checkColumn(plan: Pick<Plan, 'table' | 'columns'>, name: string): string {
  if (!plan.columns.includes(name)) {
    throw restError(400, '42703', `column ${plan.table}.${name} does not exist`);
  }
  return name;
}

function unquote(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
}

function parseSelect(plan: Pick<Plan, 'table' | 'columns'>, raw: string): string[] | undefined {
  if (raw === '*' || raw === '') return undefined;
  return raw.split(',').map((item) => {
    const name = unquote(item.trim());
    if (name.includes('(')) {
      throw notSupported(`Embedding resources in select ("${item}")`);
    }
    if (name.includes(':') || name.includes('->') || name === '*') {
      throw notSupported(
        `"${item}" in select (only * or a comma-separated list of column names is)`,
      );
    }
    return checkColumn(plan, name);
  });
}

function parseNonNegativeInteger(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) {
    throw restError(400, 'PGRST100', `"${name}=${raw}" must be a non-negative integer`);
  }
  return Number(raw);
}

function parseOrder(plan: Pick<Plan, 'table' | 'columns'>, raw: string): Plan['order'] {
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    const entry: Plan['order'][number] = {
      column: checkColumn(plan, unquote(column)),
      descending: false,
    };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') entry.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') {
        entry.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      } else {
        throw restError(
          400,
          'PGRST100',
          `"order=${raw}" is not understood: use column, column.asc or column.desc, optionally followed by .nullsfirst or .nullslast`,
        );
      }
    }
    return entry;
  });
}

function parseQuery(
  table: string,
  types: Map<string, string>,
  search: URLSearchParams,
  method: string,
): Plan {
  const plan: Plan = {
    table,
    columns: [...types.keys()],
    types,
    select: undefined,
    filters: [],
    order: [],
    limit: undefined,
    offset: 0,
    insertColumns: undefined,
  };
  const seen = new Set<string>();
  // URLSearchParams decodes form-style, as PostgREST does: + is a space, %2C a comma.
  for (const [key, value] of search) {
    const once = ['select', 'order', 'limit', 'offset', 'columns'];
    if (once.includes(key)) {
      if (seen.has(key)) throw restError(400, 'PGRST100', `"${key}" is given more than once`);
      seen.add(key);
    }
    if (key === 'select') plan.select = parseSelect(plan, value);
    else if (key === 'order') plan.order = parseOrder(plan, value);
    else if (key === 'limit') plan.limit = parseNonNegativeInteger(key, value);
    else if (key === 'offset') plan.offset = parseNonNegativeInteger(key, value);
    else if (key === 'columns') {
      if (method !== 'POST') throw notSupported(`"columns" on ${method}`);
      plan.insertColumns = value.split(',').map((name) => checkColumn(plan, unquote(name.trim())));
    } else if (key === 'or') {
      if (seen.has(key)) throw notSupported('More than one or=(...) group');
      seen.add(key);
      const any = fromFilterError(() => parseOrGroup(value));
      for (const condition of any) checkColumn(plan, unquote(condition.column));
      plan.filters.push({
        any: any.map((condition) => ({ ...condition, column: unquote(condition.column) })),
      });
    } else if (key === 'and' || key.startsWith('not.')) {
      throw notSupported(`The logical filter "${key}=${value}"`);
    } else if (key === 'on_conflict') {
      throw notSupported('Upsert (on_conflict)');
    } else {
      const column = unquote(key);
      if (column.includes('.')) throw notSupported(`Filtering on an embedded resource ("${key}")`);
      checkColumn(plan, column);
      plan.filters.push(fromFilterError(() => parseCondition(column, value, `${key}=${value}`)));
    }
  }
  fromFilterError(() => checkFilterCost(plan.filters));
  if (
    method !== 'GET' &&
    method !== 'HEAD' &&
    (plan.limit !== undefined || plan.offset || plan.order.length)
  ) {
    throw notSupported(`limit, offset and order on ${method}`);
  }
  return plan;
}

type Shape = 'array' | 'object';

/** Which answer the client accepts: a JSON array (default) or PostgREST's single object. */
function parseAccept(header: string | undefined): Shape {
  if (!header) return 'array';
  const types = header.split(',').map((part) => part.trim());
  for (const type of types) {
    const [name = '', ...parameters] = type.split(';').map((piece) => piece.trim().toLowerCase());
    const stripped = parameters.some((parameter) => parameter.startsWith('nulls='));
    if (stripped) throw notSupported(`The media type "${type}" (nulls=stripped)`);
    if (name === objectMediaType) return 'object';
    if (
      ['application/json', 'application/*', '*/*', 'application/vnd.pgrst.array+json'].includes(
        name,
      )
    ) {
      return 'array';
    }
  }
  throw new RestError(406, {
    code: 'PGRST107',
    details: null,
    hint: null,
    message: `None of these media types are available: ${header}`,
  });
}

interface Preferences {
  return: 'minimal' | 'representation';
  /** Accepted as a known option (supabase-js sends it for counts); answered without a count. */
  count: 'exact' | undefined;
}

/**
 * Prefer, on every method: return=minimal|representation, count=exact and handling=strict
 * (what this backend always does). Anything else is a 400 naming it, as PostgREST answers with
 * handling=strict, rather than silently ignored.
 */
function parsePrefer(header: string | undefined): Preferences {
  const result: Preferences = { return: 'minimal', count: undefined };
  for (const preference of (header ?? '').split(',').map((part) => part.trim())) {
    if (!preference) continue;
    if (preference === 'return=minimal' || preference === 'return=representation') {
      result.return = preference === 'return=minimal' ? 'minimal' : 'representation';
    } else if (preference === 'count=exact') result.count = 'exact';
    else if (preference !== 'handling=strict') {
      throw notSupported(`The preference "Prefer: ${preference}"`);
    }
  }
  return result;
}

/** The single-object check: PostgREST's 406 when there is not exactly one row. */
class NotOneRow extends RestError {
  constructor(rows: number) {
    super(406, {
      code: 'PGRST116',
      details: `The result contains ${rows} rows`,
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  }
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

function parseJsonBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (jsonTooDeep(text)) {
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `The body nests arrays or objects more than ${maxJsonDepth} levels deep`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      error instanceof Error ? error.message : null,
    );
  }
}

function payloadColumns(
  plan: Plan,
  payload: unknown,
  method: string,
): { columns: string[]; rows: object[] } {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (method === 'PATCH' && !isObject(payload)) {
    throw restError(400, 'PGRST102', 'The PATCH body must be a JSON object');
  }
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isObject)) {
    throw restError(400, 'PGRST102', 'The body must be a JSON object or an array of objects');
  }
  let columns = plan.insertColumns;
  if (!columns) {
    const first = Object.keys(rows[0] ?? {});
    const same = rows.every((row) => {
      const keys = Object.keys(row);
      return keys.length === first.length && keys.every((key) => first.includes(key));
    });
    if (!same) throw restError(400, 'PGRST102', 'All object keys must match');
    columns = first;
  }
  for (const column of columns) {
    if (!plan.columns.includes(column)) {
      throw restError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${plan.table}' in the schema cache`,
      );
    }
  }
  return { columns, rows };
}

/** Maps a Postgres error to PostgREST's status (see the wire contract). */
function fromPostgresError(
  error: { code: string; message: string; detail?: string | null; hint?: string | null },
  role: string,
): RestError {
  const status =
    error.code === '42501'
      ? role === 'anon'
        ? 401
        : 403
      : error.code === '23505' || error.code === '23503'
        ? 409
        : error.code === '42P01'
          ? 404
          : error.code === '25006'
            ? 405
            : /^(53|57|58|XX)/.test(error.code)
              ? 500
              : 400;
  return new RestError(status, {
    code: error.code,
    // PGlite leaves absent fields undefined; PostgREST always sends null.
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message: error.message,
  });
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

/**
 * PostgREST's Content-Range and status for a read: `first-last/total`, with a star for an
 * unknown total and in place of first-last when there are no rows; with a known total, 416 when the offset is past it and 206 when the
 * rows are only part of it (PostgREST's RangeQuery.rangeStatusHeader).
 */
function readRange(plan: Plan, answer: Answer): { status: number; range: string } {
  const lower = plan.offset;
  const upper = lower + answer.n - 1;
  const total = answer.total === undefined ? '*' : String(answer.total);
  const range = lower > upper ? `*/${total}` : `${lower}-${upper}/${total}`;
  if (answer.total === undefined) return { status: 200, range };
  if (lower > answer.total) {
    throw new RestError(
      416,
      {
        code: 'PGRST103',
        details: `An offset of ${lower} was requested, but there are only ${answer.total} rows.`,
        hint: null,
        message: 'Requested range not satisfiable',
      },
      { 'Content-Range': `*/${answer.total}` },
    );
  }
  return { status: 1 + upper - lower < answer.total ? 206 : 200, range };
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

/**
 * The Range header (`Range: 0-9`, PostgREST's alternative to limit/offset). The query string's
 * limit and offset take precedence when given; a header PostgREST would not parse is ignored, as
 * PostgREST ignores it.
 */
function applyRangeHeader(plan: Plan, header: string | undefined): void {
  const match = header ? /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(header.trim()) : null;
  if (!match) return;
  const lower = Number(match[1]);
  const upper = match[2] ? Number(match[2]) : undefined;
  if (upper !== undefined && upper < lower) {
    throw new RestError(416, {
      code: 'PGRST103',
      details: `The Range header "${header}" ends before it starts.`,
      hint: null,
      message: 'Requested range not satisfiable',
    });
  }
  if (plan.offset === 0) plan.offset = lower;
  if (upper !== undefined) {
    const fromHeader = upper - lower + 1;
    plan.limit = plan.limit === undefined ? fromHeader : Math.min(plan.limit, fromHeader);
  }
}

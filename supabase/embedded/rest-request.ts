/**
 * What a /rest/v1 request asks for, read the way PostgREST reads it: the query string (select,
 * filters, order, limit, offset, columns), the Accept and Prefer headers, the Range header and the
 * JSON body, checked against the table's real columns; and PostgREST's error answers. rest.ts
 * turns the plan into SQL and the rows into the answer.
 */
import { jsonTooDeep, maxJsonDepth } from './json-body';
import { notSupported, RestError, restError } from './rest-errors';
import {
  checkFilterCost,
  FilterError,
  parseCondition,
  parseOrGroup,
  type Filter,
} from './rest-filters';

export const objectMediaType = 'application/vnd.pgrst.object+json';

/** A filter parse or build failure as PostgREST's 400. */
export function fromFilterError<T>(work: () => T): T {
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

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export interface Plan {
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

export function parseQuery(
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

export type Shape = 'array' | 'object';

/** Which answer the client accepts: a JSON array (default) or PostgREST's single object. */
export function parseAccept(header: string | undefined): Shape {
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

export interface Preferences {
  return: 'minimal' | 'representation';
  /** Accepted as a known option (supabase-js sends it for counts); answered without a count. */
  count: 'exact' | undefined;
}

/**
 * Prefer, on every method: return=minimal|representation, count=exact and handling=strict
 * (what this backend always does). Anything else is a 400 naming it, as PostgREST answers with
 * handling=strict, rather than silently ignored.
 */
export function parsePrefer(header: string | undefined): Preferences {
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

export function parseJsonBody(raw: Buffer): unknown {
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

export function payloadColumns(
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

/**
 * The Range header (`Range: 0-9`, PostgREST's alternative to limit/offset). The query string's
 * limit and offset take precedence when given; a header PostgREST would not parse is ignored, as
 * PostgREST ignores it.
 */
export function applyRangeHeader(plan: Plan, header: string | undefined): void {
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

/**
 * PostgREST's Content-Range and status for a read: `first-last/total`, with a star for an
 * unknown total and in place of first-last when there are no rows; with a known total, 416 when the offset is past it and 206 when the
 * rows are only part of it (PostgREST's RangeQuery.rangeStatusHeader).
 */
export function readRange(
  plan: Plan,
  answer: { n: number; total?: number },
): { status: number; range: string } {
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

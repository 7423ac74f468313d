/**
 * What a /rest/v1 request asks for, read the way PostgREST 13 reads it (ApiRequest.hs,
 * ApiRequest/QueryParams.hs, RangeQuery.hs): the query string (select, filters and logic trees,
 * order, limit, offset, columns) and the Range header; and PostgREST's error answers. The Accept
 * and Prefer headers are rest-headers.ts, the JSON body rest-body.ts. rest.ts turns the plan into
 * SQL and the rows into the answer.
 */
import { notSupported, RestError, restError } from './rest-errors';
import {
  fieldName,
  FilterError,
  parseCondition,
  parseLogicTree,
  type Filter,
} from './rest-filters';
import { checkFilterCost } from './rest-filter-limits';

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
    throw restError(400, 'PGRST100', error.message, error.details);
  }
}

export const quote = (identifier: string) =>
  // eslint-disable-next-line no-control-regex -- NUL cannot be in an identifier; PostgREST drops it too.
  `"${identifier.replace(/\u0000/g, '').replace(/"/g, '""')}"`;

/**
 * The rows a read asks for, as PostgREST's ranges: from `lower` to `upper` inclusive (Infinity:
 * no end). `lower > upper` is empty, except that `limit=0` is the one empty range allowed.
 */
export interface RowRange {
  lower: number;
  upper: number;
}

const allRows: RowRange = { lower: 0, upper: Infinity };
const isEmpty = (range: RowRange) => range.lower > range.upper;
const intersect = (a: RowRange, b: RowRange): RowRange | null =>
  isEmpty(a) || isEmpty(b)
    ? null
    : { lower: Math.max(a.lower, b.lower), upper: Math.min(a.upper, b.upper) };

export interface Plan {
  table: string;
  /** The table's columns (for a payload's keys, PGRST204). */
  columns: string[];
  /** Column list for the answer, or undefined for *. */
  select: string[] | undefined;
  filters: Filter[];
  order: { column: string; descending?: boolean; nulls?: 'first' | 'last' }[];
  /** The rows asked for by limit and offset (the Range header joins it for GET). */
  range: RowRange;
  /** `limit=0`: no rows, and no range error. */
  limitZero: boolean;
  /** POST/PATCH ?columns=: which payload keys to write. */
  insertColumns: string[] | undefined;
}

/** Haskell's `readMaybe` for an Integer: an optional minus and digits, else not a number. */
/** An integer as PostgREST reads one in limit, offset and max-affected; anything else is none. */
export function readInteger(raw: string): number | undefined {
  return /^-?\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/** Splits on commas outside double quotes and parentheses. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === '(') depth += 1;
    else if (!quoted && character === ')') depth -= 1;
    if (!quoted && depth === 0 && character === ',') {
      items.push(current);
      current = '';
    } else current += character;
  }
  items.push(current);
  return items;
}

function parseSelect(raw: string): string[] | undefined {
  // An empty select= is every column, as PostgREST answers it.
  if (raw.trim() === '*' || raw === '') return undefined;
  return splitItems(raw).map((item) => {
    const text = item.trim();
    if (text === '*') return '*';
    if (text.includes('(') || text.startsWith('...')) {
      throw notSupported(`Embedding, aggregates and spreads in select ("${text}")`);
    }
    if (/^"[^"]*"$/.test(text) || /^[\p{L}\p{N}_ $-]+$/u.test(text)) {
      if (text.includes('->')) throw notSupported(`JSON paths in select ("${text}")`);
      return fieldName(text);
    }
    throw notSupported(
      `"${text}" in select: aliases, casts and JSON paths (only * and column names are)`,
    );
  });
}

function orderError(raw: string, column: number, details: string): RestError {
  return restError(
    400,
    'PGRST100',
    `"failed to parse order (${raw})" (line 1, column ${column})`,
    details,
  );
}

/** `col[.asc|.desc][.nullsfirst|.nullslast]`, comma-separated (PostgREST's pOrder). */
function parseOrder(raw: string): Plan['order'] {
  const terms: Plan['order'] = [];
  let offset = 0;
  for (const term of raw.split(',')) {
    const leading = term.length - term.trimStart().length;
    const text = term.trim();
    if (/^[\p{L}\p{N}_ $-]+\(/u.test(text) || text.includes('->')) {
      throw notSupported(`Ordering by a related table or a JSON path ("${text}")`);
    }
    const match =
      /^("(?:[^"\\]|\\.)*"|[\p{L}\p{N}_ $]+(?:-[\p{L}\p{N}_ $]+)*)(\.asc|\.desc)?(\.nullsfirst|\.nullslast)?/u.exec(
        text,
      );
    if (!match) {
      throw orderError(
        raw,
        offset + leading + 1,
        `unexpected ${text ? JSON.stringify(text[0]) : 'end of input'} expecting field name (* or [a..z0..9_$])`,
      );
    }
    if (match[0].length !== text.length) {
      const at = offset + leading + match[0].length;
      // After a dot Parsec tried the modifiers, whose failure is reported where they start.
      if (raw[at] === '.') {
        throw orderError(
          raw,
          at + 2,
          `unexpected ${JSON.stringify(raw[at + 1] ?? '')} expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
      }
      throw orderError(raw, at + 1, `unexpected '${raw[at]}' expecting "," or end of input`);
    }
    terms.push({
      column: fieldName(match[1]!),
      ...(match[2] ? { descending: match[2] === '.desc' } : {}),
      ...(match[3] ? { nulls: match[3] === '.nullsfirst' ? 'first' : 'last' } : {}),
    });
    offset += term.length + 1;
  }
  return terms;
}

/** `columns=a,b` (pColumns): at least one field name. */
function parseColumns(raw: string, plan: Pick<Plan, 'table' | 'columns'>): string[] {
  if (raw.trim() === '') {
    throw restError(
      400,
      'PGRST100',
      `"failed to parse columns parameter (${raw})" (line 1, column ${raw.length + 1})`,
      'unexpected end of input expecting field name (* or [a..z0..9_$])',
    );
  }
  return raw.split(',').map((name) => {
    const column = fieldName(name);
    if (!plan.columns.includes(column)) throw columnNotFound(plan.table, column);
    return column;
  });
}

export const columnNotFound = (table: string, column: string) =>
  restError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );

/** Keys PostgREST reserves: never filters. */
const reservedKeys = new Set(['select', 'columns', 'on_conflict']);
const reservedLastWords = new Set(['order', 'limit', 'offset', 'and', 'or']);

export function parseQuery(
  table: string,
  columns: string[],
  search: URLSearchParams,
  method: string,
): Plan {
  const plan: Plan = {
    table,
    columns,
    select: undefined,
    filters: [],
    order: [],
    range: allRows,
    limitZero: false,
    insertColumns: undefined,
  };
  let selected = false;
  let limit: number | undefined;
  let offset: number | undefined;
  let limitGiven = false;
  let offsetGiven = false;
  // URLSearchParams decodes form-style, as PostgREST does: + is a space, %2C a comma.
  for (const [key, value] of search) {
    const words = key.split('.');
    const last = words[words.length - 1]!;
    if (key === 'select') {
      // The first select counts, as PostgREST's lookup finds it.
      if (!selected) plan.select = parseSelect(value);
      selected = true;
    } else if (key === 'columns') {
      if (method === 'POST' || method === 'PATCH') plan.insertColumns = parseColumns(value, plan);
    } else if (key === 'on_conflict') {
      if (method === 'POST') throw notSupported('Upsert (on_conflict)');
    } else if (reservedLastWords.has(last)) {
      const path = words.slice(0, -1).filter((word) => word !== 'not');
      if (path.length > 0) throw notSupported(`"${key}" on an embedded resource`);
      if (value === '') continue;
      if (last === 'order') plan.order = parseOrder(value);
      else if (last === 'limit') {
        limitGiven = true;
        limit = readInteger(value);
      } else if (last === 'offset') {
        offsetGiven = true;
        offset = readInteger(value);
      } else {
        const operator = words.includes('not') ? `not.${last}` : last;
        plan.filters.push(fromFilterError(() => parseLogicTree(operator, value)));
      }
    } else if (!reservedKeys.has(key)) {
      if (value === '' && !key) continue;
      if (key.includes('->')) throw notSupported(`Filtering on a JSON path ("${key}")`);
      if (words.length > 1 && !/^".*"$/.test(key)) {
        // select never embeds here, so PostgREST's answer for a filter on a resource that is
        // not embedded is the answer for every one.
        const resource = words[0]!;
        throw new RestError(400, {
          code: 'PGRST108',
          details: null,
          hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
          message: `'${resource}' is not an embedded resource in this request`,
        });
      }
      const column = fieldName(key);
      plan.filters.push(fromFilterError(() => parseCondition(column, value)));
    }
  }
  fromFilterError(() => checkFilterCost(plan.filters));

  // RangeQuery.hs: limit is [0, limit - 1], offset [offset, ∞), both [offset, offset + limit - 1].
  if (limitGiven || offsetGiven) {
    const start = offset ?? 0;
    if (limitGiven && offsetGiven) {
      plan.range = { lower: start, upper: start + (limit ?? 0) - 1 };
    } else if (limitGiven) {
      plan.range = limit === undefined ? allRows : { lower: 0, upper: limit - 1 };
    } else {
      plan.range = offset === undefined ? allRows : { lower: offset, upper: Infinity };
    }
    plan.limitZero = plan.range.upper === -1;
  }
  if (method !== 'GET' && method !== 'HEAD' && (limitGiven || offsetGiven || plan.order.length)) {
    throw notSupported(`limit, offset and order on ${method}`);
  }
  return plan;
}

/**
 * The Range header joins the query's limit and offset, on GET only (RFC 9110; PostgREST 13's
 * getRanges). A header that is not `first-[last]` is ignored; `limit=0` wins over any header.
 */
export function applyRangeHeader(plan: Plan, header: string | undefined, method: string): void {
  const match = method === 'GET' && header ? /^(\d+)-(\d*)$/.exec(header) : null;
  const fromHeader: RowRange = match
    ? { lower: Number(match[1]), upper: match[2] ? Number(match[2]) : Infinity }
    : allRows;
  if (plan.limitZero) return;
  const both = intersect(fromHeader, plan.range);
  if (both) {
    plan.range = both;
    return;
  }
  throw new RestError(416, {
    code: 'PGRST103',
    details: isEmpty(fromHeader)
      ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
      : 'Limit should be greater than or equal to zero.',
    hint: null,
    message: 'Requested range not satisfiable',
  });
}

/**
 * PostgREST's Content-Range and status for a read (RangeQuery.rangeStatusHeader):
 * `first-last/total`, a star for an unknown total and in place of first-last when there are no
 * rows; with a known total, 416 when the offset is past it and 206 when the rows are part of it.
 */
export function readRange(
  plan: Plan,
  answer: { n: number; total?: number },
): { status: number; range: string } {
  const lower = plan.range.lower;
  const upper = lower + answer.n - 1;
  const range = contentRange(lower, upper, answer.total);
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

/** RangeQuery.contentRangeH: `lower-upper/total`, `*` for no rows or a total of 0. */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const rows = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${rows}/${total ?? '*'}`;
}

/**
 * The query string as PostgREST canonicalises it for Content-Location: pairs sorted by key,
 * values of one key joined with commas, everything but A-Z a-z 0-9 - _ . ~ percent-encoded.
 */
export function canonicalQuery(search: URLSearchParams): string {
  const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  // PostgREST encodes each byte as a Latin-1 character, so a byte over 0x7F is written as that
  // character's UTF-8 (é, bytes C3 A9, becomes %C3%83%C2%A9); Content-Location says the same here.
  const encode = (text: string) =>
    Array.from(new TextEncoder().encode(text), (byte) => {
      const character = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.~]/.test(character)) return character;
      return byte < 0x80 ? hex(byte) : hex(0xc0 | (byte >> 6)) + hex(0x80 | (byte & 0x3f));
    }).join('');
  const pairs = [...search].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const grouped = new Map<string, string[]>();
  for (const [key, value] of pairs) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  return [...grouped]
    .map(([key, values]) => `${encode(key)}=${values.map(encode).join(',')}`)
    .join('&');
}

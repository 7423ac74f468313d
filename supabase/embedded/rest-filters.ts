/**
 * PostgREST's horizontal filters, as far as this app's queries need them: `eq`,
 * `ilike`, `in`, `cs`, and one `or=(...)` group of those. Parsing follows PostgREST's grammar
 * (values may be double-quoted, with backslash escapes, to hold commas and parentheses); every
 * value becomes a bind parameter and every column is checked by the caller's `column()` before
 * it is quoted. Anything else is refused with a message naming it, never guessed at.
 */

export type Operator = 'eq' | 'ilike' | 'in' | 'cs';

export interface Condition {
  column: string;
  operator: Operator;
  /** The value as text (`in`: one text per item). */
  value: string | string[];
}

/** Conditions ANDed together; an or-group is one entry holding its alternatives. */
export type Filter = Condition | { any: Condition[] };

export class FilterError extends Error {
  constructor(
    message: string,
    /**
     * 'syntax' for what PostgREST rejects too; 'unsupported' for what only this layer lacks;
     * 'too-costly' for what exceeds filterLimits.
     */
    readonly kind: 'syntax' | 'unsupported' | 'too-costly',
  ) {
    super(message);
  }
}

/**
 * What one request's filters may cost, the same for every caller. PGlite runs one statement at a
 * time, so a request that makes Postgres work for seconds (a LIKE pattern of thousands of
 * wildcards, dozens of alternatives over a whole view) delays everyone; these bounds refuse it
 * before it reaches the database. The app's own queries stay far inside them: a search is cut to
 * 100 characters and becomes one pattern with two `%`, and the widest or-group has three terms.
 */
export const filterLimits = {
  /** Characters in one filter value (each item of an `in` list or `cs` array counts alone). */
  valueLength: 256,
  /** `%` (PostgREST's `*`) in one LIKE pattern: each may make Postgres retry the rest of the
   * pattern at every position of the text. */
  multiWildcards: 4,
  /** `_` in one LIKE pattern. */
  singleWildcards: 16,
  /** Items of one `in` list or `cs` array. */
  listItems: 100,
  /** Conditions in one or=(...) group. */
  orTerms: 6,
  /** Conditions in a request, counting each condition of an or-group. */
  conditions: 16,
} as const;

/** A value for a message: cut short, quoted, control characters as JSON escapes. */
function shown(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** LIKE's unescaped wildcards in a pattern (after `*` became `%`). */
function countWildcards(pattern: string): { multi: number; single: number } {
  let multi = 0;
  let single = 0;
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\') index += 1;
    else if (character === '%') multi += 1;
    else if (character === '_') single += 1;
  }
  return { multi, single };
}

function checkCondition({ column, operator, value }: Condition): void {
  const items = Array.isArray(value)
    ? value
    : operator === 'cs'
      ? splitTopLevel(value.slice(1, -1), ',')
      : [value];
  if (items.length > filterLimits.listItems) {
    throw new FilterError(
      `The ${operator} filter on "${column}" has ${items.length} items; at most ${filterLimits.listItems} are allowed`,
      'too-costly',
    );
  }
  for (const item of items) {
    if (item.length > filterLimits.valueLength) {
      throw new FilterError(
        `The value ${shown(item)} for "${column}" has ${item.length} characters; at most ${filterLimits.valueLength} are allowed`,
        'too-costly',
      );
    }
  }
  if (operator === 'ilike') {
    const { multi, single } = countWildcards(value as string);
    const pattern = `The pattern ${shown(value as string)} for "${column}"`;
    if (multi > filterLimits.multiWildcards) {
      throw new FilterError(
        `${pattern} has ${multi} multi-character wildcards (* or %); at most ${filterLimits.multiWildcards} are allowed`,
        'too-costly',
      );
    }
    if (single > filterLimits.singleWildcards) {
      throw new FilterError(
        `${pattern} has ${single} single-character wildcards (_); at most ${filterLimits.singleWildcards} are allowed`,
        'too-costly',
      );
    }
  }
}

/** Refuses filters beyond filterLimits, before any SQL is built. */
export function checkFilterCost(filters: readonly Filter[]): void {
  let conditions = 0;
  for (const filter of filters) {
    const group = 'any' in filter ? filter.any : [filter];
    if ('any' in filter && group.length > filterLimits.orTerms) {
      throw new FilterError(
        `The or=(...) group has ${group.length} conditions; at most ${filterLimits.orTerms} are allowed`,
        'too-costly',
      );
    }
    conditions += group.length;
    group.forEach(checkCondition);
  }
  if (conditions > filterLimits.conditions) {
    throw new FilterError(
      `The request has ${conditions} filter conditions; at most ${filterLimits.conditions} are allowed`,
      'too-costly',
    );
  }
}

const supported: readonly string[] = ['eq', 'ilike', 'in', 'cs'];

/** PostgREST operators, to tell "known but unsupported here" from "not a filter at all". */
const postgrestOperators = new Set(
  'eq neq gt gte lt lte like ilike match imatch in is isdistinct fts plfts phfts wfts cs cd ov sl sr nxr nxl adj not'.split(
    ' ',
  ),
);

/** Splits on `separator` outside double quotes and parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted && character === '\\' && index + 1 < text.length) {
      current += character + text[index + 1]!;
      index += 1;
      continue;
    }
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === '(') depth += 1;
    else if (!quoted && character === ')') depth -= 1;
    if (!quoted && depth === 0 && character === separator) {
      parts.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  if (quoted || depth !== 0) {
    throw new FilterError(`Unbalanced quotes or parentheses in "${text}"`, 'syntax');
  }
  parts.push(current);
  return parts;
}

/**
 * A value inside a list or a logic group as PostgREST reads it: "quoted" values lose their
 * quotes and backslash escapes. A top-level filter's value is taken as written, quotes and all
 * (PostgREST's pSingleVal), so `slug=eq."x"` looks for a slug with quotes in it.
 */
function unquoteValue(raw: string): string {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    return raw.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return raw;
}

function parseList(raw: string, where: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw new FilterError(`"${where}": in takes a list in parentheses, e.g. in.(a,b)`, 'syntax');
  }
  const inner = raw.slice(1, -1);
  return inner === '' ? [] : splitTopLevel(inner, ',').map(unquoteValue);
}

/** `operator.value` (the right-hand side of `column=…`, or of `column.` inside an or-group). */
export function parseCondition(
  column: string,
  expression: string,
  where: string,
  inLogicGroup = false,
): Condition {
  const value = (text: string) => (inLogicGroup ? unquoteValue(text) : text);
  const dot = expression.indexOf('.');
  const operator = dot === -1 ? expression : expression.slice(0, dot);
  const raw = dot === -1 ? '' : expression.slice(dot + 1);
  if (!supported.includes(operator)) {
    if (postgrestOperators.has(operator) || /^\w+\((any|all)\)$/.test(operator)) {
      throw new FilterError(
        `The operator "${operator}" (in "${where}"); only eq, ilike, in and cs`,
        'unsupported',
      );
    }
    throw new FilterError(`"${where}" is not a filter: write ${column}=eq.<value>`, 'syntax');
  }
  if (dot === -1) throw new FilterError(`"${where}" has no value`, 'syntax');
  switch (operator as Operator) {
    case 'in':
      return { column, operator: 'in', value: parseList(raw, where) };
    case 'cs':
      if (!raw.startsWith('{') || !raw.endsWith('}')) {
        throw new FilterError(`"${where}": cs takes an array, e.g. cs.{a,b}`, 'unsupported');
      }
      return { column, operator: 'cs', value: raw };
    case 'ilike':
      // PostgREST's * is LIKE's %; LIKE's own escapes (\%, \_) pass through.
      return { column, operator: 'ilike', value: value(raw).replace(/\*/g, '%') };
    default:
      return { column, operator: 'eq', value: value(raw) };
  }
}

/** `or=(a.eq.1,b.ilike.*x*)`: alternatives, one level deep. */
export function parseOrGroup(raw: string): Condition[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw new FilterError(`"or=${raw}": the conditions go in parentheses`, 'syntax');
  }
  const parts = splitTopLevel(raw.slice(1, -1), ',');
  return parts.map((part) => {
    if (/^(and|or|not\.and|not\.or)\(/.test(part)) {
      throw new FilterError(`Nested logic ("${part}") inside or=(...)`, 'unsupported');
    }
    const dot = part.indexOf('.');
    if (dot <= 0) throw new FilterError(`"${part}" in or=(...) is not a condition`, 'syntax');
    const column = part.slice(0, dot);
    const rest = part.slice(dot + 1);
    if (rest.startsWith('not.')) {
      throw new FilterError(`Negation ("${part}") inside or=(...)`, 'unsupported');
    }
    return parseCondition(column, rest, `or=${raw}`, true);
  });
}

/**
 * SQL for the filters, ANDed, with parameters numbered from `firstParameter`. `type(column)` is
 * the column's type (udt name), so a list or an array is cast to what the column holds.
 */
export function filterSql(
  filters: readonly Filter[],
  firstParameter: number,
  quote: (identifier: string) => string,
  type: (column: string) => string,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${firstParameter + params.push(value) - 1}`;
  const condition = ({ column, operator, value }: Condition): string => {
    const name = quote(column);
    const columnType = type(column);
    switch (operator) {
      case 'eq':
        return `${name} = ${bind(value)}`;
      case 'ilike':
        // Text columns as they are (so their trigram indexes apply); anything else as text.
        return `${columnType === 'text' || columnType === 'varchar' ? name : `${name}::text`} ilike ${bind(value)}`;
      case 'in':
        if (columnType.startsWith('_')) {
          throw new FilterError(`in on the array column "${column}"`, 'unsupported');
        }
        return `${name} = any(${bind(value)}::${quote(columnType)}[])`;
      case 'cs':
        if (!columnType.startsWith('_')) {
          throw new FilterError(`cs on "${column}", which is not an array column`, 'unsupported');
        }
        return `${name} @> ${bind(value)}::${quote(columnType.slice(1))}[]`;
    }
  };
  const parts = filters.map((filter) =>
    'any' in filter ? `(${filter.any.map(condition).join(' or ')})` : condition(filter),
  );
  return { sql: parts.length ? ` where ${parts.join(' and ')}` : '', params };
}

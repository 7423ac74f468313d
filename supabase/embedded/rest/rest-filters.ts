/**
 * PostgREST's horizontal filters, read with PostgREST 13's grammar (ApiRequest/QueryParams.hs)
 * and written as its SQL (Query/SqlFragment.hs): `col=[not.]op.value` with op one of eq, neq,
 * gt, gte, lt, lte, like, ilike, in, is and cs, and the logic trees `or=(…)`, `and=(…)`,
 * `not.or=(…)`, `not.and=(…)` with groups nested inside. Every value is a bind parameter of
 * unknown type, as PostgREST sends it, so Postgres itself converts it to the column's type and
 * reports what does not fit (22P02, or 42883 for an operator the column's type lacks). Columns are
 * quoted and qualified with the table, so an unknown one is Postgres's own 42703. Operators
 * PostgREST has and this subset lacks are refused by name; anything else is PostgREST's parse
 * error (PGRST100, with the position).
 */

export type Operator =
  'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is' | 'cs';

export interface Condition {
  column: string;
  operator: Operator;
  negated: boolean;
  /** The value as text (`in`: one text per item; `is`: null, not_null, true, false, unknown). */
  value: string | string[];
}

/** A logic group: its children joined by and/or, negated as a whole with not. */
export interface Group {
  logic: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

/** The top-level filters are ANDed together. */
export type Filter = Condition | Group;

export const isGroup = (filter: Filter): filter is Group => 'logic' in filter;

export class FilterError extends Error {
  constructor(
    message: string,
    /**
     * 'syntax' for what PostgREST rejects too (with `details`); 'unsupported' for what only this
     * layer lacks; 'too-costly' for what exceeds filterLimits (rest-filter-limits.ts).
     */
    readonly kind: 'syntax' | 'unsupported' | 'too-costly',
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

/** The operators of the subset (README.md lists the same, checked by rest-subset.test.ts). */
export const supportedOperators: readonly Operator[] = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
];

/** PostgREST's operators this subset refuses, by name (everything else is a parse error). */
export const unsupportedOperators = [
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'match',
  'imatch',
];
/** Tried longest first where one name starts another, as PostgREST's parser does. */
const operators: Operator[] = ['neq', 'cs', 'eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike'];
const isValues = ['null', 'not_null', 'true', 'false', 'unknown'];

/** PostgREST's parse failure: `"failed to parse <what> (<input>)" (line 1, column N)`. */
function parseError(what: string, input: string, column: number, details: string): FilterError {
  return new FilterError(
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    'syntax',
    details,
  );
}

/** How parsec names the character at `index` of `text` in "unexpected …". */
const unexpected = (text: string, index: number) =>
  index >= text.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(text[index])}`;

/**
 * A reader over one parameter's text, keeping the position for error messages. `what` and
 * `input` name the parameter as PostgREST's messages do.
 */
class Reader {
  index = 0;
  constructor(
    readonly text: string,
    readonly what: string,
    readonly input: string = text,
  ) {}

  get rest() {
    return this.text.slice(this.index);
  }

  eat(prefix: string): boolean {
    if (!this.text.startsWith(prefix, this.index)) return false;
    this.index += prefix.length;
    return true;
  }

  skipSpaces() {
    while (this.text[this.index] === ' ' || this.text[this.index] === '\t') this.index += 1;
  }

  fail(details: string, at = this.index): FilterError {
    return parseError(this.what, this.input, at + 1, details);
  }
}

/** A double-quoted value: backslash escapes any character; null if `reader` is not at one. */
function readQuoted(reader: Reader): string | null {
  if (reader.text[reader.index] !== '"') return null;
  let index = reader.index + 1;
  let value = '';
  while (index < reader.text.length && reader.text[index] !== '"') {
    if (reader.text[index] === '\\' && index + 1 < reader.text.length) index += 1;
    value += reader.text[index];
    index += 1;
  }
  if (index >= reader.text.length) return null;
  reader.index = index + 1;
  return value;
}

/**
 * A field name as PostgREST's pFieldName reads it: "quoted" (backslash escapes any character),
 * or the identifier text, trimmed.
 */
export function fieldName(raw: string): string {
  const text = raw.trim();
  const reader = new Reader(text, 'field name');
  const quoted = readQuoted(reader);
  return quoted !== null && reader.index === text.length ? quoted : text;
}

/** Characters up to (not including) the first of `stops`. */
function readUntil(reader: Reader, stops: string): string {
  const start = reader.index;
  while (reader.index < reader.text.length && !stops.includes(reader.text[reader.index]!)) {
    reader.index += 1;
  }
  return reader.text.slice(start, reader.index);
}

/** A value inside a list or a logic group: quoted (when followed by , or )) or up to , or ). */
function readElement(reader: Reader, allowArray: boolean): string {
  const start = reader.index;
  const quoted = readQuoted(reader);
  if (quoted !== null) {
    const next = reader.text[reader.index];
    if (next === undefined || next === ',' || next === ')') return quoted;
    reader.index = start;
  }
  if (allowArray && reader.text[reader.index] === '{') {
    const close = reader.text.indexOf('}', reader.index);
    const inner = reader.text.slice(reader.index + 1, close);
    if (close !== -1 && !inner.includes('{')) {
      reader.index = close + 1;
      return `{${inner}}`;
    }
  }
  return readUntil(reader, ',)');
}

/** `(a,b,"c,d")`: PostgREST's pListVal. An empty list is one empty item, as there. */
function readList(reader: Reader): string[] {
  reader.skipSpaces();
  if (!reader.eat('(')) throw reader.fail(`${unexpected(reader.text, reader.index)} expecting "("`);
  reader.skipSpaces();
  const items = [readElement(reader, false)];
  while (reader.eat(',')) items.push(readElement(reader, false));
  reader.skipSpaces();
  if (!reader.eat(')')) {
    throw reader.fail(`${unexpected(reader.text, reader.index)} expecting "," or ")"`);
  }
  reader.skipSpaces();
  return items;
}

/**
 * `[not.]op.value` at `reader`: a top-level filter's value is everything left, as written
 * (PostgREST's pSingleVal); inside a logic group it is a logic value (pLogicSingleVal).
 */
function readOperation(reader: Reader, column: string, inLogicGroup: boolean): Condition {
  const negated = reader.eat('not.');
  const start = reader.index;
  const expecting = negated ? 'operator (eq, gt, ...)' : '"not" or operator (eq, gt, ...)';
  const value = () => (inLogicGroup ? readElement(reader, true) : readUntil(reader, ''));
  if (reader.eat('in.')) {
    return { column, operator: 'in', negated, value: readList(reader) };
  }
  if (reader.eat('is.')) {
    // Case-insensitive, as PostgREST's ciString; what follows the word is ignored there too.
    const chosen = isValues.find((word) => reader.rest.toLowerCase().startsWith(word));
    if (!chosen) {
      // Parsec reads the word a character at a time: the error is where the longest match stops.
      const lower = reader.rest.toLowerCase();
      const matched = Math.max(
        ...isValues.map((word) => {
          let length = 0;
          while (length < word.length && lower[length] === word[length]) length += 1;
          return length;
        }),
      );
      const at = reader.index + matched;
      throw reader.fail(
        `${unexpected(reader.text, at)} expecting isVal: (null, not_null, true, false, unknown)`,
        at,
      );
    }
    reader.index += chosen.length;
    return { column, operator: 'is', negated, value: chosen };
  }
  const name = /^[a-z]+(?:\((?:any|all)\)|\(\w+\))?/.exec(reader.rest)?.[0] ?? '';
  const bare = name.replace(/\(.*\)$/, '');
  if (
    unsupportedOperators.includes(bare) ||
    (name !== bare && operators.includes(bare as Operator))
  ) {
    if (reader.text[start + name.length] === '.') {
      throw new FilterError(
        `The operator "${name}" (in "${column}=${reader.input}"); the embedded backend has eq, neq, gt, gte, lt, lte, like, ilike, in, is and cs`,
        'unsupported',
      );
    }
  }
  const operator = operators.find((candidate) => reader.rest.startsWith(`${candidate}.`));
  if (!operator) {
    const known = operators.find((candidate) => reader.rest.startsWith(candidate));
    if (known) {
      throw reader.fail(
        `${unexpected(reader.text, start + known.length)} expecting delimiter (.)`,
        start + known.length,
      );
    }
    throw reader.fail(`${unexpected(reader.text, start)} expecting ${expecting}`, start);
  }
  reader.index += operator.length + 1;
  const raw = value();
  return {
    column,
    operator,
    negated,
    // PostgREST's * is LIKE's %; LIKE's own escapes (\%, \_) pass through.
    value: operator === 'like' || operator === 'ilike' ? raw.replace(/\*/g, '%') : raw,
  };
}

/** A top-level filter: `column=expression` (the value is taken as written, quotes and all). */
export function parseCondition(column: string, expression: string): Condition {
  const reader = new Reader(expression, 'filter');
  return readOperation(reader, column, false);
}

/** A column name inside a logic group: quoted, or identifier characters (spaces trimmed). */
function readFieldName(reader: Reader): string | null {
  reader.skipSpaces();
  const quoted = readQuoted(reader);
  if (quoted !== null) return quoted;
  const name = /^[\p{L}\p{N}_ $]+(?:-[\p{L}\p{N}_ $]+)*/u.exec(reader.rest)?.[0];
  if (!name) return null;
  reader.index += name.length;
  return name.trim();
}

function readLogicTree(reader: Reader): Filter {
  const start = reader.index;
  // A condition first (PostgREST tries pLogicFilter before a group).
  const column = readFieldName(reader);
  if (column !== null && reader.text[reader.index] === '.') {
    const afterDot = reader.index + 1;
    const looksLikeGroup = /^(not\.)?(and|or)\s*\(/.test(reader.text.slice(start).trimStart());
    if (!looksLikeGroup) {
      if (reader.text.startsWith('->', reader.index)) {
        throw new FilterError(`JSON paths ("${column}->…") in a logic group`, 'unsupported');
      }
      reader.index = afterDot;
      return readOperation(reader, column, true);
    }
  }
  reader.index = start;
  reader.skipSpaces();
  const negated = reader.eat('not.');
  const logic = reader.eat('and') ? 'and' : reader.eat('or') ? 'or' : undefined;
  if (!logic) {
    throw reader.fail(
      `${unexpected(reader.text, reader.index)} expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)`,
    );
  }
  reader.skipSpaces();
  if (!reader.eat('(')) throw reader.fail(`${unexpected(reader.text, reader.index)} expecting "("`);
  reader.skipSpaces();
  const children = [readLogicTree(reader)];
  for (;;) {
    reader.skipSpaces();
    if (!reader.eat(',')) break;
    reader.skipSpaces();
    children.push(readLogicTree(reader));
  }
  reader.skipSpaces();
  if (!reader.eat(')')) {
    throw reader.fail(`${unexpected(reader.text, reader.index)} expecting "," or ")"`);
  }
  reader.skipSpaces();
  return { logic, negated, children };
}

/**
 * A logic parameter: `key` is or, and, not.or or not.and, `raw` its value `(…)`. PostgREST parses
 * the key's operator and the value as one text, and ignores what follows the closing parenthesis.
 */
export function parseLogicTree(key: string, raw: string): Group {
  // Positions count from the start of key + value, as PostgREST's messages give them.
  const reader = new Reader(`${key}${raw}`, 'logic tree', raw);
  const tree = readLogicTree(reader);
  if (!isGroup(tree)) throw reader.fail('expecting logic operator (and, or)', 0);
  return tree;
}

/**
 * SQL for the filters, ANDed, with parameters numbered from `firstParameter`; `field(column)` is
 * the column qualified with its table and quoted.
 */
export function filterSql(
  filters: readonly Filter[],
  firstParameter: number,
  field: (column: string) => string,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${firstParameter + params.push(value) - 1}`;
  const condition = ({ column, operator, value, negated }: Condition): string => {
    const name = field(column);
    const sql = (() => {
      switch (operator) {
        case 'in': {
          const items = value as string[];
          if (items.length === 1 && items[0] === '') return `${name} = any('{}')`;
          return `${name} = any(${bind(arrayLiteral(items))})`;
        }
        case 'is':
          return `${name} is ${(value as string).replace('_', ' ')}`;
        default:
          return `${name} ${sqlOperators[operator]} ${bind(value)}`;
      }
    })();
    return negated ? `not ${sql}` : sql;
  };
  const render = (filter: Filter): string =>
    isGroup(filter)
      ? `${filter.negated ? 'not ' : ''}(${filter.children.map(render).join(` ${filter.logic} `)})`
      : condition(filter);
  const parts = filters.map(render);
  return { sql: parts.length ? ` where ${parts.join(' and ')}` : '', params };
}

const sqlOperators: Record<Exclude<Operator, 'in' | 'is'>, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  cs: '@>',
};

/** A Postgres array literal of the items, each quoted and escaped (PostgREST's pgBuildArrayLiteral). */
export function arrayLiteral(items: readonly string[]): string {
  // NUL cannot be in a Postgres text; PostgREST drops it too.
  const escaped = (item: string) =>
    item.split('\u0000').join('').replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  return `{${items.map((item) => `"${escaped(item)}"`).join(',')}}`;
}

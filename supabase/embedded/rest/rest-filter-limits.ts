/**
 * The embedded backend's bounds on what one request's filters may make the database do, checked
 * on the parsed filters (rest-filters.ts) before any SQL is built.
 */
import { FilterError, isGroup, type Condition, type Filter } from './rest-filters';

/**
 * What one request's filters may cost, the same for every caller. PGlite runs one statement at a
 * time, so a request that makes Postgres work for seconds (a LIKE pattern of thousands of
 * wildcards, dozens of alternatives over a whole view) delays everyone; these bounds refuse it
 * before it reaches the database. They are this backend's one deliberate difference from
 * PostgREST (stricter, so what passes here passes in production). The app's own queries stay far
 * inside them: a search is cut to 100 characters and becomes one pattern with two `%`, and the
 * widest or-group has three terms.
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
  /** Conditions in one logic group (or=(…), and=(…) or a group nested in one). */
  orTerms: 6,
  /** Conditions in a request, counting each condition of every group. */
  conditions: 16,
  /** Groups nested inside groups. */
  depth: 3,
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

/** The items of a Postgres array literal `{a,"b,c"}`, for counting and measuring only. */
function arrayItems(literal: string): string[] {
  const inner = literal.startsWith('{') && literal.endsWith('}') ? literal.slice(1, -1) : literal;
  return inner === '' ? [] : inner.split(',');
}

function checkCondition({ column, operator, value }: Condition): void {
  const items = Array.isArray(value) ? value : operator === 'cs' ? arrayItems(value) : [value];
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
  if (operator === 'ilike' || operator === 'like') {
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
  const visit = (filter: Filter, depth: number) => {
    if (!isGroup(filter)) {
      conditions += 1;
      checkCondition(filter);
      return;
    }
    if (depth > filterLimits.depth) {
      throw new FilterError(
        `The logic groups nest ${depth} deep; at most ${filterLimits.depth} are allowed`,
        'too-costly',
      );
    }
    if (filter.children.length > filterLimits.orTerms) {
      throw new FilterError(
        `The ${filter.logic}=(...) group has ${filter.children.length} conditions; at most ${filterLimits.orTerms} are allowed`,
        'too-costly',
      );
    }
    for (const child of filter.children) visit(child, depth + 1);
  };
  for (const filter of filters) visit(filter, 1);
  if (conditions > filterLimits.conditions) {
    throw new FilterError(
      `The request has ${conditions} filter conditions; at most ${filterLimits.conditions} are allowed`,
      'too-costly',
    );
  }
}

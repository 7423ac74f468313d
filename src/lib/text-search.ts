/**
 * Turning what a visitor types into PostgREST filters. The one place that escapes search text:
 * LIKE's wildcards (% and _) and its escape character are made literal, and PostgREST's own
 * wildcard `*` (it reads * as %) becomes a one-character wildcard, the closest literal-ish match
 * PostgREST allows. Values inside an `or=(...)` group are double-quoted, so commas, dots and
 * parentheses in the text cannot end the condition early.
 */

/** Trims; an empty result means "no search". Very long input is cut (a URL has limits). */
export function normalizeSearch(text: string | null | undefined, maxLength = 100): string {
  return (text ?? '').trim().slice(0, maxLength);
}

/**
 * How many `*` become one-character wildcards; any further ones are dropped. A LIKE pattern with
 * more `_` is refused by the API's cost limits (16 in the embedded backend), and nobody searches
 * for seventeen asterisks.
 */
const maxSingleWildcards = 16;

function escapeLike(text: string): string {
  let stars = 0;
  return text.replace(/[\\%_*]/g, (character) => {
    if (character !== '*') return `\\${character}`;
    stars += 1;
    return stars <= maxSingleWildcards ? '_' : '';
  });
}

/** For `.ilike(column, …)`: matches values that contain `text`, case-insensitively. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** For `.or(…)`: any of `columns` contains `text`, case-insensitively. */
export function anyColumnContains(columns: readonly string[], text: string): string {
  const quoted = `"*${escapeLike(text).replace(/["\\]/g, (character) => `\\${character}`)}*"`;
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',');
}

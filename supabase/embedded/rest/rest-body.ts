/**
 * The JSON body of a /rest/v1 write, read the way PostgREST 13 reads it: bounded nesting, its
 * error for JSON it cannot read, and the rows and columns of the payload.
 */
import { jsonTooDeep, maxJsonDepth } from '../http/json-body';
import { restError } from './rest-errors';
import { columnNotFound, type Plan } from './rest-request';

/** The body PostgREST answers for JSON it cannot read (v13 gives no parser details). */
const invalidJson = () => restError(400, 'PGRST102', 'Empty or invalid json');

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
  } catch {
    throw invalidJson();
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload's rows and columns, as PostgREST's payloadAttributes: an object is one row; an
 * array must hold objects with the same keys; anything else counts as an empty array. Columns
 * come from ?columns= when given, else from the keys, and must exist (PGRST204).
 */
export function payloadColumns(
  plan: Plan,
  payload: unknown,
): { columns: string[]; rows: Record<string, unknown>[] } {
  let rows: Record<string, unknown>[];
  if (isObject(payload)) rows = [payload];
  else if (Array.isArray(payload)) {
    const [head] = payload;
    if (head !== undefined) {
      const keys = isObject(head) ? Object.keys(head).sort().join('\u0000') : undefined;
      const uniform =
        keys !== undefined &&
        payload.every((row) => isObject(row) && Object.keys(row).sort().join('\u0000') === keys);
      if (!uniform && !plan.insertColumns)
        throw restError(400, 'PGRST102', 'All object keys must match');
      if (!payload.every(isObject)) throw restError(400, 'PGRST102', 'All object keys must match');
    }
    rows = payload as Record<string, unknown>[];
  } else rows = [];
  const columns = plan.insertColumns ?? Object.keys(rows[0] ?? {});
  for (const column of columns) {
    if (!plan.columns.includes(column)) throw columnNotFound(plan.table, column);
  }
  return { columns, rows };
}

/**
 * The second step of a /rest/v1 request: the table's shape, the plan of its query string and
 * Range, and its Accept and Prefer headers (rest-request.ts and rest-headers.ts read them).
 */
import type { IncomingMessage } from 'node:http';
import { closestName } from './closest-name';
import type { TableColumns, TableShape } from './rest-context';
import { notSupported, RestError } from './rest-errors';
import {
  checkPreferences,
  parseAccept,
  parsePrefer,
  type Preferences,
  type Shape,
} from './rest-headers';
import type { RestTarget } from './rest-identify';
import { applyRangeHeader, parseQuery, type Plan } from './rest-request';

export type Returning = 'minimal' | 'representation' | 'headers-only';

/** A request as the later steps need it: what to run, and how to answer. */
export interface RestRequest {
  method: string;
  /** GET or HEAD: one read-only statement, answered with its rows. */
  reads: boolean;
  shape: TableShape;
  plan: Plan;
  preferences: Preferences;
  accepted: Shape;
  returning: Returning;
  /** Prefer: count=exact. */
  counted: boolean;
  url: URL;
  profile: string | string[] | undefined;
}

/** Turns the URL and headers into the request's plan; refuses what PostgREST refuses. */
export function parseRequest(
  tables: TableColumns,
  target: RestTarget,
  url: URL,
  req: IncomingMessage,
): RestRequest {
  const { table, method, profile } = target;
  const shape = tableShape(tables, table);
  const plan = parseQuery(table, shape.columns, url.searchParams, method);
  const reads = method === 'GET' || method === 'HEAD';
  if (reads) applyRangeHeader(plan, req.headers.range, method);
  const preferences = parsePrefer([req.headers.prefer ?? []].flat());
  checkPreferences(preferences, method);
  if (method === 'POST' && preferences.return === 'headers-only' && shape.primaryKey.length === 0) {
    throw notSupported('return=headers-only on a relation without a primary key');
  }
  const accepted = parseAccept(req.headers.accept);
  const returning = reads ? 'representation' : (preferences.return ?? 'minimal');
  const counted = preferences.count === 'exact';
  return { method, reads, shape, plan, preferences, accepted, returning, counted, url, profile };
}

/** The table's shape, or PostgREST's 404 suggesting the closest name. */
function tableShape(tables: TableColumns, table: string): TableShape {
  const shape = tables.get(table);
  if (shape) return shape;
  const similar = closestName(table, [...tables.keys()]);
  throw new RestError(404, {
    code: 'PGRST205',
    details: null,
    hint: similar ? `Perhaps you meant the table 'public.${similar}'` : null,
    message: `Could not find the table 'public.${table}' in the schema cache`,
  });
}

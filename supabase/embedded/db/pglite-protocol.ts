/** Messages between the server and the PGlite worker (pglite-worker.ts, database.ts). */

/** The first message a worker gets: open the directory (it has loaded PGlite already). */
export interface OpenRequest {
  kind: 'open';
  dataDir: string;
  channels: string[];
}

export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params?: unknown[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'close' };

export type WorkerResponse =
  | { kind: 'loaded' }
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { kind: 'notification'; channel: string; payload: string }
  | { id: number; ok: true; rows: Record<string, unknown>[]; rowCount: number }
  | { id: number; ok: false; error: SerializedError };

/** A Postgres error's fields, which the HTTP layer reports (code, detail, hint, ...). */
export interface SerializedError {
  message: string;
  [field: string]: unknown;
}

const fields = [
  'name',
  'message',
  'stack',
  'code',
  'detail',
  'hint',
  'severity',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'constraint',
] as const;

/** An error as plain data: structured clone would drop a DatabaseError's own fields. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) data[field] = value;
  }
  return { ...data, message: error.message };
}

/** The error again, on the server's side, with the same fields. */
export function deserializeError(data: SerializedError): Error {
  const error = new Error(data.message);
  Object.assign(error, data);
  return error;
}

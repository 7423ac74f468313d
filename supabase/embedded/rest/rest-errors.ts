/** PostgREST's error answers: the body shape, and how a Postgres error maps to a status. */

export interface ErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** An answer decided before or instead of the statement: status plus PostgREST's error body. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const restError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
) => new RestError(status, { code, details, hint: null, message });

export const notSupported = (what: string) =>
  restError(400, 'PGRST100', `${what} is not supported by the embedded backend`);

/** The single-object check: PostgREST's 406 when there is not exactly one row. */
export class NotOneRow extends RestError {
  constructor(rows: number) {
    super(406, {
      code: 'PGRST116',
      details: `The result contains ${rows} rows`,
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  }
}

/** Maps a Postgres error to PostgREST's status (see the wire contract). */
export function fromPostgresError(
  error: { code: string; message: string; detail?: string | null; hint?: string | null },
  role: string,
): RestError {
  const status = postgresErrorStatus(error.code, error.message, role !== 'anon');
  const internal = internalMessages[error.code.slice(0, 2)];
  return new RestError(status, {
    code: error.code,
    // PGlite leaves absent fields undefined; PostgREST always sends null.
    details: internal ? null : (error.detail ?? null),
    hint: internal ? null : (error.hint ?? null),
    message: internal ?? error.message,
  });
}

/**
 * Errors whose Postgres text names the server's files (`could not extend file "base/5/…": No
 * space left on device`) or its memory: the client learns what happened, not where.
 */
const internalMessages: Record<string, string> = {
  '53': 'The database is out of resources (disk or memory) and could not complete the request',
  '58': 'The database could not read or write its files and could not complete the request',
  XX: 'The database hit an internal error and could not complete the request',
};

/** PostgREST 13's HTTP status for a Postgres error (Error.hs, pgErrorStatus). */
export function postgresErrorStatus(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42501') return authenticated ? 403 : 401;
  if (exact[code] !== undefined) return exact[code];
  const prefixes: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  return prefixes.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

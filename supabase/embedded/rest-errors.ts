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
  const status =
    error.code === '42501'
      ? role === 'anon'
        ? 401
        : 403
      : error.code === '23505' || error.code === '23503'
        ? 409
        : error.code === '42P01'
          ? 404
          : error.code === '25006'
            ? 405
            : /^(53|57|58|XX)/.test(error.code)
              ? 500
              : 400;
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

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
  return new RestError(status, {
    code: error.code,
    // PGlite leaves absent fields undefined; PostgREST always sends null.
    details: error.detail ?? null,
    hint: error.hint ?? null,
    message: error.message,
  });
}

/**
 * The last step of a /rest/v1 request: PostgREST's answer, or its error (Response.hs and
 * Error.hs): status, Content-Range, the headers it sends, the body.
 */
import type { ServerResponse } from 'node:http';
import { isPostgresError } from '../db/database';
import { QueueAbandoned, QueueWaitExceeded } from '../db/fair-queue';
import { sendEmpty, sendJson } from '../http/http';
import { fromPostgresError, RestError } from './rest-errors';
import { appliedPreferences, objectMediaType } from './rest-headers';
import type { RestRequest } from './rest-parse';
import { canonicalQuery, contentRange, readRange } from './rest-request';
import type { Answer } from './rest-statement';

/** PostgREST's answer (Response.hs): status, Content-Range, the headers it sends, the body. */
export function respond(res: ServerResponse, request: RestRequest, answer: Answer): void {
  const { method, reads, plan, accepted, returning, counted, url, preferences } = request;
  const headers: Record<string, string> = {};
  let status: number;
  if (reads) {
    const read = readRange(plan, answer);
    status = read.status;
    headers['Content-Range'] = read.range;
    const query = canonicalQuery(url.searchParams);
    headers['Content-Location'] = `/${plan.table}${query ? `?${query}` : ''}`;
  } else if (method === 'PATCH') {
    headers['Content-Range'] = contentRange(0, answer.n - 1, counted ? answer.n : undefined);
    status = returning === 'representation' ? 200 : 204;
  } else {
    headers['Content-Range'] = contentRange(1, 0, counted ? answer.n : undefined);
    status = method === 'POST' ? 201 : returning === 'representation' ? 200 : 204;
  }
  if (method === 'POST' && returning === 'headers-only' && answer.key) {
    headers.Location = `/${plan.table}?${Object.entries(answer.key)
      .map(
        ([column, value]) =>
          `${encodeURIComponent(column)}=${value === null ? 'is.null' : `eq.${encodeURIComponent(String(value))}`}`,
      )
      .join('&')}`;
  }
  const applied = appliedPreferences(preferences, method);
  if (applied) headers['Preference-Applied'] = applied;
  if (request.profile !== undefined) headers['Content-Profile'] = 'public';
  if (returning !== 'representation') {
    // PostgREST gives a created answer its (empty) length; 204 has none.
    sendEmpty(res, status, status === 204 ? headers : { ...headers, 'Content-Length': '0' });
    return;
  }
  if (accepted === 'object') {
    sendJson(res, status, answer.one ?? 'null', {
      ...headers,
      'Content-Type': `${objectMediaType}; charset=utf-8`,
    });
    return;
  }
  sendJson(res, status, answer.body, headers);
}

/**
 * Answers a failed request as PostgREST would; `role` is the caller's, for Postgres's errors.
 * Rethrows what is neither PostgREST's nor Postgres's error.
 */
export function answerFailure(res: ServerResponse, error: unknown, role: string): void {
  if (res.headersSent || error instanceof QueueAbandoned) {
    res.destroy();
    return;
  }
  if (error instanceof QueueWaitExceeded) {
    // It waited its whole budget for a turn: refused without running, with when to come back.
    sendJson(
      res,
      503,
      {
        code: 'PGRST003',
        details: `Waited ${error.waitedMs} ms for a turn at the database`,
        hint: 'Retry after a second',
        message: 'Timed out acquiring connection from connection pool.',
      },
      { 'Retry-After': '1', 'Proxy-Status': 'PostgREST; error=PGRST003' },
    );
    return;
  }
  const failure =
    error instanceof RestError
      ? error
      : isPostgresError(error)
        ? fromPostgresError(error, role)
        : undefined;
  if (!failure) throw error;
  sendJson(res, failure.status, failure.body, {
    // PostgREST names its error code for proxies, and asks for a token on a 401.
    'Proxy-Status': `PostgREST; error=${failure.body.code}`,
    ...(failure.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}),
    ...failure.headers,
  });
}

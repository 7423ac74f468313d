/**
 * The part of Supabase Auth's HTTP API that supabase-js's auth client uses for an e-mail and
 * password session, answered by the local identity (local-auth.ts):
 *
 *   POST /auth/v1/token?grant_type=password        { email, password }   → session
 *   POST /auth/v1/token?grant_type=refresh_token   { refresh_token }     → session
 *   POST /auth/v1/logout?scope=global|local|others  Bearer access token  → 204
 *   GET  /auth/v1/user                              Bearer access token  → user
 *
 * Errors use Auth's 2024-01-01 shape, `{ code, message }` with the API version header, so
 * supabase-js raises an AuthApiError carrying the code (invalid_credentials,
 * over_request_rate_limit, refresh_token_not_found…). Rate limits, hashing and refresh-token
 * reuse detection stay here, on the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../http/client-address';
import { mediaType, readBody, sendEmpty, sendJson } from '../http/http';
import { jsonTooDeep } from '../http/json-body';
import {
  InvalidTokenError,
  maxEmailLength,
  SessionEndedError,
  type LocalAuth,
  type SignOutScope,
} from './local-auth';
import { embeddedAnonKey } from './request-identity';

/** How long a sign-in, refresh or sign-out body may take to arrive. */
export const authBodyDeadlineMs = 5_000;

/** supabase-js reads `code` as the error code only from responses of this API version on. */
const apiVersionHeader = { 'X-Supabase-Api-Version': '2024-01-01' };

function sendAuthError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { code, message }, { ...apiVersionHeader, ...headers });
}

function sendAuthJson(res: ServerResponse, body: unknown): void {
  sendJson(res, 200, body, { ...apiVersionHeader, 'Cache-Control': 'no-store' });
}

async function readJsonObject(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<Record<string, unknown> | undefined> {
  // A sign-in's body is a few hundred bytes: one that has not come in seconds never will.
  const body = await readBody(req, 16 * 1024, { deadlineMs: authBodyDeadlineMs });
  if (mediaType(req.headers['content-type']) !== 'application/json') {
    sendAuthError(res, 415, 'bad_json', 'Content-Type must be application/json');
    return undefined;
  }
  if (!body.ok) {
    sendAuthError(res, 413, 'request_too_large', 'The request body is over 16 KB');
    return undefined;
  }
  try {
    const text = body.body.toString('utf8');
    const value: unknown = jsonTooDeep(text) ? undefined : JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Reported below, like any other body that is not a JSON object.
  }
  sendAuthError(res, 400, 'bad_json', 'The body must be a JSON object');
  return undefined;
}

async function passwordGrant(
  auth: LocalAuth,
  body: Record<string, unknown>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { email, password } = body;
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password) {
    sendAuthError(
      res,
      400,
      'validation_failed',
      'You must provide either an email or phone number and a password',
    );
    return;
  }
  // Postgres text cannot hold NUL (it answered 500); no address has control characters.
  // eslint-disable-next-line no-control-regex -- the point of the check is control characters
  if (/[\u0000-\u001f\u007f]/.test(email)) {
    sendAuthError(res, 400, 'validation_failed', 'The e-mail address contains control characters');
    return;
  }
  if (email.trim().length > maxEmailLength) {
    sendAuthError(
      res,
      400,
      'validation_failed',
      `The e-mail address is longer than ${maxEmailLength} characters`,
    );
    return;
  }
  // A client that leaves while its check waits has its check dropped (passwords.ts).
  const left = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) left.abort();
  });
  const result = await auth.signIn(email, password, clientAddress(req), left.signal);
  if (result === 'busy') {
    sendAuthError(
      res,
      429,
      'over_request_rate_limit',
      'Too many sign-ins are being checked right now. Try again in a moment.',
      { 'Retry-After': '1' },
    );
  } else if (typeof result === 'object' && 'limited' in result) {
    sendAuthError(
      res,
      429,
      'over_request_rate_limit',
      result.limited === 'address'
        ? `Too many failed sign-in attempts from this address. Try again in ${result.retryAfterSeconds} seconds.`
        : `Too many failed sign-in attempts for this e-mail. Try again in ${result.retryAfterSeconds} seconds.`,
      { 'Retry-After': String(result.retryAfterSeconds) },
    );
  } else if (result === 'invalid_credentials') {
    sendAuthError(res, 400, 'invalid_credentials', 'Invalid login credentials');
  } else sendAuthJson(res, result);
}

async function refreshGrant(
  auth: LocalAuth,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const refreshToken = body.refresh_token;
  if (typeof refreshToken !== 'string' || !refreshToken) {
    sendAuthError(res, 400, 'validation_failed', 'refresh_token is required');
    return;
  }
  const session = await auth.refresh(refreshToken);
  if (session) sendAuthJson(res, session);
  else {
    // Unknown, expired, signed out or replayed: Auth answers all of them alike.
    sendAuthError(
      res,
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
}

/** The verified claims of the request's bearer token, or undefined once refused (answered). */
async function requireUserToken(auth: LocalAuth, req: IncomingMessage, res: ServerResponse) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  const token = match?.[1];
  if (!token || token === embeddedAnonKey) {
    sendAuthError(res, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    return undefined;
  }
  try {
    return await auth.verifyAccessToken(token);
  } catch (error) {
    if (error instanceof SessionEndedError) {
      sendAuthError(
        res,
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    } else if (error instanceof InvalidTokenError) {
      sendAuthError(res, 401, 'bad_jwt', `invalid JWT: ${error.message}`);
    } else throw error;
    return undefined;
  }
}

const scopes: readonly SignOutScope[] = ['global', 'local', 'others'];
const routes: Record<string, 'GET' | 'POST'> = { token: 'POST', logout: 'POST', user: 'GET' };

/** Answers /auth/v1/*; `route` is the part after /auth/v1/. */
export async function handleAuth(
  auth: LocalAuth,
  route: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = routes[route];
  if (!method) {
    sendAuthError(
      res,
      404,
      'not_found',
      `The embedded backend has no /auth/v1/${route}; it answers /auth/v1/token (password and refresh_token grants), /auth/v1/logout and /auth/v1/user`,
    );
    return;
  }
  if (req.method !== method) {
    sendAuthError(res, 405, 'method_not_allowed', `Use ${method}`, { Allow: method });
    return;
  }

  if (route === 'user') {
    const claims = await requireUserToken(auth, req, res);
    if (!claims) return;
    const user = await auth.getUser(claims);
    if (user) sendAuthJson(res, user);
    else sendAuthError(res, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return;
  }

  if (route === 'logout') {
    const scope = (url.searchParams.get('scope') ?? 'global') as SignOutScope;
    if (!scopes.includes(scope)) {
      sendAuthError(res, 400, 'validation_failed', 'scope must be one of global, local, others');
      return;
    }
    const claims = await requireUserToken(auth, req, res);
    if (!claims) return;
    await auth.signOut(claims, scope);
    sendEmpty(res, 204, apiVersionHeader);
    return;
  }

  const grant = url.searchParams.get('grant_type');
  if (grant !== 'password' && grant !== 'refresh_token') {
    sendAuthError(
      res,
      400,
      'unsupported_grant_type',
      'grant_type must be password or refresh_token here',
    );
    return;
  }
  const body = await readJsonObject(req, res);
  if (!body) return;
  if (grant === 'password') await passwordGrant(auth, body, req, res);
  else await refreshGrant(auth, body, res);
}

/**
 * Sessions and their tokens for local identity (local-auth.ts): HS256 access tokens (jose) tied
 * to a live session, the derived successor of a rotated refresh token, and ending a session.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { DbAdapter, Queryable } from '../db/database';
import type { createFailureLimiter, createKnownNetworks } from './sign-in-limits';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 7 * 24 * 60 * 60;
/**
 * A session ends this long after its sign-in however often it is refreshed: a stolen refresh
 * token cannot be rolled over forever.
 */
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;
/** `iss` of every access token: tokens of another issuer with the same secret are refused. */
export const tokenIssuer = 'demoly-embedded';

export interface LocalUser {
  id: string;
  email: string;
}

/** A user as Supabase Auth describes one (the fields supabase-js's User type requires). */
export interface AuthUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  app_metadata: { provider: 'email'; providers: ['email'] };
  user_metadata: Record<string, never>;
  is_anonymous: false;
  created_at: string;
}

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  /** Unix seconds. */
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

export interface UserRow extends LocalUser {
  created_at: string;
}

/** A session's id and its absolute end (Unix seconds). */
export interface SessionEnd {
  id: string;
  endsAt: number;
}

/** What one local auth keeps between requests (one per data directory, so one per process). */
export interface AuthState {
  db: DbAdapter;
  secret: Uint8Array;
  failures: ReturnType<typeof createFailureLimiter>;
  /** The networks each account signed in from lately: their sign-ins go first. */
  knownNetworks: ReturnType<typeof createKnownNetworks>;
  /**
   * Sessions known to be live, so most requests skip a database turn. Only this process ends
   * sessions (one process per data directory), and endSession() evicts here first; an access
   * token never outlives its session's absolute end (its exp is capped), so expiry needs no
   * lookup. After a restart the first request of each session asks the database again.
   */
  liveSessions: Set<string>;
  /** Ended inside a transaction: forgotten again after it, in case a check cached it meanwhile. */
  ended: string[];
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    is_anonymous: false,
    created_at: row.created_at,
  };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * A token PostgREST would refuse, with its code and words (Error.hs): PGRST301 for one that
 * cannot be decoded or verified, PGRST303 for claims that do not hold.
 */
export class InvalidTokenError extends Error {
  constructor(
    message: string,
    readonly code: 'PGRST301' | 'PGRST303' = 'PGRST301',
    /** jose's own words for the refusal, which Supabase Storage passes on instead of PostgREST's. */
    readonly joseMessage?: string,
  ) {
    super(message);
  }
}

/** A well-signed token whose session was signed out or has ended (Auth: session_not_found). */
export class SessionEndedError extends InvalidTokenError {}

/**
 * The token that replaces `parent` when it is rotated: derived (HMAC with the directory's
 * secret), not random, so a second use of `parent` inside the reuse window can be answered
 * with the SAME successor without storing any token in clear. One parent, one child: reuse
 * cannot mint an unbounded number of live tokens.
 */
export const successorOf = (state: AuthState, parent: string) =>
  createHmac('sha256', state.secret).update(`refresh-rotation:${parent}`).digest('base64url');

/** A session answer: a fresh access token for `session`, beside its refresh token. */
export async function issueSession(
  state: AuthState,
  user: UserRow,
  session: SessionEnd,
  refreshToken: string = randomBytes(32).toString('base64url'),
): Promise<Session> {
  const now = Math.floor(Date.now() / 1000);
  // Never beyond the session's absolute end.
  const expiresAt = Math.min(now + accessTokenSeconds, session.endsAt);
  // session_id (Supabase Auth's claim) ties the token to its session: sign-out ends the
  // session, and every request checks it.
  const accessToken = await new SignJWT({
    role: 'authenticated',
    email: user.email,
    session_id: session.id,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(tokenIssuer)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(state.secret);
  // The refresh token is opaque, not a JWT: sent as a bearer token it fails verification.
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresAt - now,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toAuthUser(user),
  };
}

/** Verifies an access token; throws InvalidTokenError with PostgREST's message. */
export async function verifyAccessToken(state: AuthState, token: string): Promise<JWTPayload> {
  const parts = token.split('.').length;
  if (parts !== 3) {
    // jose's words for it (jws_verify.js), as jwtVerify would refuse it.
    throw new InvalidTokenError(
      `Expected 3 parts in JWT; got ${parts}`,
      'PGRST301',
      'Invalid Compact JWS',
    );
  }
  try {
    const { payload } = await jwtVerify(token, state.secret, {
      algorithms: ['HS256'],
      audience: 'authenticated',
      issuer: tokenIssuer,
      requiredClaims: ['exp', 'sub', 'role', 'session_id', 'jti'],
    });
    await assertSessionLive(state, payload);
    return payload;
  } catch (error) {
    throw invalidTokenOf(error);
  }
}

/** PostgREST's words for why jose refused a token. */
function invalidTokenOf(error: unknown): InvalidTokenError {
  if (error instanceof InvalidTokenError) return error;
  const refusal = postgrestRefusal(error);
  return new InvalidTokenError(
    refusal.message,
    refusal.code,
    error instanceof joseErrors.JOSEError ? error.message : undefined,
  );
}

function postgrestRefusal(error: unknown): InvalidTokenError {
  if (error instanceof joseErrors.JWTExpired) {
    return new InvalidTokenError('JWT expired', 'PGRST303');
  }
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new InvalidTokenError('JWT not in audience', 'PGRST303');
    if (error.claim === 'nbf') return new InvalidTokenError('JWT not yet valid', 'PGRST303');
    if (error.claim === 'iat') return new InvalidTokenError('JWT issued at future', 'PGRST303');
    // iss and the claims this backend requires (PostgREST checks neither).
    return new InvalidTokenError('Parsing claims failed', 'PGRST303');
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) {
    return new InvalidTokenError('Wrong or unsupported encoding algorithm');
  }
  // A bad signature, or parts that are not base64 JSON.
  return new InvalidTokenError('JWT cryptographic operation failed');
}

/** A signed token is honoured only while its session lasts (not signed out, not expired). */
async function assertSessionLive(state: AuthState, claims: JWTPayload) {
  const { liveSessions } = state;
  const key = `${String(claims.session_id)} ${String(claims.sub)}`;
  if (liveSessions.has(key)) return;
  const { rows } = await state.db.query(
    `select 1 from local_auth.sessions where id = $1 and user_id = $2 and expires_at > now()`,
    [String(claims.session_id), String(claims.sub)],
  );
  if (rows.length === 0)
    throw new SessionEndedError('JWT session has ended (signed out)', 'PGRST303');
  if (liveSessions.size > 10_000) liveSessions.clear(); // bounded; misses only cost a query
  liveSessions.add(key);
}

function forgetSession(state: AuthState, sessionId: string) {
  for (const key of state.liveSessions) {
    if (key.startsWith(`${sessionId} `)) state.liveSessions.delete(key);
  }
}

/** Forgets, once their transaction is over, the sessions it ended. */
export function forgetEnded(state: AuthState) {
  for (const sessionId of state.ended.splice(0)) forgetSession(state, sessionId);
}

/** Deletes a session and every refresh token of it; its access tokens stop working at once. */
export async function endSession(state: AuthState, tx: Queryable, sessionId: string) {
  forgetSession(state, sessionId);
  state.ended.push(sessionId);
  await tx.query('delete from local_auth.refresh_tokens where session_id = $1', [sessionId]);
  await tx.query('delete from local_auth.sessions where id = $1', [sessionId]);
}

/**
 * Local identity for embedded mode, under /auth/v1/local/: e-mail + password sign-in, short-lived
 * HS256 access tokens (jose) and single-use refresh tokens. Production uses Clerk instead; the
 * tokens here carry the same claims Clerk's do for Supabase (sub, role: authenticated), so the
 * row-level security policies cannot tell the difference.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { DbAdapter } from './database';
import { mediaType, readBody, sendEmpty, sendJson } from './http';
import { decoyPasswordHash, verifyPassword } from './passwords';

export const accessTokenSeconds = 15 * 60;
const refreshTokenSeconds = 7 * 24 * 60 * 60;
const reuseWindowSeconds = 10;
const failureLimit = { attempts: 10, windowMs: 60_000 };

export interface LocalUser {
  id: string;
  email: string;
}

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  /** Unix seconds. */
  expires_at: number;
  refresh_token: string;
  user: LocalUser;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Reads this database's signing secret, creating it on first use (one per data directory). */
export async function loadSigningSecret(db: DbAdapter): Promise<Uint8Array> {
  const fresh = randomBytes(32).toString('base64url');
  await db.query(
    `insert into local_auth.settings (name, value) values ('jwt_secret', $1) on conflict (name) do nothing`,
    [fresh],
  );
  const { rows } = await db.query<{ value: string }>(
    `select value from local_auth.settings where name = 'jwt_secret'`,
  );
  return Buffer.from(rows[0]!.value, 'base64url');
}

export async function upsertLocalUser(
  db: Pick<DbAdapter, 'query'>,
  user: LocalUser & { passwordHash: string },
): Promise<void> {
  await db.query(
    `insert into local_auth.users (id, email, password_hash) values ($1, $2, $3)
     on conflict (id) do update set email = excluded.email, password_hash = excluded.password_hash`,
    [user.id, user.email.toLowerCase(), user.passwordHash],
  );
}

/** Why a bearer token was refused, in PostgREST's words. */
export class InvalidTokenError extends Error {}

export function createLocalAuth(db: DbAdapter, secret: Uint8Array) {
  const failures = new Map<string, { count: number; since: number }>();

  async function issueSession(user: LocalUser): Promise<Session> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + accessTokenSeconds;
    const accessToken = await new SignJWT({ role: 'authenticated', email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(secret);
    // Opaque, not a JWT: a refresh token sent as a bearer token fails verification.
    const refreshToken = randomBytes(32).toString('base64url');
    await db.query(
      `insert into local_auth.refresh_tokens (token_hash, user_id, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))`,
      [sha256(refreshToken), user.id, refreshTokenSeconds],
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user,
    };
  }

  function isRateLimited(email: string, now: number): boolean {
    const entry = failures.get(email);
    if (!entry || now - entry.since > failureLimit.windowMs) return false;
    return entry.count >= failureLimit.attempts;
  }

  function recordFailure(email: string, now: number) {
    const entry = failures.get(email);
    if (!entry || now - entry.since > failureLimit.windowMs) {
      // Bounded memory: forget stale entries before a flood of new addresses piles up.
      if (failures.size > 10_000) {
        for (const [key, value] of failures) {
          if (now - value.since > failureLimit.windowMs) failures.delete(key);
        }
      }
      failures.set(email, { count: 1, since: now });
    } else entry.count += 1;
  }

  return {
    /** Verifies an access token; throws InvalidTokenError with PostgREST's message. */
    async verifyAccessToken(token: string): Promise<JWTPayload> {
      const parts = token.split('.').length;
      if (parts !== 3) {
        throw new InvalidTokenError(
          `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})`,
        );
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          audience: 'authenticated',
          requiredClaims: ['exp', 'sub', 'role'],
        });
        return payload;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new InvalidTokenError('JWT expired');
        if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
          throw new InvalidTokenError('JWSError JWSInvalidSignature');
        }
        if (error instanceof joseErrors.JWTClaimValidationFailed) {
          throw new InvalidTokenError(`JWT claim validation failed: ${error.message}`);
        }
        throw new InvalidTokenError('JWT cannot be decoded');
      }
    },

    async signIn(
      email: string,
      password: string,
    ): Promise<Session | 'invalid_credentials' | 'rate_limited'> {
      const key = email.trim().toLowerCase();
      const now = Date.now();
      if (isRateLimited(key, now)) return 'rate_limited';
      const { rows } = await db.query<LocalUser & { password_hash: string }>(
        'select id, email, password_hash from local_auth.users where email = $1',
        [key],
      );
      const user = rows[0];
      const valid = await verifyPassword(
        password,
        user?.password_hash ?? (await decoyPasswordHash()),
      );
      if (!user || !valid) {
        recordFailure(key, now);
        return 'invalid_credentials';
      }
      failures.delete(key);
      await db.query(
        `delete from local_auth.refresh_tokens
         where expires_at < now() or used_at < now() - make_interval(secs => $1)`,
        [reuseWindowSeconds],
      );
      return issueSession({ id: user.id, email: user.email });
    },

    /**
     * Rotation: the presented token is marked used and a new pair is issued. A used token is
     * honoured for `reuseWindowSeconds` more (two tabs refreshing the same session at once both
     * succeed, as Supabase Auth's reuse interval allows), then refused.
     */
    async refresh(refreshToken: string): Promise<Session | null> {
      const { rows } = await db.query<LocalUser>(
        `with used as (
           update local_auth.refresh_tokens set used_at = coalesce(used_at, now())
           where token_hash = $1 and expires_at > now()
             and (used_at is null or used_at > now() - make_interval(secs => $2))
           returning user_id
         )
         select u.id, u.email from used join local_auth.users u on u.id = used.user_id`,
        [sha256(refreshToken), reuseWindowSeconds],
      );
      const user = rows[0];
      return user ? issueSession(user) : null;
    },

    async signOut(refreshToken: string): Promise<void> {
      await db.query('delete from local_auth.refresh_tokens where token_hash = $1', [
        sha256(refreshToken),
      ]);
    },
  };
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;

const invalidRequest = {
  error: 'invalid_request',
  message: 'You must provide either an email or phone number and a password',
};

async function readJsonObject(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(req, 16 * 1024);
  if (mediaType(req.headers['content-type']) !== 'application/json') {
    sendJson(res, 415, {
      error: 'invalid_request',
      message: 'Content-Type must be application/json',
    });
    return undefined;
  }
  if (!body.ok) {
    sendJson(res, 413, { error: 'request_too_large', message: 'The request body is over 16 KB' });
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(body.body.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Reported below, like any other body that is not a JSON object.
  }
  sendJson(res, 400, { error: 'invalid_request', message: 'The body must be a JSON object' });
  return undefined;
}

/** Answers /auth/v1/local/{sign-in,refresh,sign-out}; `route` is the part after /auth/v1/. */
export async function handleLocalAuth(
  auth: LocalAuth,
  route: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const known = ['local/sign-in', 'local/refresh', 'local/sign-out'];
  if (!known.includes(route)) {
    sendJson(res, 404, {
      error: 'not_found',
      message: `The embedded backend has no /auth/v1/${route}; it offers /auth/v1/local/sign-in, /auth/v1/local/refresh and /auth/v1/local/sign-out`,
    });
    return;
  }
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'method_not_allowed', message: 'Use POST' }, { Allow: 'POST' });
    return;
  }
  const body = await readJsonObject(req, res);
  if (!body) return;

  if (route === 'local/sign-in') {
    const { email, password } = body;
    if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password) {
      sendJson(res, 400, invalidRequest);
      return;
    }
    const result = await auth.signIn(email, password);
    if (result === 'rate_limited') {
      sendJson(
        res,
        429,
        {
          error: 'over_request_rate_limit',
          message: 'Too many failed sign-in attempts for this e-mail. Wait a minute and try again.',
        },
        { 'Retry-After': String(failureLimit.windowMs / 1000) },
      );
    } else if (result === 'invalid_credentials') {
      sendJson(res, 401, { error: 'invalid_credentials', message: 'Invalid email or password' });
    } else sendJson(res, 200, result, { 'Cache-Control': 'no-store' });
    return;
  }

  const refreshToken = body.refresh_token;
  if (typeof refreshToken !== 'string' || !refreshToken) {
    sendJson(res, 400, { error: 'invalid_request', message: 'refresh_token is required' });
    return;
  }
  if (route === 'local/refresh') {
    const session = await auth.refresh(refreshToken);
    if (session) sendJson(res, 200, session, { 'Cache-Control': 'no-store' });
    else {
      sendJson(res, 401, {
        error: 'invalid_grant',
        message: 'Invalid Refresh Token: it is unknown, expired or already used',
      });
    }
    return;
  }
  await auth.signOut(refreshToken);
  sendEmpty(res, 204);
}

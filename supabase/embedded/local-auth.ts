/**
 * Local identity for embedded mode, under /auth/v1/local/: e-mail + password sign-in, short-lived
 * HS256 access tokens (jose) and single-use refresh tokens. Production uses Clerk instead; the
 * tokens here carry the same claims Clerk's do for Supabase (sub, role: authenticated), so the
 * row-level security policies cannot tell the difference.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { DbAdapter } from './database';
import { clientAddress } from './client-address';
import { mediaType, readBody, sendEmpty, sendJson } from './http';
import { decoyPasswordHash, verifyPassword } from './passwords';

export const accessTokenSeconds = 15 * 60;
const refreshTokenSeconds = 7 * 24 * 60 * 60;
const reuseWindowSeconds = 10;
const failureLimit = { attempts: 10, windowMs: 60_000 };
/**
 * Failed sign-ins per remote address (the TCP peer, never X-Forwarded-For, which anyone can
 * write), whatever the e-mail: stops one client from spraying passwords across many accounts.
 * Higher than the per-e-mail limit so a shared office address is not locked out by one typo.
 */
export const addressFailureLimit = { attempts: 30, windowMs: 60_000 };
/** RFC 5321's longest usable address; longer ones are refused before any database work. */
export const maxEmailLength = 254;

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

  /**
   * The token that replaces `parent` when it is rotated: derived (HMAC with the directory's
   * secret), not random, so a second use of `parent` inside the reuse window can be answered
   * with the SAME successor without storing any token in clear. One parent, one child: reuse
   * cannot mint an unbounded number of live tokens.
   */
  const successorOf = (parent: string) =>
    createHmac('sha256', secret).update(`refresh-rotation:${parent}`).digest('base64url');

  async function issueSession(
    user: LocalUser,
    refreshToken: string = randomBytes(32).toString('base64url'),
  ): Promise<Session> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + accessTokenSeconds;
    const accessToken = await new SignJWT({ role: 'authenticated', email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(secret);
    // The refresh token is opaque, not a JWT: sent as a bearer token it fails verification.
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user,
    };
  }

  function isRateLimited(key: string, limit: typeof failureLimit, now: number): boolean {
    const entry = failures.get(key);
    if (!entry || now - entry.since > limit.windowMs) return false;
    return entry.count >= limit.attempts;
  }

  // Both limits share a one-minute window, so one map serves e-mails ("email:") and addresses.
  function recordFailure(key: string, now: number) {
    const entry = failures.get(key);
    if (!entry || now - entry.since > failureLimit.windowMs) {
      // Bounded memory: forget stale entries before a flood of new addresses piles up.
      if (failures.size > 10_000) {
        for (const [key, value] of failures) {
          if (now - value.since > failureLimit.windowMs) failures.delete(key);
        }
      }
      failures.set(key, { count: 1, since: now });
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
      remoteAddress = 'unknown',
    ): Promise<Session | 'invalid_credentials' | 'rate_limited' | 'address_rate_limited'> {
      const key = email.trim().toLowerCase();
      const emailKey = `email:${key}`;
      const addressKey = `address:${remoteAddress}`;
      const now = Date.now();
      // Before any scrypt work: a limited caller costs the server nothing.
      if (isRateLimited(addressKey, addressFailureLimit, now)) return 'address_rate_limited';
      if (isRateLimited(emailKey, failureLimit, now)) return 'rate_limited';
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
        recordFailure(emailKey, now);
        recordFailure(addressKey, now);
        return 'invalid_credentials';
      }
      // Only the e-mail's count resets: one valid account must not reset an address's count.
      failures.delete(emailKey);
      // Used tokens stay until they expire: reuse of one must still be recognised as reuse.
      await db.query('delete from local_auth.refresh_tokens where expires_at < now()');
      const refreshToken = randomBytes(32).toString('base64url');
      await db.query(
        `insert into local_auth.refresh_tokens (token_hash, user_id, session_id, expires_at)
         values ($1, $2, $3, now() + make_interval(secs => $4))`,
        [sha256(refreshToken), user.id, randomUUID(), refreshTokenSeconds],
      );
      return issueSession({ id: user.id, email: user.email }, refreshToken);
    },

    /**
     * Rotation. Every token belongs to the session its sign-in started; rotating marks the
     * token used and stores its one successor (see `successorOf`) in the same session.
     * - Unused token: rotated, the successor is returned.
     * - Used less than `reuseWindowSeconds` ago (two tabs refreshing at once, as Supabase Auth's
     *   reuse interval allows): the SAME successor again, with a fresh access token; nothing new
     *   is minted.
     * - Used earlier: someone replays an old token (stolen, or a copy). The whole session is
     *   deleted, so the tokens issued from it, including the legitimate holder's, stop working
     *   too (OAuth 2.0 Security BCP, refresh token reuse detection).
     */
    async refresh(refreshToken: string): Promise<Session | null> {
      const successor = successorOf(refreshToken);
      const found = await db.transaction(async (tx) => {
        const { rows } = await tx.query<
          LocalUser & { session_id: string; fresh: boolean; in_window: boolean }
        >(
          `select t.session_id, t.used_at is null as fresh,
                  coalesce(t.used_at > now() - make_interval(secs => $2), false) as in_window,
                  u.id, u.email
           from local_auth.refresh_tokens t join local_auth.users u on u.id = t.user_id
           where t.token_hash = $1 and t.expires_at > now()
           for update of t`,
          [sha256(refreshToken), reuseWindowSeconds],
        );
        const row = rows[0];
        if (!row) return null;
        const user = { id: row.id, email: row.email };
        if (row.fresh) {
          await tx.query(
            'update local_auth.refresh_tokens set used_at = now() where token_hash = $1',
            [sha256(refreshToken)],
          );
          await tx.query(
            `insert into local_auth.refresh_tokens (token_hash, user_id, session_id, expires_at)
             values ($1, $2, $3, now() + make_interval(secs => $4))
             on conflict (token_hash) do nothing`,
            [sha256(successor), user.id, row.session_id, refreshTokenSeconds],
          );
          return user;
        }
        if (row.in_window) {
          const live = await tx.query(
            `select 1 from local_auth.refresh_tokens
             where token_hash = $1 and session_id = $2 and expires_at > now()`,
            [sha256(successor), row.session_id],
          );
          return live.rows.length > 0 ? user : null;
        }
        await tx.query('delete from local_auth.refresh_tokens where session_id = $1', [
          row.session_id,
        ]);
        return null;
      });
      return found ? issueSession(found, successor) : null;
    },

    /** Ends the whole session the token belongs to (every token rotated from its sign-in). */
    async signOut(refreshToken: string): Promise<void> {
      await db.query(
        `delete from local_auth.refresh_tokens where session_id in
           (select session_id from local_auth.refresh_tokens where token_hash = $1)`,
        [sha256(refreshToken)],
      );
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
    if (email.trim().length > maxEmailLength) {
      sendJson(res, 400, {
        error: 'validation_failed',
        message: `The e-mail address is longer than ${maxEmailLength} characters`,
      });
      return;
    }
    const result = await auth.signIn(email, password, clientAddress(req));
    if (result === 'address_rate_limited') {
      sendJson(
        res,
        429,
        {
          error: 'over_request_rate_limit',
          message:
            'Too many failed sign-in attempts from this address. Wait a minute and try again.',
        },
        { 'Retry-After': String(addressFailureLimit.windowMs / 1000) },
      );
    } else if (result === 'rate_limited') {
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

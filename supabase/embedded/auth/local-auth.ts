/**
 * Local identity for embedded mode: e-mail + password sign-in, short-lived HS256 access tokens
 * (jose) and single-use refresh tokens, answered over the part of Supabase Auth's HTTP API that
 * supabase-js's auth client uses (auth-http.ts). Production uses Clerk instead; the tokens here
 * carry the claims RLS reads from Clerk's (sub, role: authenticated), so the row-level security
 * policies cannot tell the difference.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { DbAdapter, Queryable } from '../db/database';
import { decoyPasswordHash, ScryptBusyError, verifyPassword } from './passwords';
import { addressFailureLimit, createFailureLimiter, failureLimit } from './sign-in-limits';

export { addressFailureLimit, failureLimit };

export const accessTokenSeconds = 15 * 60;
const refreshTokenSeconds = 7 * 24 * 60 * 60;
/**
 * A session ends this long after its sign-in however often it is refreshed: a stolen refresh
 * token cannot be rolled over forever.
 */
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;
/** `iss` of every access token: tokens of another issuer with the same secret are refused. */
export const tokenIssuer = 'demoly-embedded';
const reuseWindowSeconds = 10;
/** RFC 5321's longest usable address; longer ones are refused before any database work. */
export const maxEmailLength = 254;

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

interface UserRow extends LocalUser {
  created_at: string;
}

function toAuthUser(row: UserRow): AuthUser {
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

/** Who signs out with `/logout?scope=`: Supabase Auth's three scopes. */
export type SignOutScope = 'global' | 'local' | 'others';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Why a bearer token was refused, in PostgREST's words. */
/**
 * A token PostgREST would refuse, with its code and words (Error.hs): PGRST301 for one that
 * cannot be decoded or verified, PGRST303 for claims that do not hold.
 */
export class InvalidTokenError extends Error {
  constructor(
    message: string,
    readonly code: 'PGRST301' | 'PGRST303' = 'PGRST301',
  ) {
    super(message);
  }
}

/** A well-signed token whose session was signed out or has ended (Auth: session_not_found). */
export class SessionEndedError extends InvalidTokenError {}

export type SignInResult =
  | Session
  | 'invalid_credentials'
  | 'busy'
  | { limited: 'address' | 'email'; retryAfterSeconds: number };

export function createLocalAuth(db: DbAdapter, secret: Uint8Array) {
  const failures = createFailureLimiter();

  /**
   * The token that replaces `parent` when it is rotated: derived (HMAC with the directory's
   * secret), not random, so a second use of `parent` inside the reuse window can be answered
   * with the SAME successor without storing any token in clear. One parent, one child: reuse
   * cannot mint an unbounded number of live tokens.
   */
  const successorOf = (parent: string) =>
    createHmac('sha256', secret).update(`refresh-rotation:${parent}`).digest('base64url');

  async function issueSession(
    user: UserRow,
    session: { id: string; endsAt: number },
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
      .sign(secret);
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

  /**
   * Sessions known to be live, so most requests skip a database turn. Only this process ends
   * sessions (one process per data directory), and endSession() evicts here first; an access
   * token never outlives its session's absolute end (its exp is capped), so expiry needs no
   * lookup. After a restart the first request of each session asks the database again.
   */
  const liveSessions = new Set<string>();

  /** A signed token is honoured only while its session lasts (not signed out, not expired). */
  async function assertSessionLive(claims: JWTPayload) {
    const key = `${String(claims.session_id)} ${String(claims.sub)}`;
    if (liveSessions.has(key)) return;
    const { rows } = await db.query(
      `select 1 from local_auth.sessions where id = $1 and user_id = $2 and expires_at > now()`,
      [String(claims.session_id), String(claims.sub)],
    );
    if (rows.length === 0)
      throw new SessionEndedError('JWT session has ended (signed out)', 'PGRST303');
    if (liveSessions.size > 10_000) liveSessions.clear(); // bounded; misses only cost a query
    liveSessions.add(key);
  }

  const forgetSession = (sessionId: string) => {
    for (const key of liveSessions) if (key.startsWith(`${sessionId} `)) liveSessions.delete(key);
  };
  /** Ended inside a transaction: forgotten again after it, in case a check cached it meanwhile. */
  const ended: string[] = [];
  const forgetEnded = () => ended.splice(0).forEach(forgetSession);

  async function endSession(tx: Queryable, sessionId: string) {
    forgetSession(sessionId);
    ended.push(sessionId);
    await tx.query('delete from local_auth.refresh_tokens where session_id = $1', [sessionId]);
    await tx.query('delete from local_auth.sessions where id = $1', [sessionId]);
  }

  return {
    /** Verifies an access token; throws InvalidTokenError with PostgREST's message. */
    async verifyAccessToken(token: string): Promise<JWTPayload> {
      const parts = token.split('.').length;
      if (parts !== 3) {
        throw new InvalidTokenError(`Expected 3 parts in JWT; got ${parts}`);
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          audience: 'authenticated',
          issuer: tokenIssuer,
          requiredClaims: ['exp', 'sub', 'role', 'session_id', 'jti'],
        });
        await assertSessionLive(payload);
        return payload;
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof joseErrors.JWTExpired) {
          throw new InvalidTokenError('JWT expired', 'PGRST303');
        }
        if (error instanceof joseErrors.JWTClaimValidationFailed) {
          if (error.claim === 'aud') throw new InvalidTokenError('JWT not in audience', 'PGRST303');
          if (error.claim === 'nbf') throw new InvalidTokenError('JWT not yet valid', 'PGRST303');
          if (error.claim === 'iat')
            throw new InvalidTokenError('JWT issued at future', 'PGRST303');
          // iss and the claims this backend requires (PostgREST checks neither).
          throw new InvalidTokenError('Parsing claims failed', 'PGRST303');
        }
        if (error instanceof joseErrors.JOSEAlgNotAllowed) {
          throw new InvalidTokenError('Wrong or unsupported encoding algorithm');
        }
        // A bad signature, or parts that are not base64 JSON.
        throw new InvalidTokenError('JWT cryptographic operation failed');
      }
    },

    async signIn(
      email: string,
      password: string,
      remoteAddress = 'unknown',
    ): Promise<SignInResult> {
      const key = email.trim().toLowerCase();
      const emailKey = `email:${key} address:${remoteAddress}`;
      const addressKey = `address:${remoteAddress}`;
      const now = Date.now();
      // Before any scrypt work: a limited caller costs the server nothing.
      const addressWait = failures.lockedFor(addressKey, now);
      if (addressWait)
        return { limited: 'address', retryAfterSeconds: Math.ceil(addressWait / 1000) };
      const emailWait = failures.lockedFor(emailKey, now);
      if (emailWait) return { limited: 'email', retryAfterSeconds: Math.ceil(emailWait / 1000) };
      // Counted now, before the wait: concurrent attempts see each other.
      failures.count(emailKey, failureLimit, now);
      failures.count(addressKey, addressFailureLimit, now);
      let user: (UserRow & { password_hash: string }) | undefined;
      let valid: boolean;
      try {
        const { rows } = await db.query<UserRow & { password_hash: string }>(
          `select id, email, password_hash, to_json(created_at)#>>'{}' as created_at
           from local_auth.users where email = $1`,
          [key],
        );
        user = rows[0];
        // Known and unknown e-mails cost the same check, taken in turn with other addresses'.
        valid = await verifyPassword(
          password,
          user?.password_hash ?? (await decoyPasswordHash()),
          remoteAddress,
        );
      } catch (error) {
        if (!(error instanceof ScryptBusyError)) throw error;
        // Not an attempt at all: the password was never checked.
        failures.uncount(emailKey);
        failures.uncount(addressKey);
        return 'busy';
      }
      if (!user || !valid) return 'invalid_credentials';
      // The e-mail's record goes; the address gets back only this attempt, so one valid
      // account cannot reset the count of an address spraying others.
      failures.forget(emailKey);
      failures.uncount(addressKey);
      // Used tokens stay until they expire: reuse of one must still be recognised as reuse.
      await db.query('delete from local_auth.refresh_tokens where expires_at < now()');
      await db.query('delete from local_auth.sessions where expires_at < now()');
      const refreshToken = randomBytes(32).toString('base64url');
      const session = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; ends_at: number }>(
          `insert into local_auth.sessions (user_id, expires_at)
           values ($1, now() + make_interval(secs => $2))
           returning id, extract(epoch from expires_at)::bigint as ends_at`,
          [user.id, sessionLifetimeSeconds],
        );
        const created = rows[0]!;
        await tx.query(
          `insert into local_auth.refresh_tokens (token_hash, user_id, session_id, expires_at)
           values ($1, $2, $3, least(now() + make_interval(secs => $4),
                                    to_timestamp($5::bigint)))`,
          [sha256(refreshToken), user.id, created.id, refreshTokenSeconds, created.ends_at],
        );
        return { id: created.id, endsAt: Number(created.ends_at) };
      });
      return issueSession(
        { id: user.id, email: user.email, created_at: user.created_at },
        session,
        refreshToken,
      );
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
          UserRow & { session_id: string; fresh: boolean; in_window: boolean; ends_at: string }
        >(
          `select t.session_id, t.used_at is null as fresh,
                  coalesce(t.used_at > now() - make_interval(secs => $2), false) as in_window,
                  u.id, u.email, to_json(u.created_at)#>>'{}' as created_at,
                  extract(epoch from s.expires_at)::bigint::text as ends_at
           from local_auth.refresh_tokens t
             join local_auth.users u on u.id = t.user_id
             join local_auth.sessions s on s.id = t.session_id and s.expires_at > now()
           where t.token_hash = $1 and t.expires_at > now()
           for update of t`,
          [sha256(refreshToken), reuseWindowSeconds],
        );
        const row = rows[0];
        if (!row) return null;
        const user = { id: row.id, email: row.email, created_at: row.created_at };
        const session = { id: row.session_id, endsAt: Number(row.ends_at) };
        if (row.fresh) {
          await tx.query(
            'update local_auth.refresh_tokens set used_at = now() where token_hash = $1',
            [sha256(refreshToken)],
          );
          await tx.query(
            `insert into local_auth.refresh_tokens (token_hash, user_id, session_id, expires_at)
             values ($1, $2, $3, least(now() + make_interval(secs => $4),
                                      to_timestamp($5::bigint)))
             on conflict (token_hash) do nothing`,
            [sha256(successor), user.id, row.session_id, refreshTokenSeconds, session.endsAt],
          );
          return { user, session };
        }
        if (row.in_window) {
          const live = await tx.query(
            `select 1 from local_auth.refresh_tokens
             where token_hash = $1 and session_id = $2 and expires_at > now()`,
            [sha256(successor), row.session_id],
          );
          return live.rows.length > 0 ? { user, session } : null;
        }
        await endSession(tx, row.session_id);
        return null;
      });
      forgetEnded();
      return found ? issueSession(found.user, found.session, successor) : null;
    },

    /**
     * Ends sessions of the access token's user, as Supabase Auth's /logout does: 'local' the
     * token's own session, 'global' all of them, 'others' all but this one. Ending a session
     * revokes every refresh token rotated from its sign-in and every access token issued in it
     * (they carry its id, checked on each request).
     */
    async signOut(claims: JWTPayload, scope: SignOutScope): Promise<void> {
      const userId = String(claims.sub);
      const sessionId = String(claims.session_id);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `select id from local_auth.sessions where user_id = $1 and
             case $2 when 'local' then id::text = $3 when 'others' then id::text <> $3 else true end`,
          [userId, scope, sessionId],
        );
        for (const row of rows) await endSession(tx, row.id);
      });
      forgetEnded();
    },

    /** The token's user, or null when the account is gone. */
    async getUser(claims: JWTPayload): Promise<AuthUser | null> {
      const { rows } = await db.query<UserRow>(
        `select id, email, to_json(created_at)#>>'{}' as created_at
         from local_auth.users where id = $1`,
        [String(claims.sub)],
      );
      return rows[0] ? toAuthUser(rows[0]) : null;
    },
  };
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;

/**
 * Local identity for embedded mode: e-mail + password sign-in, short-lived HS256 access tokens
 * (jose) and single-use refresh tokens, answered over the part of Supabase Auth's HTTP API that
 * supabase-js's auth client uses (auth-http.ts). Production uses Clerk instead; the tokens here
 * carry the claims RLS reads from Clerk's (sub, role: authenticated), so the row-level security
 * policies cannot tell the difference.
 *
 * A module of functions over one AuthState; sessions and their tokens are local-auth-session.ts.
 */
import { randomBytes } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { DbAdapter, Queryable, TransactionOptions } from '../db/database';
import { editorLeadMs } from '../rest/rest-run';
import { ClientGoneError } from '../http/http';
import { decoyPasswordHash, passwordLineFull, ScryptBusyError, verifyPassword } from './passwords';
import { addressNetwork } from '../http/client-address';
import {
  addressFailureLimit,
  createFailureLimiter,
  createKnownNetworks,
  failureLimit,
} from './sign-in-limits';
import {
  endSession,
  forgetEnded,
  issueSession,
  refreshTokenSeconds,
  sessionLifetimeSeconds,
  sha256,
  successorOf,
  toAuthUser,
  verifyAccessToken,
  type AuthState,
  type AuthUser,
  type Session,
  type SessionEnd,
  type UserRow,
} from './local-auth-session';

export { addressFailureLimit, failureLimit };
export {
  accessTokenSeconds,
  InvalidTokenError,
  SessionEndedError,
  sessionLifetimeSeconds,
  tokenIssuer,
  type AuthUser,
  type LocalUser,
  type Session,
} from './local-auth-session';

const reuseWindowSeconds = 10;
/** RFC 5321's longest usable address; longer ones are refused before any database work. */
export const maxEmailLength = 254;

/** Who signs out with `/logout?scope=`: Supabase Auth's three scopes. */
export type SignOutScope = 'global' | 'local' | 'others';

export type SignInResult =
  | Session
  | 'invalid_credentials'
  | 'busy'
  | { limited: 'address' | 'email'; retryAfterSeconds: number };

export function createLocalAuth(db: DbAdapter, secret: Uint8Array) {
  const state: AuthState = {
    db,
    secret,
    failures: createFailureLimiter(),
    knownNetworks: createKnownNetworks(),
    liveSessions: new Set(),
    ended: [],
  };
  return {
    /** Verifies an access token; throws InvalidTokenError with PostgREST's message. */
    verifyAccessToken: (token: string) => verifyAccessToken(state, token),
    signIn: (email: string, password: string, remoteAddress = 'unknown', signal?: AbortSignal) =>
      signIn(state, email, password, remoteAddress, signal),
    refresh: (refreshToken: string) => refresh(state, refreshToken),
    signOut: (claims: JWTPayload, scope: SignOutScope) => signOut(state, claims, scope),
    getUser: (claims: JWTPayload) => getUser(state, claims),
  };
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;

type UserWithHash = UserRow & { password_hash: string };

/** E-mail and password sign-in, within the failure limits of sign-in-limits.ts. */
async function signIn(
  state: AuthState,
  email: string,
  password: string,
  remoteAddress: string,
  signal?: AbortSignal,
): Promise<SignInResult> {
  const { failures } = state;
  const key = email.trim().toLowerCase();
  const emailKey = `email:${key} address:${remoteAddress}`;
  const addressKey = `address:${remoteAddress}`;
  const now = Date.now();
  // Before any scrypt work: a limited caller costs the server nothing.
  const addressWait = failures.lockedFor(addressKey, now);
  if (addressWait) return { limited: 'address', retryAfterSeconds: Math.ceil(addressWait / 1000) };
  const emailWait = failures.lockedFor(emailKey, now);
  if (emailWait) return { limited: 'email', retryAfterSeconds: Math.ceil(emailWait / 1000) };
  const network = addressNetwork(remoteAddress);
  const from = { network, trusted: state.knownNetworks.has(key, network, now), signal };
  // Counted now, before the wait: concurrent attempts see each other.
  failures.count(emailKey, failureLimit, now);
  failures.count(addressKey, addressFailureLimit, now);
  let checked: { user: UserWithHash | undefined; valid: boolean };
  try {
    if (passwordLineFull({ source: network, trusted: from.trusted })) throw new ScryptBusyError();
    checked = await checkPassword(state, key, password, from);
  } catch (error) {
    if (!(error instanceof ScryptBusyError || error instanceof ClientGoneError)) throw error;
    // Not an attempt at all: the password was never checked.
    failures.uncount(emailKey);
    failures.uncount(addressKey);
    if (error instanceof ClientGoneError) throw error;
    return 'busy';
  }
  const { user, valid } = checked;
  if (!user || !valid) return 'invalid_credentials';
  state.knownNetworks.remember(key, network, Date.now());
  // The e-mail's record goes; the address gets back only this attempt, so one valid
  // account cannot reset the count of an address spraying others.
  failures.forget(emailKey);
  failures.uncount(addressKey);
  const refreshToken = randomBytes(32).toString('base64url');
  const session = await startSession(state.db, user.id, refreshToken, authTurn(from));
  return issueSession(
    state,
    { id: user.id, email: user.email, created_at: user.created_at },
    session,
    refreshToken,
  );
}

/** Where a sign-in comes from: its lane, and whether the account signed in from there lately. */
interface SignInSource {
  network: string;
  trusted: boolean;
  signal?: AbortSignal;
}

/**
 * The fair-queue turn of a sign-in's database work. From the account's usual network: that
 * network's lane, with an editor's lead on the clock. Every other sign-in shares one lane, so
 * guesses from 200 networks take one lane's share of the database, not 200 shares beside a
 * visitor's one (fairness between those networks is the password line's, in passwords.ts).
 */
const authTurn = (from: SignInSource) => ({
  client: from.trusted ? `auth:${from.network}` : 'auth:strangers',
  signal: from.signal,
  ...(from.trusted ? { leadMs: editorLeadMs } : {}),
});

/** The account of `email` and whether `password` is its password. */
async function checkPassword(
  state: AuthState,
  email: string,
  password: string,
  from: SignInSource,
) {
  const { rows } = await state.db.transaction(
    (tx) =>
      tx.query<UserWithHash>(
        `select id, email, password_hash, to_json(created_at)#>>'{}' as created_at
         from local_auth.users where email = $1`,
        [email],
      ),
    authTurn(from),
  );
  const user = rows[0];
  // Known and unknown e-mails cost the same check, taken in turn with other networks'; the
  // account's usual networks go first.
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()), {
    source: from.network,
    trusted: from.trusted,
    signal: from.signal,
  });
  return { user, valid };
}

/** A new session for the user, with its first refresh token. */
async function startSession(
  db: DbAdapter,
  userId: string,
  refreshToken: string,
  turn: TransactionOptions,
): Promise<SessionEnd> {
  // One turn on the sign-in's lane, so guesses from other networks cannot queue in front of it.
  return db.transaction(async (tx) => {
    // Used tokens stay until they expire: reuse of one must still be recognised as reuse.
    await tx.query('delete from local_auth.refresh_tokens where expires_at < now()');
    await tx.query('delete from local_auth.sessions where expires_at < now()');
    const { rows } = await tx.query<{ id: string; ends_at: number }>(
      `insert into local_auth.sessions (user_id, expires_at)
       values ($1, now() + make_interval(secs => $2))
       returning id, extract(epoch from expires_at)::bigint as ends_at`,
      [userId, sessionLifetimeSeconds],
    );
    const created = rows[0]!;
    await tx.query(
      `insert into local_auth.refresh_tokens (token_hash, user_id, session_id, expires_at)
       values ($1, $2, $3, least(now() + make_interval(secs => $4),
                                to_timestamp($5::bigint)))`,
      [sha256(refreshToken), userId, created.id, refreshTokenSeconds, created.ends_at],
    );
    return { id: created.id, endsAt: Number(created.ends_at) };
  }, turn);
}

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
async function refresh(state: AuthState, refreshToken: string): Promise<Session | null> {
  const successor = successorOf(state, refreshToken);
  const found = await state.db.transaction((tx) => rotate(state, tx, refreshToken, successor));
  forgetEnded(state);
  return found ? issueSession(state, found.user, found.session, successor) : null;
}

/** The rotation's database work: the token's user and session, or null when refused. */
async function rotate(
  state: AuthState,
  tx: Queryable,
  refreshToken: string,
  successor: string,
): Promise<{ user: UserRow; session: SessionEnd } | null> {
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
    await tx.query('update local_auth.refresh_tokens set used_at = now() where token_hash = $1', [
      sha256(refreshToken),
    ]);
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
  await endSession(state, tx, row.session_id);
  return null;
}

/**
 * Ends sessions of the access token's user, as Supabase Auth's /logout does: 'local' the
 * token's own session, 'global' all of them, 'others' all but this one. Ending a session
 * revokes every refresh token rotated from its sign-in and every access token issued in it
 * (they carry its id, checked on each request).
 */
async function signOut(state: AuthState, claims: JWTPayload, scope: SignOutScope): Promise<void> {
  const userId = String(claims.sub);
  const sessionId = String(claims.session_id);
  await state.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from local_auth.sessions where user_id = $1 and
         case $2 when 'local' then id::text = $3 when 'others' then id::text <> $3 else true end`,
      [userId, scope, sessionId],
    );
    for (const row of rows) await endSession(state, tx, row.id);
  });
  forgetEnded(state);
}

/** The token's user, or null when the account is gone. */
async function getUser(state: AuthState, claims: JWTPayload): Promise<AuthUser | null> {
  const { rows } = await state.db.query<UserRow>(
    `select id, email, to_json(created_at)#>>'{}' as created_at
     from local_auth.users where id = $1`,
    [String(claims.sub)],
  );
  return rows[0] ? toAuthUser(rows[0]) : null;
}

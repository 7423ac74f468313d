/**
 * What a data directory keeps for local identity outside any session: its token-signing secret
 * and its accounts (the seed accounts are written here by db/setup.ts).
 */
import { randomBytes } from 'node:crypto';
import type { DbAdapter } from '../db/database';
import type { LocalUser } from './local-auth';

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
  // A plain Uint8Array rather than a Buffer: jose checks keys with instanceof against its own
  // realm's Uint8Array, which a Buffer fails where the globals differ (component tests, jsdom).
  return new Uint8Array(Buffer.from(rows[0]!.value, 'base64url'));
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

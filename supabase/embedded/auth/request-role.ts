import type { Queryable } from '../db/database';
import type { RequestIdentity } from './request-identity';

/**
 * The first statement of every API transaction, as PostgREST runs it: switch to the request's
 * role and expose its claims to auth.jwt(), both local to the transaction, so row-level security
 * decides what the statement may see and change. UTC makes timestamps in JSON answers read like
 * Supabase's whatever the server's time zone is.
 */
export async function applyRequestRole(tx: Queryable, identity: RequestIdentity): Promise<void> {
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('timezone', 'UTC', true)`,
    [identity.role, JSON.stringify(identity.claims)],
  );
}

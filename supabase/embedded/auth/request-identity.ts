/**
 * Who is calling: the role and JWT claims a request runs with, decided the way PostgREST does.
 * No Authorization header, or the public anon key as bearer (supabase-js sends the key when there
 * is no session), means role anon; a valid access token means the role in its claims.
 */
import type { IncomingMessage } from 'node:http';
import { embeddedAnonKey } from '../../../src/config/embedded-anon-key';
import { InvalidTokenError, type LocalAuth } from './local-auth';

export { embeddedAnonKey };

/**
 * Roles a token may select. Requests run as the connecting superuser until the role is switched,
 * so a claim like "postgres" must never be honoured, even if correctly signed; service_role is
 * left out because the embedded backend never issues it.
 */
const apiRoles = new Set(['anon', 'authenticated']);

export interface RequestIdentity {
  role: 'anon' | 'authenticated';
  claims: Record<string, unknown>;
}

export type IdentityResult =
  | { ok: true; identity: RequestIdentity }
  | { ok: false; code: string; message: string; joseMessage?: string };

export async function identifyRequest(
  req: IncomingMessage,
  auth: LocalAuth,
): Promise<IdentityResult> {
  // As PostgREST (Wai's extractBearerAuth): only a Bearer header carries a token; any other
  // scheme, or none, is the anonymous role.
  const match = /^bearer(?:\s(.*))?$/is.exec(req.headers.authorization ?? '');
  if (!match) return { ok: true, identity: { role: 'anon', claims: { role: 'anon' } } };
  const token = (match[1] ?? '').trim();
  if (token === '') {
    return { ok: false, code: 'PGRST301', message: 'Empty JWT is sent in Authorization header' };
  }
  if (token === embeddedAnonKey) {
    return { ok: true, identity: { role: 'anon', claims: { role: 'anon' } } };
  }
  try {
    const claims = await auth.verifyAccessToken(token);
    const role = typeof claims.role === 'string' ? claims.role : '';
    if (!apiRoles.has(role)) {
      return { ok: false, code: 'PGRST303', message: `JWT role "${role}" is not allowed` };
    }
    return { ok: true, identity: { role: role as RequestIdentity['role'], claims } };
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      return {
        ok: false,
        code: error.code,
        message: error.message,
        joseMessage: error.joseMessage,
      };
    }
    throw error;
  }
}

/** PostgREST's WWW-Authenticate header for a refused token. */
export function invalidTokenHeaders(message: string): Record<string, string> {
  return {
    // Haskell's show of the message, as PostgREST writes it: quotes and backslashes escaped.
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  };
}

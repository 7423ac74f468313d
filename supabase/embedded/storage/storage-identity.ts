/**
 * Who calls an authenticated Storage route (upload, list, remove), as plugins/jwt.ts:41-67
 * decides it: the token is the Authorization header without its "Bearer " (no header is an empty
 * token), and a token jose refuses is AccessDenied with jose's message. The embedded anon key
 * stands for Supabase's anon JWT.
 */
import type { IncomingMessage } from 'node:http';
import type { LocalAuth } from '../auth/local-auth';
import { embeddedAnonKey, identifyRequest, type RequestIdentity } from '../auth/request-identity';
import { storageErrors } from './storage-errors';

export async function identifyCaller(
  req: IncomingMessage,
  auth: LocalAuth,
): Promise<RequestIdentity> {
  const header = req.headers.authorization ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  if (token === embeddedAnonKey) return { role: 'anon', claims: { role: 'anon' } };
  // jose refuses anything but three dot-separated parts so (jose lib/jws_verify.js).
  if (!/^Bearer\s+[^.\s]*\.[^.\s]*\.[^.\s]*$/i.test(header)) {
    throw storageErrors.accessDenied('Invalid Compact JWS');
  }
  const who = await identifyRequest(req, auth);
  if (!who.ok) throw storageErrors.accessDenied(who.joseMessage ?? who.message);
  return who.identity;
}

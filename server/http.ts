import type { IncomingMessage } from 'node:http';
import { trustedProxyHops } from '../supabase/embedded';

/** Whether the visitor reached us over HTTPS (directly, or at a trusted proxy). */
export function isHttpsRequest(req: IncomingMessage, hops = trustedProxyHops()): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (hops === 0) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return first === 'https';
}

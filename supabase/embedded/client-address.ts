import type { IncomingMessage } from 'node:http';

/**
 * How many reverse proxies in front of this server append to X-Forwarded-For (TRUST_PROXY, 0 by
 * default). Forwarded headers are trusted only then: anyone can send them, and trusting them
 * blindly would let a client choose the address the sign-in limiter counts.
 */
export function trustedProxyHops(source: Record<string, string | undefined> = process.env): number {
  const raw = source.TRUST_PROXY ?? '';
  if (raw === '' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies (0–10), "true" or "false"; got "${raw}"`,
    );
  }
  return hops;
}

/**
 * The visitor's address: the socket's peer, or, behind `hops` trusted proxies, the entry those
 * proxies recorded for it (each proxy appends the address it received the request from).
 */
export function clientAddress(req: IncomingMessage, hops = trustedProxyHops()): string {
  const peer = req.socket?.remoteAddress ?? 'unknown';
  if (hops === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The last `hops - 1` entries are our own proxies; the one before them is the client. A shorter
  // chain did not pass through all of them, so only the socket's peer is known for sure.
  return chain.length >= hops ? chain[chain.length - hops]! : peer;
}

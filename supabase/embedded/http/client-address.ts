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

/**
 * The network an address belongs to, as the fair queue groups anonymous traffic: its /24 for
 * IPv4 (IPv4-mapped IPv6 included) and its /64 for IPv6, so one machine holding many addresses of
 * one network gets one turn, not one per address. Anything else (the server's own in-process
 * lane, "unknown") is its own network.
 */
export function addressNetwork(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!address.includes(':') || address.includes('in-process')) return address;
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [
    ...front,
    ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'),
    ...back,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** The fair-queue lane of an API request: a signed-in user's own, else the address's network. */
export function requestLane(req: IncomingMessage, userId?: string): string {
  return userId ? `user:${userId}` : addressNetwork(clientAddress(req));
}

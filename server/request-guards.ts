/**
 * What every request passes before anything answers it: the security headers go on every
 * response (page, static file, API, error), the Host must be one this server serves, and a URL
 * holding control or bidi characters is bad input.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Env } from '../src/config/env-schema';
import { isHttpsRequest } from './http';
import { hasUnsafeCharacter } from '../src/lib/unsafe-text';
import { securityHeaders } from './security-headers';

export const loopbackHosts = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The Host header's name without the port. */
function hostName(header: string | undefined): string {
  if (!header) return '';
  return header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0]!;
}

/**
 * Whether the URL's path or query holds a control or bidi character once decoded, or cannot be
 * decoded (src/lib/unsafe-text.ts).
 */
export function isMalformed(url: URL): boolean {
  try {
    if (hasUnsafeCharacter(decodeURIComponent(url.pathname))) return true;
  } catch {
    return true; // broken percent-encoding
  }
  for (const [name, value] of url.searchParams) {
    if (hasUnsafeCharacter(name) || hasUnsafeCharacter(value)) return true;
  }
  return false;
}

export interface RequestGuardOptions {
  env: Env;
  /** Host names served besides loopback; anything else gets 403 (DNS rebinding). */
  allowedHosts?: readonly string[];
  /** Reverse proxies in front of this server whose X-Forwarded-* headers are believed. */
  trustedProxyHops?: number;
  /** Set while the seed accounts keep their published passwords: non-loopback hosts get 503. */
  refuseNonLoopback?: string;
}

/**
 * Sets the security headers on `res` and answers a request for a host this server does not
 * serve. Returns true when it answered (the request goes no further).
 */
export function createRequestGuard(options: RequestGuardOptions) {
  const allowedHosts = new Set([...loopbackHosts, ...(options.allowedHosts ?? [])]);
  const hops = options.trustedProxyHops ?? 0;
  const headers = {
    http: securityHeaders(options.env, { https: false }),
    https: securityHeaders(options.env, { https: true }),
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    for (const [name, value] of Object.entries(
      headers[isHttpsRequest(req, hops) ? 'https' : 'http'],
    )) {
      res.setHeader(name, value);
    }
    const host = hostName(req.headers.host).toLowerCase();
    if (!allowedHosts.has(host)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Unknown host: add it to ALLOWED_HOSTS to serve it.');
      return true;
    }
    if (options.refuseNonLoopback && !loopbackHosts.includes(host)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(options.refuseNonLoopback);
      return true;
    }
    return false;
  };
}

/** Small HTTP helpers shared by the REST, Storage and local sign-in handlers. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const megabyte = 1024 * 1024;

/**
 * Beyond this we stop reading and drop the connection: draining a body is what keeps the
 * connection usable after a 413, but not for an unbounded stream.
 */
const drainLimit = 64 * megabyte;

export type BodyResult = { ok: true; body: Buffer } | { ok: false; size: number };

/**
 * The client went away before its body was complete. Not a failure of the server: index.ts
 * answers nothing (there is nobody to answer) and logs nothing for it.
 */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before the request body was complete');
  }
}

/**
 * Reads the request body up to `limit` bytes. A larger body is read to the end and discarded
 * (so the client receives the 413 instead of a reset connection), never buffered.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (tooLarge) {
        chunks.length = 0;
        if (size > drainLimit) {
          req.destroy();
          resolve({ ok: false, size });
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(tooLarge ? { ok: false, size } : { ok: true, body: Buffer.concat(chunks) }),
    );
    // Before the body is complete an error is the client's connection failing ("aborted").
    req.on('error', (error) => reject(req.complete ? error : new ClientGoneError()));
    // A client that disconnects mid-body: settle, so whoever waits (an upload slot) is released.
    req.on('close', () => {
      if (!req.complete) reject(new ClientGoneError());
    });
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, headers);
  res.end();
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/**
 * Bounds on a server that carries the embedded backend, so slow, idle or greedy clients cannot
 * pin its memory and sockets:
 * - a request's headers must arrive within 5 s (checked every second) and the whole request
 *   within 60 s (a 6 MB upload at 100 KB/s); Node's defaults are 60 s and 300 s, checked every 30;
 * - a connection with nothing moving either way for 30 s is closed: a client that never reads its
 *   answer (or never sends a request) is dropped instead of holding the answer in memory. No
 *   request is quiet that long: the longest database deadline is 8 s;
 * - an idle keep-alive connection is closed after 5 s;
 * - one address may hold at most 128 connections (a browser opens 6; 128 leaves room for an
 *   office behind one NAT), so one client cannot take the server's sockets; further ones are
 *   closed at once. Behind trusted proxies (TRUST_PROXY) the peer is the proxy, which must limit
 *   its clients itself, so that cap is off;
 * - at most 4,096 connections in all. At the cap a new client still gets in: the connection that
 *   has been idle longest (no request in flight: between keep-alive requests, or never sent one)
 *   is closed for it, so many addresses each holding idle sockets cannot lock others out. Only
 *   when every connection is busy is the new one refused.
 */
export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  connectionsPerClient: number;
  maxConnections: number;
}

export const serverLimits: ServerLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  connectionsPerClient: 128,
  maxConnections: 4_096,
};

export function applyServerLimits(
  server: Server,
  limits: ServerLimits = serverLimits,
  trustedProxyHops = 0,
): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.timeout = limits.idleTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Read when the server starts listening: how often Node enforces the two timeouts above.
  const checked = server as Server & { connectionsCheckingInterval: number };
  checked.connectionsCheckingInterval = Math.min(checked.connectionsCheckingInterval, 1_000);
  const open = new Map<string, number>();
  /** Connections with no request in flight, longest idle first (a Set keeps insertion order). */
  const idle = new Set<Socket>();
  /** Connections counted in `total`; one closed to make room leaves the count at once. */
  const counted = new WeakSet<Socket>();
  let total = 0;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    res.once('close', () => {
      if (!socket.destroyed) idle.add(socket);
    });
  });
  // Before Node's own listener, so a refused socket never reaches the HTTP parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (trustedProxyHops === 0 && count > limits.connectionsPerClient) {
      socket.destroy();
      return;
    }
    if (total >= limits.maxConnections) {
      const oldest = idle.values().next();
      if (oldest.done) {
        socket.destroy();
        return;
      }
      idle.delete(oldest.value);
      counted.delete(oldest.value);
      total -= 1;
      oldest.value.destroy();
    }
    total += 1;
    counted.add(socket);
    open.set(address, count);
    idle.add(socket);
    socket.once('close', () => {
      if (counted.has(socket)) total -= 1;
      idle.delete(socket);
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

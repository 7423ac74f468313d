/**
 * Bounds on a server that carries the embedded backend, so slow, idle or greedy clients cannot
 * pin its memory and sockets:
 * - a request's headers must arrive within 5 s (checked every second) and the whole request
 *   within 60 s (a 6 MB upload at 100 KB/s); Node's defaults are 60 s and 300 s, checked every 30.
 *   Request bodies also have a minimum rate and per-endpoint deadlines (readBody in http.ts);
 * - a connection with nothing moving either way for 30 s is closed: a client that never reads its
 *   answer (or never sends a request) is dropped instead of holding the answer in memory. No
 *   request is quiet that long: the longest database deadline is 8 s;
 * - a client that reads its answer, but slower than `minReadBytesPerSecond` while the server has
 *   more to send, is closed after `slowReadWindowMs`: a trickle of reads resets the idle timer, it
 *   does not earn a socket for ever;
 * - an idle keep-alive connection is closed after 5 s;
 * - one address may hold at most 128 connections (a browser opens 6; 128 leaves room for an
 *   office behind one NAT), so one client cannot take the server's sockets; further ones are
 *   closed at once. Behind trusted proxies (TRUST_PROXY) the peer is the proxy, which must limit
 *   its clients itself, so that cap is off;
 * - at most 4,096 connections in all. At the cap a new client still gets in: the network (/24 or
 *   /64) holding the most connections gives one up, its longest-idle one, or, when all of its
 *   connections are busy, its oldest: many addresses holding sockets, idle or busy (a slow body,
 *   a slow read), cannot lock out a visitor from another network. A newcomer from that very
 *   network gets only an idle one of its own network's; if there is none, it is refused.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressNetwork } from './client-address';

export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  connectionsPerClient: number;
  maxConnections: number;
  /** Below this rate of bytes read by the client, while an answer waits to be sent… */
  minReadBytesPerSecond: number;
  /** …for this long, the connection is closed. */
  slowReadWindowMs: number;
}

export const serverLimits: ServerLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  connectionsPerClient: 128,
  maxConnections: 4_096,
  // A phone on 2G reads 5–10 KB/s; 1 KB/s over 10 s is a reader that is not really reading.
  minReadBytesPerSecond: 1_024,
  slowReadWindowMs: 10_000,
};

/** The connections one network holds, in the order they opened (a Set keeps insertion order). */
type Holdings = Map<string, Set<Socket>>;

/** The network holding the most connections, counting a newcomer from `newcomer`. */
function largestHolder(holdings: Holdings, newcomer: string): string | undefined {
  let largest: string | undefined;
  let most = 0;
  for (const [network, sockets] of holdings) {
    const count = sockets.size + (network === newcomer ? 1 : 0);
    if (count > most) {
      most = count;
      largest = network;
    }
  }
  return (holdings.get(newcomer)?.size ?? 0) + 1 >= most ? newcomer : largest;
}

/** The connection that gives way for a newcomer at the cap, or undefined: refuse the newcomer. */
function connectionToClose(
  holdings: Holdings,
  idle: ReadonlySet<Socket>,
  newcomer: string,
): Socket | undefined {
  const holder = largestHolder(holdings, newcomer);
  const sockets = holder === undefined ? undefined : holdings.get(holder);
  if (!sockets) return undefined;
  for (const socket of sockets) if (idle.has(socket)) return socket;
  return holder === newcomer ? undefined : sockets.values().next().value;
}

/**
 * Watches the connections with an answer waiting to be sent (more than the kernel's buffers
 * hold): each window, one that took less than the minimum rate is closed.
 */
function dropSlowReaders(server: Server, busy: ReadonlySet<Socket>, limits: ServerLimits) {
  const windows = new WeakMap<Socket, { started: number; written: number }>();
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const socket of busy) {
        if (socket.writableLength === 0) {
          windows.delete(socket);
          continue;
        }
        const window = windows.get(socket);
        if (!window) {
          windows.set(socket, { started: now, written: socket.bytesWritten });
        } else if (now - window.started >= limits.slowReadWindowMs) {
          const rate = ((socket.bytesWritten - window.written) * 1000) / (now - window.started);
          if (rate < limits.minReadBytesPerSecond) socket.destroy();
          else windows.set(socket, { started: now, written: socket.bytesWritten });
        }
      }
    },
    Math.min(1_000, limits.slowReadWindowMs / 4),
  );
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}

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
  const perAddress = new Map<string, number>();
  const holdings: Holdings = new Map();
  /** Connections with no request in flight, longest idle first. */
  const idle = new Set<Socket>();
  /** Connections with a request in flight. */
  const busy = new Set<Socket>();
  /** Connections counted in `total`; one closed to make room leaves the count at once. */
  const counted = new WeakSet<Socket>();
  const networkOf = new WeakMap<Socket, string>();
  let total = 0;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    busy.add(socket);
    res.once('close', () => {
      busy.delete(socket);
      if (!socket.destroyed) idle.add(socket);
    });
  });
  dropSlowReaders(server, busy, limits);

  const forget = (socket: Socket) => {
    if (counted.has(socket)) total -= 1;
    counted.delete(socket);
    idle.delete(socket);
    busy.delete(socket);
    const network = networkOf.get(socket) ?? '';
    const held = holdings.get(network);
    held?.delete(socket);
    if (held?.size === 0) holdings.delete(network);
  };

  // Before Node's own listener, so a refused socket never reaches the HTTP parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (perAddress.get(address) ?? 0) + 1;
    if (trustedProxyHops === 0 && count > limits.connectionsPerClient) {
      socket.destroy();
      return;
    }
    // Behind proxies every peer is a proxy: the cap then makes room by idleness alone.
    const network = trustedProxyHops === 0 ? addressNetwork(address) : 'proxied';
    if (total >= limits.maxConnections) {
      const giving = connectionToClose(holdings, idle, network);
      if (!giving) {
        socket.destroy();
        return;
      }
      forget(giving);
      giving.destroy();
    }
    total += 1;
    counted.add(socket);
    perAddress.set(address, count);
    networkOf.set(socket, network);
    const held = holdings.get(network) ?? new Set<Socket>();
    held.add(socket);
    holdings.set(network, held);
    idle.add(socket);
    socket.once('close', () => {
      forget(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
}

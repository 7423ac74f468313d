/**
 * One client cannot take the server's sockets or memory: connections beyond the per-address cap
 * are closed at once while other addresses are served, idle sockets are closed, and a client
 * that never reads its answer is dropped. Real sockets on loopback: Linux routes all of
 * 127.0.0.0/8 to lo, so 127.0.0.2 and 127.0.0.3 are two clients.
 */
import http, { type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyServerLimits, serverLimits, type ServerLimits } from './connection-limits';

const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(limits: Partial<ServerLimits>, handler: http.RequestListener) {
  const server = http.createServer({ connectionsCheckingInterval: 100 }, handler);
  applyServerLimits(server, { ...serverLimits, ...limits });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw TCP connection from `localAddress`, resolved once connected. */
function open(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Resolves when the socket has closed. It is set flowing: a paused socket may never see the
 * server's end of the connection (its 'end', and so its 'close', waits for someone to read).
 */
function closed(socket: Socket): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (socket.destroyed || socket.readableEnded) resolve(0);
    socket.once('close', () => resolve(Date.now() - started));
    socket.resume();
  });
}

function get(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', localAddress, path: '/', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .once('error', reject);
  });
}

describe('server limits', () => {
  it('caps the connections one address holds; other addresses are still served', async () => {
    const port = await serve({ connectionsPerClient: 20 }, (_req, res) => res.end('ok'));
    const held = await Promise.all(Array.from({ length: 20 }, () => open(port, '127.0.0.2')));
    const refused = await open(port, '127.0.0.2');
    refused.on('error', () => undefined);
    await closed(refused); // closed by the server at once, without an answer
    expect(held.every((socket) => !socket.destroyed)).toBe(true);
    expect(await get(port, '127.0.0.3')).toBe(200);
    // A slot freed is a slot again.
    held[0]!.destroy();
    await closed(held[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await open(port, '127.0.0.2');
    again.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const answer = await new Promise<string>((resolve) =>
      again.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes a connection that never sends a request', async () => {
    const port = await serve({ idleTimeoutMs: 300, headersTimeoutMs: 300 }, (_req, res) =>
      res.end('ok'),
    );
    const idle = await open(port, '127.0.0.2');
    idle.on('error', () => undefined);
    const after = await closed(idle);
    expect(after).toBeLessThan(5_000);
  });

  it('drops a client that never reads its answer, instead of holding the answer', async () => {
    const big = Buffer.alloc(32 * 1024 * 1024, 'x');
    let serverClosed!: () => void;
    const ended = new Promise<void>((resolve) => (serverClosed = resolve));
    const port = await serve({ idleTimeoutMs: 300 }, (_req, res) => {
      res.socket!.once('close', () => serverClosed());
      res.end(big);
    });
    const reader = await open(port, '127.0.0.2');
    reader.on('error', () => undefined);
    reader.pause(); // reads nothing: the server's writes stall once the buffers are full
    reader.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await ended;
    // Whatever was already in flight arrives; the rest of the answer never will.
    let received = 0;
    reader.on('data', (chunk: Buffer) => (received += chunk.length));
    reader.resume();
    await closed(reader);
    expect(received).toBeLessThan(big.length);
  });

  it('at the connection cap, closes the longest-idle connection so a new client gets in', async () => {
    const port = await serve({ maxConnections: 6 }, (_req, res) => res.end('ok'));
    // Six idle sockets from six addresses (each under its own cap) fill the server.
    const idle: Socket[] = [];
    for (let index = 0; index < 6; index += 1) {
      const socket = await open(port, `127.0.0.${10 + index}`);
      socket.on('error', () => undefined);
      idle.push(socket);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const firstClosed = closed(idle[0]!);
    expect(await get(port, '127.0.0.3')).toBe(200);
    await firstClosed; // the oldest made room
    expect(idle.slice(1).every((socket) => !socket.destroyed)).toBe(true);
  });

  it('at the cap, the network holding the most gives up its oldest busy connection to another network', async () => {
    const hold: http.ServerResponse[] = [];
    const port = await serve({ maxConnections: 4 }, (req, res) => {
      if (req.url === '/hold')
        hold.push(res); // a slow body or a slow read, as the server sees it
      else res.end('ok');
    });
    const busy: Socket[] = [];
    for (let index = 0; index < 4; index += 1) {
      const socket = await open(port, `127.3.1.${1 + index}`);
      socket.on('error', () => undefined);
      socket.write('GET /hold HTTP/1.1\r\nHost: x\r\n\r\n');
      busy.push(socket);
      while (hold.length < index + 1) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const oldestClosed = closed(busy[0]!);
    expect(await get(port, '127.3.2.1')).toBe(200);
    await oldestClosed;
    expect(busy.slice(1).every((socket) => !socket.destroyed)).toBe(true);
    for (const res of hold) res.end('ok');
  });

  it('closes a connection that reads its answer slower than the minimum rate', async () => {
    const big = Buffer.alloc(32 * 1024 * 1024, 'x');
    const port = await serve(
      { minReadBytesPerSecond: 1024 * 1024, slowReadWindowMs: 400 },
      (_req, res) => res.end(big),
    );
    const reader = await open(port, '127.0.0.2');
    reader.on('error', () => undefined);
    reader.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    // A trickle: a little every 50 ms keeps the connection from ever being idle.
    reader.pause();
    const trickle = setInterval(() => reader.read(1024), 50);
    const after = await closed(reader).finally(() => clearInterval(trickle));
    expect(after).toBeLessThan(10_000);
  });

  it('refuses a new connection only when every connection is busy', async () => {
    const hold: http.ServerResponse[] = [];
    const port = await serve({ maxConnections: 2 }, (_req, res) => {
      hold.push(res); // never answered while the test runs
    });
    const busy = await Promise.all([open(port, '127.0.0.2'), open(port, '127.0.0.4')]);
    for (const socket of busy) {
      socket.on('error', () => undefined);
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    }
    while (hold.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await open(port, '127.0.0.3');
    refused.on('error', () => undefined);
    await closed(refused);
    expect(busy.every((socket) => !socket.destroyed)).toBe(true);
    for (const res of hold) res.end('ok');
  });
});

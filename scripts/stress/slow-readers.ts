/**
 * Slow readers: many networks, up to 128 connections each (the per-address cap), each asking for
 * the largest answers the site has without compression (the posts' sitemap, the blog list, the
 * home page) and then reading 100 bytes a second, far under the server's minimum read rate. A
 * connection the server closes is opened again a second later. The innocent visitor beside it
 * must keep its bounds with no reset: the server closes trickle readers, gives way at its
 * connection cap by the network holding the most, and inflates stored answers for a bounded few.
 * A reader sees the server close its connection only once it has read what the kernel still
 * holds for it (an error or reset shows at once), so "seen closed" counts fewer than were closed.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { AttackResult } from './attacks';

const targets = ['/sitemap-posts-1.xml', '/resources/blog', '/'];

export async function slowReaders(
  origin: string,
  networks: number,
  perNetwork: number,
  seconds: number,
): Promise<AttackResult> {
  const { host, port } = new URL(origin);
  const until = Date.now() + seconds * 1000;
  const open = new Set<net.Socket>();
  const statuses = new Map<string, number>();
  let opened = 0;
  let closed = 0;
  let heldMs = 0;
  const openOne = (localAddress: string, index: number) => {
    if (Date.now() >= until) return;
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress });
    const started = performance.now();
    let head = '';
    opened += 1;
    open.add(socket);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(
        `GET ${targets[index % targets.length]} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: identity\r\n\r\n`,
      );
      socket.pause();
    });
    const trickle = setInterval(() => {
      const chunk = socket.read(100) as Buffer | null;
      if (chunk && head.length < 16) {
        head += chunk.toString('latin1');
        if (head.length >= 12) {
          const status = head.slice(9, 12);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }
    }, 1_000);
    socket.once('close', () => {
      clearInterval(trickle);
      open.delete(socket);
      if (Date.now() < until) {
        closed += 1;
        heldMs += performance.now() - started;
        setTimeout(() => openOne(localAddress, index + 1), 1_000);
      }
    });
  };
  for (let network = 0; network < networks; network += 1) {
    for (let index = 0; index < perNetwork; index += 1) openOne(`127.16.${network + 1}.1`, index);
  }
  while (Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
  for (const socket of open) socket.destroy();
  const answered = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  const meanHeld = closed ? (heldMs / closed / 1000).toFixed(1) : '–';
  return {
    line: `slow readers: ${networks} networks × ${perNetwork} connections, ${opened} opened, ${closed} seen closed (after ${meanHeld} s on average); answers began ${answered || 'never'}`,
    failures: [],
  };
}

/**
 * The hostile clients stress.ts runs beside the load: back-to-back slow requests and idle
 * sockets held open from one address.
 */
import type http from 'node:http';
import net from 'node:net';
import { embeddedAnonKey } from '../../src/config/embedded-anon-key';
import { request } from './clients';

/**
 * The requests that each held PGlite for seconds, sent back to back: now refused before the
 * database (400) or answered from the cache; and searches the limits allow (four wildcards,
 * three `or` terms, an exact count) that no index can serve, which the deadline bounds.
 */
export async function slowRequester(agent: http.Agent, origin: string, until: () => boolean) {
  const slow = [
    `/rest/v1/blog_listings?select=id&or=(${['title', 'excerpt', 'search_text'].map((column) => `${column}.ilike.*_*_*_*_*_*q`).join(',')})`,
    `/rest/v1/blog_listings?select=id&search_text=ilike.${encodeURIComponent(`${'%a'.repeat(2500)}%`)}`,
    '/sitemap-posts-1.xml',
    '/sitemap.xml',
    `/rest/v1/blog_listings?select=id&or=(${['title', 'excerpt', 'search_text'].map((column) => `${column}.ilike.*e*a*o*z`).join(',')})`,
    '/rest/v1/blog_listings?select=id,title,excerpt&search_text=ilike.*a*e*i*q&order=title.desc',
  ];
  const answers = new Map<number, number>();
  for (let index = 0; !until(); index += 1) {
    try {
      const answer = await request(agent, `${origin}${slow[index % slow.length]}`, {
        headers: { apikey: embeddedAnonKey, Prefer: 'count=exact' },
      });
      answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
    } catch {
      answers.set(0, (answers.get(0) ?? 0) + 1);
    }
  }
  return answers;
}

/**
 * Keeps `count` idle connections open from one address: each one the server closes is opened
 * again a second later, as the client that took every socket in the review did.
 */
export async function idleSockets(
  origin: string,
  localAddress: string,
  count: number,
  until: () => boolean,
) {
  const { port } = new URL(origin);
  const open = new Set<net.Socket>();
  let opened = 0;
  let refused = 0;
  const openOne = () => {
    if (until()) return;
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress });
    const started = Date.now();
    opened += 1;
    open.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => {
      open.delete(socket);
      if (Date.now() - started < 1_000) refused += 1;
      setTimeout(openOne, 1_000);
    });
  };
  for (let index = 0; index < count; index += 1) openOne();
  while (!until()) await new Promise((resolve) => setTimeout(resolve, 200));
  const held = open.size;
  for (const socket of open) socket.destroy();
  return { opened, refused, held };
}

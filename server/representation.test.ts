import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateLimits, prepare, send, type Representation } from './representation';

let origin: string;
let server: http.Server;
let current: Representation;

beforeAll(async () => {
  server = http.createServer((req, res) => void send(req, res, current));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** node:http, not fetch: fetch decompresses and hides what was on the wire. */
function request(headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(`${origin}/`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .once('error', reject)
        .end();
    },
  );
}

describe('prepared representations', () => {
  const html = `<!doctype html><p>${'Hello, world. '.repeat(200)}</p>`;

  it('sends brotli, gzip or the plain body as the client accepts, brotli first among equals', async () => {
    current = await prepare(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    const chrome = await request({ 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(chrome.body).toString()).toBe(html);
    expect(chrome.headers.vary).toBe('Accept-Encoding');
    const gzipOnly = await request({ 'Accept-Encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).toString()).toBe(html);
    const plain = await request({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(html));
  });

  it('answers 304 to a matching ETag or Last-Modified, and 200 to a stale one', async () => {
    current = await prepare(html, { headers: { 'Content-Type': 'text/html' } });
    const first = await request({ 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    const modified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await request({ 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect((await request({ 'If-Modified-Since': modified })).status).toBe(304);
    expect((await request({ 'If-None-Match': '"something-else"' })).status).toBe(200);
    current = await prepare(`${html}<p>changed</p>`, { headers: { 'Content-Type': 'text/html' } });
    expect((await request({ 'If-None-Match': etag })).status).toBe(200);
  });

  it('HEAD gets the headers without a body; an error status is never a 304', async () => {
    current = await prepare(html, { headers: { 'Content-Type': 'text/html' } });
    const head = await request({ 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    current = await prepare('gone', { status: 404, headers: { 'Content-Type': 'text/html' } });
    expect((await request({ 'If-None-Match': current.etag })).status).toBe(404);
  });

  it('keeps no plain copy of a large body and unpacks it for the rare client without gzip', async () => {
    const large = 'x'.repeat(600_000);
    current = await prepare(large, { headers: { 'Content-Type': 'application/xml' } });
    expect(current.identity).toBeUndefined();
    expect(current.bytes).toBeLessThan(10_000);
    const plain = await request({});
    expect(plain.body.toString()).toBe(large);
    expect(plain.headers['content-length']).toBe(String(large.length));
    expect(plain.headers['content-encoding']).toBeUndefined();
    const head = await request({}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(large.length));
    expect(head.body.length).toBe(0);
  });

  it('inflates a large body as a slow client reads it, never a whole copy at once', async () => {
    // Random text compresses little, so the body is large on the wire too.
    const large = Array.from({ length: 40_000 }, (_, index) => `${index * 7919}`).join(' ');
    const representation = await prepare(large, { headers: { 'Content-Type': 'text/plain' } });
    expect(representation.identity).toBeUndefined();
    // Counts what the server hands to the socket at a time.
    const written: number[] = [];
    const counting = http.createServer((req, res) => {
      const write = res.write.bind(res) as (chunk: Buffer, ...rest: unknown[]) => boolean;
      const end = res.end.bind(res) as (chunk?: Buffer, ...rest: unknown[]) => http.ServerResponse;
      res.write = ((chunk: Buffer, ...rest: unknown[]) => {
        written.push(chunk.length);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: Buffer, ...rest: unknown[]) => {
        if (chunk && typeof chunk !== 'function') written.push(chunk.length);
        return end(chunk, ...rest);
      }) as typeof res.end;
      void send(req, res, representation);
    });
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
    const { port } = counting.address() as AddressInfo;
    let received = 0;
    await new Promise<void>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/`, (response) => {
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            response.pause(); // a slow reader
            setTimeout(() => response.resume(), 1);
          });
          response.on('end', resolve);
        })
        .on('error', reject);
    });
    await new Promise((resolve) => counting.close(resolve));
    expect(received).toBe(Buffer.byteLength(large));
    // Handed over in stream-sized pieces as the client took them, not one body-sized buffer.
    expect(Math.max(...written)).toBeLessThanOrEqual(64 * 1024);
    expect(written.reduce((sum, size) => sum + size, 0)).toBe(Buffer.byteLength(large));
  });

  it('inflates at most two large bodies per network at once: the next gets 503, another network is served', async () => {
    const large = Array.from({ length: 60_000 }, (_, index) => `${index * 7919}`).join(' ');
    current = await prepare(large, { headers: { 'Content-Type': 'text/plain' } });
    const { port } = new URL(origin);
    /** A plain request from `localAddress` whose reader pauses after the first chunk. */
    const stalled = (localAddress: string) =>
      new Promise<{ status: number; response: http.IncomingMessage }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', localAddress, agent: false }, (response) => {
            response.pause();
            resolve({ status: response.statusCode ?? 0, response });
          })
          .once('error', reject);
      });
    const held = [];
    for (let index = 0; index < inflateLimits.perNetwork; index += 1) {
      held.push(await stalled(`127.20.1.${1 + index}`));
    }
    expect(held.map((answer) => answer.status)).toEqual([200, 200]);
    const refused = await stalled('127.20.1.9');
    expect(refused.status).toBe(503);
    expect(refused.response.headers['retry-after']).toBe('5');
    refused.response.resume();
    const other = await stalled('127.20.2.1');
    expect(other.status).toBe(200);
    // Once a reader is done, its network's turn is free again.
    for (const answer of [...held, other]) answer.response.resume();
    await Promise.all(
      [...held, other].map(
        (answer) => new Promise((resolve) => answer.response.once('end', resolve)),
      ),
    );
    const again = await stalled('127.20.1.9');
    expect(again.status).toBe(200);
    again.response.resume();
  });
});

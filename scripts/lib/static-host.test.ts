import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost } from './static-host';

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-host-'));
  await mkdir(path.join(root, 'de', 'pricing'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(root, 'de', 'pricing', 'index.html'), '<h1>Preise</h1>');
  await writeFile(path.join(root, '404.html'), '<h1>not found</h1>');
  await writeFile(path.join(root, 'de', '404.html'), '<h1>nicht gefunden</h1>');
  await writeFile(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  await writeFile(path.join(root, '_redirects'), '/en / 301\n/en/* /:splat 301\n');
  server = await startStaticHost(root, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`${origin}${pathname}`, { redirect: 'manual' });

describe('the static host of the hosted check', () => {
  it("serves a folder's index.html with the _headers rules", async () => {
    const response = await get('/de/pricing');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Preise');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a URL with no file with the nearest 404.html, as 404', async () => {
    const german = await get('/de/resources/blog/new-post');
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('nicht gefunden');
    expect(await (await get('/nothing')).text()).toContain('not found');
  });

  it('applies _redirects before files, keeping the query, and never to another host', async () => {
    const redirected = await get('/en/pricing?x=1');
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe('/pricing?x=1');
    expect((await get('/en//evil.example')).headers.get('location')).toBe('/evil.example');
  });

  it('refuses broken percent-encoding with 400 and keeps serving', async () => {
    expect((await get('/%E0')).status).toBe(400);
    expect((await get('/')).status).toBe(200);
  });
});

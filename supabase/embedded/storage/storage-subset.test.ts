/**
 * The README's description of the /storage/v1 subset is true: its lists equal the code's, each
 * listed route is answered (never refused as not supported), each refused storage-js call and
 * render parameter gets Storage's error body saying it is not supported.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onePixelPng } from '../test-kit/rls-matrix-suite';
import { startTestServer, type TestServer } from '../test-kit/test-server';
import { seedAccounts } from '../db/setup';
import { refusedStorageCalls, storageSubset } from './storage';
import { refusedRenderParameters, renderParameters } from './storage-render-params';

const readme = readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');

/** The backticked items between `<!-- subset:name -->` and `<!-- /subset -->`. */
function listed(name: string): string[] {
  const match = new RegExp(`<!-- subset:${name} -->([\\s\\S]*?)<!-- /subset -->`).exec(readme);
  if (!match) throw new Error(`README.md has no subset:${name} list`);
  return [...match[1]!.matchAll(/`([^`]+)`/g)].map((item) => item[1]!);
}

describe('the README lists what the Storage code does', () => {
  it.each([
    ['storage-routes', storageSubset],
    ['storage-refused', Object.keys(refusedStorageCalls)],
    ['render-parameters', renderParameters],
    ['refused-render-parameters', refusedRenderParameters],
  ])('%s', (name, inCode) => {
    expect(listed(name)).toEqual([...inCode]);
  });
});

describe('and /storage/v1 answers each as listed', () => {
  let server: TestServer;
  let token: string;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
    key = `subset/${Date.now()}.png`;
    const uploaded = await fetch(`${server.url}/storage/v1/object/blog-images/${key}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
      body: new Uint8Array(onePixelPng),
    });
    expect(uploaded.status).toBe(200);
  }, 120_000);
  afterAll(() => server?.destroy());

  /** A request for a route pattern, with this suite's bucket and object. */
  function send(pattern: string, extra: Record<string, string> = {}) {
    const [method = 'GET', route = ''] = pattern.split(' ');
    const url = route
      .replace('<bucket>', 'blog-images')
      .replace('<path>', method === 'POST' ? `subset/${Math.random()}.png` : key);
    // list and remove take JSON, as storage-js sends them (a key nobody uploaded is removed as
    // nothing, so the suite's object stays).
    const json =
      pattern === 'POST /object/list/<bucket>'
        ? { prefix: 'subset' }
        : pattern === 'DELETE /object/<bucket>'
          ? { prefixes: [`subset/${Math.random()}.png`] }
          : undefined;
    if (json) {
      return fetch(`${server.url}/storage/v1${url}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(json),
      });
    }
    return fetch(`${server.url}/storage/v1${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png', ...extra },
      ...(method === 'POST' || method === 'PUT' ? { body: new Uint8Array(onePixelPng) } : {}),
    });
  }

  const expectRefusal = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, string>;
    expect(body).toMatchObject({ statusCode: '409', code: 'NotSupported', error: 'NotSupported' });
    expect(body.message).toMatch(/is not supported by the embedded backend/);
  };

  it.each(listed('storage-routes'))('%s is answered', async (pattern) => {
    const response = await send(pattern);
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it.each(Object.entries(refusedStorageCalls))('%s (%s) is refused', async (_call, request) => {
    const [pattern = '', upsert] = request.split(' with ');
    const response = await send(pattern, upsert ? { 'x-upsert': 'true' } : {});
    // A HEAD answer has no body to read the refusal from.
    if (pattern.startsWith('HEAD ')) expect(response.status).toBe(400);
    else await expectRefusal(response);
  });

  it.each(listed('render-parameters'))('render parameter %s is taken', async (name) => {
    const value = { resize: 'contain', quality: '50', format: 'webp', download: 'a.png' }[name];
    const response = await send(`GET /render/image/public/<bucket>/<path>?${name}=${value ?? 10}`);
    expect(response.status).toBe(200);
  });

  it.each(listed('refused-render-parameters'))('render parameter %s is refused', async (name) => {
    const value = name === 'gravity' ? 'ce' : '0.5';
    await expectRefusal(await send(`GET /render/image/public/<bucket>/<path>?${name}=${value}`));
  });
});

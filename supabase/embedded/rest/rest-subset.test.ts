/**
 * The README's description of the /rest/v1 subset is true: its lists equal the code's, and a
 * request with each listed operator, media type and preference is answered as listed (inside:
 * not refused; refused: a PostgREST-shaped 4xx naming it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedOperators, unsupportedOperators } from './rest-filters';
import { acceptedMediaTypes, preferenceSupport, refusedMediaTypes } from './rest-headers';
import { startTestServer, type TestServer } from '../test-kit/test-server';

const readme = readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');

/** The backticked items between `<!-- subset:name -->` and `<!-- /subset -->`. */
function listed(name: string): string[] {
  const match = new RegExp(`<!-- subset:${name} -->([\\s\\S]*?)<!-- /subset -->`).exec(readme);
  if (!match) throw new Error(`README.md has no subset:${name} list`);
  return [...match[1]!.matchAll(/`([^`]+)`/g)].map((item) => item[1]!);
}

describe('the README lists what the code does', () => {
  it.each([
    ['operators', supportedOperators],
    ['refused-operators', unsupportedOperators],
    ['media-types', acceptedMediaTypes],
    ['refused-media-types', refusedMediaTypes],
    ['preferences', preferenceSupport.honoured],
    ['ignored-preferences', preferenceSupport.ignored],
    ['refused-preferences', preferenceSupport.refused],
  ])('%s', (name, inCode) => {
    expect(listed(name)).toEqual([...inCode]);
  });
});

describe('and the backend answers each as listed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.destroy());

  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/rest/v1/blog_posts?${query}`, { headers });
  const expectRefusal = async (response: Response, status: number, names: string) => {
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.message).toContain(names);
    expect(body.message).toMatch(/not supported by the embedded backend/);
  };
  const values: Record<string, string> = { in: '(5,6)', is: 'null', cs: '{alpha}' };
  const columns: Record<string, string> = {
    is: 'excerpt',
    cs: 'tags',
    like: 'slug',
    ilike: 'slug',
  };

  it.each(listed('operators'))('operator %s', async (operator) => {
    const column = columns[operator] ?? 'read_time';
    const response = await get(`select=slug&${column}=${operator}.${values[operator] ?? '5'}`);
    expect(response.status).toBe(200);
  });

  it.each(listed('refused-operators'))('operator %s is refused', async (operator) => {
    await expectRefusal(await get(`select=slug&title=${operator}.x`), 400, `"${operator}"`);
  });

  it.each(listed('media-types'))('Accept: %s', async (type) => {
    const response = await get('select=slug&slug=eq.nonexistent-or-one&limit=1', { Accept: type });
    // The single object is 406 PGRST116 for no row: still PostgREST's answer, not a refusal.
    expect([200, 406]).toContain(response.status);
    if (response.status === 406) expect((await response.json()).code).toBe('PGRST116');
  });

  it.each(listed('refused-media-types'))('Accept: %s is refused', async (type) => {
    await expectRefusal(await get('select=slug', { Accept: type }), 406, type);
  });

  it.each([...listed('preferences'), ...listed('ignored-preferences')])(
    'Prefer: %s is not refused',
    async (preference) => {
      const value = preference === 'max-affected' ? 'max-affected=5' : preference;
      expect((await get('select=slug&limit=1', { Prefer: value })).status).toBeLessThan(300);
    },
  );

  it.each(listed('refused-preferences'))('Prefer: %s is refused on POST', async (preference) => {
    const value = preference === 'timezone' ? 'timezone=UTC' : preference;
    const response = await fetch(`${server.url}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: value },
      body: '{}',
    });
    await expectRefusal(response, 400, value);
  });
});

/**
 * What one request may make the database do is bounded before it reaches the database: the
 * reproductions of a read that held PGlite for seconds each get an immediate 400 with
 * PostgREST's error body, for anonymous and signed-in callers alike; the app's own searches
 * stay inside the bounds, whatever a visitor types.
 */
import { embeddedAnonKey } from '../../../src/config/embedded-anon-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyColumnContains, containsPattern, normalizeSearch } from '../../../src/lib/text-search';
import { checkFilterCost, filterLimits } from './rest-filter-limits';
import { parseCondition, parseLogicTree } from './rest-filters';
import { seedAccounts } from '../db/setup';
import { startTestServer, type TestServer } from '../test-kit/test-server';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
}, 120_000);
afterAll(() => server?.destroy());

async function read(query: string, token?: string) {
  const response = await fetch(`${server.url}/rest/v1/blog_listings?${query}`, {
    headers: {
      apikey: embeddedAnonKey,
      Prefer: 'count=exact',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pathological = {
  'an or-group of wildcard runs': `select=id&or=(${['title', 'excerpt', 'search_text']
    .map((column) => `${column}.ilike.*_*_*_*_*_*q`)
    .join(',')})`,
  'a 7.5 kB pattern of 2,500 wildcards': `select=id&search_text=ilike.${encodeURIComponent(
    `${'%a'.repeat(2500)}%`,
  )}`,
  'an or-group of seven alternatives': `select=id&or=(${Array.from(
    { length: 7 },
    (_, index) => `slug.eq.post-${index}`,
  ).join(',')})`,
  'seventeen conditions': `select=id&${Array.from({ length: 17 }, (_, index) => `title=eq.x${index}`).join('&')}`,
  'an in-list of 101 items': `select=id&slug=in.(${Array.from({ length: 101 }, (_, index) => `s${index}`).join(',')})`,
};

describe('query cost limits', () => {
  for (const [name, query] of Object.entries(pathological)) {
    it(`refuses ${name} with a 400 naming the limit, anonymous or signed in`, async () => {
      for (const token of [undefined, adminToken]) {
        const answer = await read(query, token);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'PGRST100',
          details: expect.stringContaining('bounds'),
          message: expect.stringMatching(/at most \d+ (are|is) allowed/),
        });
      }
    });
  }

  it('keeps serving: the same client reads normally right after', async () => {
    const answer = await read('select=id&list_language=eq.en&search_text=ilike.*demo*');
    expect(answer.status).toBeLessThan(300);
  });

  it('shows a hostile value in its message quoted, cut short, with control characters escaped', async () => {
    const answer = await read(
      `select=id&title=eq.${encodeURIComponent(`\u0000${'x'.repeat(300)}`)}`,
    );
    expect(answer.status).toBe(400);
    const message = String(answer.body.message);
    expect(message).toContain('"\\u0000xxxx');
    expect(message).not.toContain('\u0000');
    expect(message.length).toBeLessThan(200);
  });

  it('lets every search the app builds through, whatever the visitor types', () => {
    const typed = ['demo', '*'.repeat(100), '%_\\'.repeat(40), 'a*b*c*d*e', '"),(x'.repeat(30)];
    for (const text of typed) {
      const search = normalizeSearch(text);
      expect(() =>
        checkFilterCost([parseCondition('search_text', `ilike.${containsPattern(search)}`)]),
      ).not.toThrow();
      expect(() =>
        checkFilterCost([
          parseLogicTree('or', `(${anyColumnContains(['title', 'slug'], search)})`),
        ]),
      ).not.toThrow();
    }
    expect(filterLimits.orTerms).toBeGreaterThanOrEqual(3);
  });
});

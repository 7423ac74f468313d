/**
 * A statement whose plan costs more than its role's plan_filter.statement_cost_limit is refused
 * before it runs, as pg_plan_filter refuses it on Supabase, with the error PostgREST sends for
 * it. The cost is a trap in a policy for anon: a check the planner counts as 20,000 per row, so
 * a read of one row is under the limit and a read of five is over. Running it is instant for the
 * seed's rows and counts to a billion for one trap row, so a costly read that did run would end at
 * the deadline with 57014 instead.
 */
import { embeddedAnonKey } from '../../../src/config/embedded-anon-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbAdapter, Queryable } from './database';
import { limitPlanCost, replanEvery } from './plan-cost';
import { seedAccounts } from './setup';
import { startPreparedServer, type TestServer } from '../test-kit/test-server';

const anonLimit = 100_000;
const seedSlug = 'white-label-ai-demos-for-agencies';

async function installTrap(db: DbAdapter) {
  const { rows } = await db.query<{ name: string }>('select current_database() as name');
  await db.exec(`
    create function public.count_to_a_billion() returns boolean language sql volatile
      cost 8000000 as $$ select count(*) > 0 from generate_series(1, 1000000000) $$;
    create policy costly_for_anon on public.blog_posts as restrictive for select to anon
      using (slug not like 'trap-%' or public.count_to_a_billion());
    insert into public.blog_posts (title, slug, content_markdown, author, category, published_at)
      values ('Trap', 'trap-1', 'Body', 'Demoly Team', 'General', now() - interval '1 day');
    alter role anon in database "${rows[0]!.name}"
      set plan_filter.statement_cost_limit = ${anonLimit};
  `);
}

function describePlanCost(title: string, start: () => ReturnType<typeof startPreparedServer>) {
  describe(title, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ server, cleanup } = await start());
    }, 120_000);
    afterAll(() => cleanup?.());

    const read = async (query: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}/rest/v1/${query}`, {
        headers: { apikey: embeddedAnonKey, ...headers },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };

    it("refuses an anonymous read over its role's cost limit unrun, with pg_plan_filter's error", async () => {
      const answer = await read('blog_posts?select=id');
      expect(answer).toEqual({
        status: 500,
        body: {
          code: '54001',
          details: null,
          hint: expect.stringContaining('"plan_filter.statement_cost_limit"'),
          message: 'plan cost limit exceeded',
        },
      });
    });

    it('plans the count of a counted read too', async () => {
      // limit=0 plans as one row; its count plans (and would scan) every row, the trap's too.
      const cheap = await read('blog_posts?select=id&limit=0');
      expect(cheap.status).toBe(200);
      const counted = await read('blog_posts?select=id&limit=0', { Prefer: 'count=exact' });
      expect(counted).toMatchObject({ status: 500, body: { code: '54001' } });
    });

    it('answers a read under the limit, and the costly read for a role without that cost', async () => {
      const one = await read(`blog_posts?select=slug&slug=eq.${seedSlug}`);
      expect(one).toEqual({ status: 200, body: [{ slug: seedSlug }] });
      const token = await server.signIn(
        seedAccounts.admin.email,
        seedAccounts.admin.defaultPassword,
      );
      const signedIn = await read('blog_posts?select=slug', { Authorization: `Bearer ${token}` });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual(expect.arrayContaining([{ slug: 'trap-1' }]));
    });
  });
}

describePlanCost('plan cost limits on PGlite', () => startPreparedServer(installTrap));

const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)('on a PostgreSQL server (needs DATABASE_URL)', () => {
  describePlanCost('plan cost limits on PostgreSQL', () =>
    startPreparedServer(installTrap, { serverUrl }),
  );
});

describe('planning a statement of a known cheap shape', () => {
  it('is skipped but every 16th time; a statement near the limit is planned every time', async () => {
    const explained: string[] = [];
    let cost = 10;
    const tx: Queryable = {
      query: async <Row>(sql: string) => {
        if (sql.startsWith('explain')) explained.push(sql);
        const rows = sql.startsWith('explain')
          ? [{ 'QUERY PLAN': [{ Plan: { 'Total Cost': cost } }] }]
          : [];
        return { rows: rows as Row[], rowCount: rows.length };
      },
    };
    const costs = new Map<string, { cost: number; unplanned: number }>();
    const run = () => limitPlanCost(tx, 1_000, { shape: 'cheap', costs }).query('select 1');
    for (let index = 0; index <= replanEvery; index += 1) await run();
    // Planned the first time, then run unplanned 16 times; the 18th is planned again.
    expect(explained).toHaveLength(1);
    await run();
    expect(explained).toHaveLength(2);

    cost = 500; // half the limit: never taken on trust
    const near = () => limitPlanCost(tx, 1_000, { shape: 'near', costs }).query('select 1');
    for (let index = 0; index < 3; index += 1) await near();
    expect(explained).toHaveLength(5);
  });
});

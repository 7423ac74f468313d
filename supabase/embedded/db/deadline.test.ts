/**
 * A request past its role's deadline is abandoned with PostgREST's 57014, as on Supabase, and
 * costs nobody else more than that: on PGlite the statement runs in a worker thread, so the
 * server's event loop keeps answering, and a statement that cannot be stopped is stopped with
 * its worker, which is replaced without losing a committed write.
 *
 * The slow statements are real: a restrictive row-level security policy (or a trigger) that
 * counts to a billion, installed by the superuser on a copy of the seed.
 */
import { embeddedAnonKey } from '../../../src/config/embedded-anon-key';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbAdapter } from './database';
import { seedAccounts } from './setup';
import { startPreparedServer, type TestServer } from '../test-kit/test-server';

const deadlineMs = 1_000;
/** Signed-in requests get longer, so a slow write holds the connection past a read's budget. */
const writeDeadlineMs = 2_500;
/** The longest a request waits for its turn (10 s in production, shorter here to be quick). */
const queueWaitMs = 1_000;
const anonKey = embeddedAnonKey;

/** Statements that never finish on their own: PGlite counts about 20 million rows a second. */
const slowTraps = `
  create function public.count_to_a_billion() returns boolean language sql volatile as
    $$ select count(*) > 0 from generate_series(1, 1000000000) $$;
  create policy slow_for_anon on public.blog_posts as restrictive for select to anon
    using (public.count_to_a_billion());
  create function public.slow_insert() returns trigger language plpgsql as
    $$ begin perform public.count_to_a_billion(); return new; end $$;
  create trigger slow_insert before insert on public.blog_posts
    for each row when (new.slug like 'slow-%') execute function public.slow_insert();
  alter role anon in database ${'${database}'} set statement_timeout = '${deadlineMs}ms';
  alter role authenticated in database ${'${database}'} set statement_timeout = '${writeDeadlineMs}ms';
`;

async function installTraps(db: DbAdapter) {
  const { rows } = await db.query<{ name: string }>('select current_database() as name');
  await db.exec(slowTraps.replaceAll('${database}', `"${rows[0]!.name}"`));
}

function describeDeadlines(
  title: string,
  start: () => Promise<{ server: TestServer; cleanup(): Promise<void> }>,
  /** PGlite's one connection: requests wait for turns (a PostgreSQL pool runs them at once). */
  queued: boolean,
) {
  describe(title, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    let adminToken: string;

    beforeAll(async () => {
      ({ server, cleanup } = await start());
      adminToken = await server.signIn(
        seedAccounts.admin.email,
        seedAccounts.admin.defaultPassword,
      );
    }, 120_000);
    afterAll(() => cleanup?.());

    const post = (slug: string) => ({
      title: `Deadline ${slug}`,
      slug,
      content_markdown: 'Body',
      author: 'Demoly Team',
      category: 'General',
    });

    it('an anonymous read past the deadline gets 57014; the server answers others meanwhile', async () => {
      const started = performance.now();
      const slow = fetch(`${server.url}/rest/v1/blog_posts?select=id`, {
        headers: { apikey: anonKey },
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
        ms: performance.now() - started,
      }));
      let slowSettled = false;
      void slow.finally(() => (slowSettled = true));
      // A path the backend passes on (the site's pages and assets in `npm start`).
      await new Promise((resolve) => setTimeout(resolve, 100));
      const other = await fetch(`${server.url}/not-an-api-path`);
      expect(other.status).toBe(404);
      expect(slowSettled).toBe(false); // answered while the statement was still running

      const answer = await slow;
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        code: '57014',
        details: null,
        hint: null,
        message: 'canceling statement due to statement timeout',
      });
      expect(answer.ms).toBeGreaterThanOrEqual(deadlineMs - 50);
    }, 30_000);

    it('a write past the deadline is rolled back; writes acknowledged before it survive', async () => {
      const admin = server.client(adminToken);
      const before = await admin
        .from('blog_posts')
        .insert(post('before-the-slow-one'))
        .select('id')
        .single();
      expect(before.error).toBeNull();

      const slow = await admin.from('blog_posts').insert(post('slow-never-lands'));
      expect(slow.error).toMatchObject({ code: '57014' });
      expect(slow.status).toBe(500);

      const after = await admin.from('blog_posts').insert(post('after-the-slow-one'));
      expect(after.error).toBeNull();
      const { data } = await admin
        .from('blog_posts')
        .select('slug')
        .in('slug', ['before-the-slow-one', 'slow-never-lands', 'after-the-slow-one'])
        .order('slug');
      expect(data?.map((row) => row.slug)).toEqual(['after-the-slow-one', 'before-the-slow-one']);
    }, 30_000);

    it('requests queued behind a stopped statement are answered within their budget', async () => {
      const started = performance.now();
      const reads = await Promise.all(
        [1, 2, 3].map(async () => {
          const response = await fetch(`${server.url}/rest/v1/blog_posts?select=id`, {
            headers: { apikey: anonKey },
          });
          return { status: response.status, ms: performance.now() - started };
        }),
      );
      // Each waits at most its wait budget for a turn (then 503, never run) and runs at most its
      // deadline from its turn: none waits for the others' deadlines to add up.
      for (const read of reads) {
        expect([500, 503]).toContain(read.status);
        expect(read.ms).toBeLessThan(queueWaitMs + deadlineMs + 500);
      }
      const admin = server.client(adminToken);
      const roles = await admin.from('user_roles').select('role').eq('role', 'admin');
      expect(roles.error).toBeNull();
      expect(roles.data).toHaveLength(1);
    }, 30_000);

    /**
     * Starts a signed-in write that holds the connection for its whole (longer) deadline, and
     * resolves once it has had time to start, with the write's answer still to come.
     */
    /**
     * A slow write holding the connection past a waiting request's budget. `returning` makes it a
     * request shape of its own: a shape stopped before counts as slow, and a slow request yields
     * the connection to a waiting one (query-shapes.ts) instead of holding it.
     */
    async function holdTheConnection(returning: string) {
      // supabase-js sends when awaited: then() sends it now.
      const slow = server
        .client(adminToken)
        .from('blog_posts')
        .insert(post('slow-holds-it'))
        .select(returning)
        .then((result) => result);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { answer: slow }; // wrapped: awaiting this must not wait for the write
    }

    it.runIf(queued)(
      'a request that waits past its wait budget gets 503 with Retry-After, and never runs',
      async () => {
        const slow = (await holdTheConnection('id')).answer;
        const started = performance.now();
        // Another lane, but one task at a time: it waits behind the write until its budget is gone.
        const waiting = await fetch(`${server.url}/rest/v1/blog_posts?select=id&limit=1`, {
          headers: { apikey: anonKey },
        });
        const waited = performance.now() - started;
        expect(waiting.status).toBe(503);
        expect(waiting.headers.get('retry-after')).toBe('1');
        expect(await waiting.json()).toMatchObject({ code: 'PGRST003' });
        expect(waited).toBeGreaterThanOrEqual(queueWaitMs - 50);
        expect(waited).toBeLessThan(queueWaitMs + 500);
        expect((await slow).error).toMatchObject({ code: '57014' });
      },
      30_000,
    );

    it.runIf(queued)(
      'a request whose client hangs up while it waits is dropped, not run',
      async () => {
        const slow = (await holdTheConnection('slug')).answer;
        const gone = new AbortController();
        const abandoned = fetch(`${server.url}/rest/v1/blog_posts`, {
          method: 'POST',
          headers: {
            apikey: anonKey,
            Authorization: `Bearer ${adminToken}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(post('abandoned-while-waiting')),
          signal: gone.signal,
        }).catch(() => 'aborted');
        // The admin's lane: it waits behind the slow write, then its client leaves.
        await new Promise((resolve) => setTimeout(resolve, 200));
        gone.abort();
        expect(await abandoned).toBe('aborted');
        await slow;
        await new Promise((resolve) => setTimeout(resolve, 300));
        const rows = await server.backend.database.query(
          `select 1 from public.blog_posts where slug = 'abandoned-while-waiting'`,
        );
        expect(rows.rows).toEqual([]);
      },
      30_000,
    );
  });
}

describeDeadlines(
  'request deadlines on PGlite',
  () => startPreparedServer(installTraps, { queueWaitMs }),
  true,
);

const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)('on a PostgreSQL server (needs DATABASE_URL)', () => {
  describeDeadlines(
    'request deadlines on PostgreSQL',
    () => startPreparedServer(installTraps, { serverUrl }),
    false,
  );
});

/**
 * The row-level security matrix, continued: editing leases (who has a post open in the editor).
 * Nobody but admins reads or writes them, and an admin writes only their own. Called by
 * rls-matrix-suite.ts inside its describe, so it runs on PGlite and on PostgreSQL alike.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roles, type MatrixContext, type Role } from './rls-matrix-content';
import { seedAccounts } from '../db/setup';

interface LeaseRow {
  user_id: string;
  session_id: string;
  display_name: string | null;
  since: string;
  heartbeat_at: string;
}

export function describePresenceMatrix({ clients, sql, fixturePost }: MatrixContext) {
  describe('blog_post_editors (editing leases)', () => {
    const someoneElse = 'user_presence_someone_else';

    const leasesOf = async (postId: string) =>
      sql<LeaseRow>(
        `select user_id, session_id::text, display_name, since::text, heartbeat_at::text
         from public.blog_post_editors where post_id = $1 order by user_id, session_id`,
        [postId],
      );

    /** Someone else's lease on a post, written as superuser; `age` in seconds ago. */
    async function othersLease(postId: string, age = 0) {
      const sessionId = randomUUID();
      // The stamping trigger sets heartbeat_at to now(): backdate it afterwards, with the
      // trigger off, to make a lease expired.
      await sql(
        `insert into public.blog_post_editors (post_id, user_id, session_id, display_name)
         values ($1, $2, $3, 'someone@example.com')`,
        [postId, someoneElse, sessionId],
      );
      if (age > 0) {
        await sql('alter table public.blog_post_editors disable trigger blog_post_editors_stamp');
        await sql(
          `update public.blog_post_editors set heartbeat_at = now() - make_interval(secs => $2)
           where session_id = $1`,
          [sessionId, age],
        );
        await sql('alter table public.blog_post_editors enable trigger blog_post_editors_stamp');
      }
      return sessionId;
    }

    const readExpectations: Record<Role, { status: number; code?: string; rows: number }> = {
      anon: { status: 401, code: '42501', rows: 0 },
      viewer: { status: 200, rows: 0 },
      admin: { status: 200, rows: 1 },
    };
    it.each(roles)('select as %s: only admins read leases, everyone’s', async (role) => {
      const post = await fixturePost();
      await othersLease(post.id);
      for (const relation of ['blog_post_editors', 'blog_post_active_editors'] as const) {
        const { data, error, status } = await clients[role]
          .from(relation)
          .select('user_id,display_name')
          .eq('post_id', post.id);
        const expected = readExpectations[role];
        expect(status).toBe(expected.status);
        expect(error?.code).toBe(expected.code);
        expect(data?.length ?? 0).toBe(expected.rows);
        if (role === 'admin') {
          expect(data).toEqual([{ user_id: someoneElse, display_name: 'someone@example.com' }]);
        }
      }
    });

    const insertExpectations: Record<Role, { status: number; code?: string }> = {
      anon: { status: 401, code: '42501' },
      viewer: { status: 403, code: '42501' },
      admin: { status: 201 },
    };
    it.each(roles)(
      'insert as %s: an admin takes their own lease, named from the token',
      async (role) => {
        const post = await fixturePost();
        const sessionId = randomUUID();
        const { error, status } = await clients[role]
          .from('blog_post_editors')
          .insert({ post_id: post.id, session_id: sessionId, display_name: 'Forged name' });
        const expected = insertExpectations[role];
        expect(status).toBe(expected.status);
        expect(error?.code).toBe(expected.code);
        const stored = await leasesOf(post.id);
        if (role === 'admin') {
          // user_id from the token's sub, the name from its e-mail claim, not from the body.
          expect(stored).toMatchObject([
            {
              user_id: seedAccounts.admin.id,
              session_id: sessionId,
              display_name: seedAccounts.admin.email,
            },
          ]);
        } else {
          expect(stored).toEqual([]);
        }
      },
    );

    it.each(roles)('insert as %s: nobody takes a lease in someone else’s name', async (role) => {
      const post = await fixturePost();
      const { error, status } = await clients[role]
        .from('blog_post_editors')
        .insert({ post_id: post.id, session_id: randomUUID(), user_id: someoneElse });
      expect(status).toBe(role === 'anon' ? 401 : 403);
      expect(error?.code).toBe('42501');
      expect(await leasesOf(post.id)).toEqual([]);
    });

    it.each(roles)(
      'update and delete as %s: nobody renews or drops someone else’s lease',
      async (role) => {
        const post = await fixturePost();
        await othersLease(post.id);
        const before = await leasesOf(post.id);
        const update = await clients[role]
          .from('blog_post_editors')
          .update({ display_name: 'Renamed', user_id: seedAccounts.admin.id })
          .eq('post_id', post.id);
        const remove = await clients[role]
          .from('blog_post_editors')
          .delete()
          .eq('post_id', post.id);
        // RLS hides the row from the write (0 rows, 204); anon has no privilege at all.
        for (const answer of [update, remove]) {
          expect(answer.status).toBe(role === 'anon' ? 401 : 204);
          expect(answer.error?.code).toBe(role === 'anon' ? '42501' : undefined);
        }
        expect(await leasesOf(post.id)).toEqual(before);
      },
    );

    it('an admin renews and drops their own lease; since stays, the database stamps the time', async () => {
      const post = await fixturePost();
      const sessionId = randomUUID();
      const taken = await clients.admin
        .from('blog_post_editors')
        .insert({ post_id: post.id, session_id: sessionId })
        .select('since,heartbeat_at')
        .single();
      expect(taken.error).toBeNull();
      const renewed = await clients.admin
        .from('blog_post_editors')
        .update({ heartbeat_at: '2000-01-01T00:00:00Z', since: '2000-01-01T00:00:00Z' })
        .eq('post_id', post.id)
        .eq('session_id', sessionId)
        .select('since,heartbeat_at');
      expect(renewed.error).toBeNull();
      expect(renewed.data).toHaveLength(1);
      const lease = renewed.data![0]!;
      expect(Date.parse(lease.since)).toBe(Date.parse(taken.data!.since));
      expect(Date.parse(lease.heartbeat_at)).toBeGreaterThanOrEqual(
        Date.parse(taken.data!.heartbeat_at),
      );
      const dropped = await clients.admin
        .from('blog_post_editors')
        .delete()
        .eq('post_id', post.id)
        .eq('session_id', sessionId);
      expect(dropped.status).toBe(204);
      expect(await leasesOf(post.id)).toEqual([]);
    });

    it('an expired lease is not shown, and the next lease on the post clears it', async () => {
      const post = await fixturePost();
      const live = await othersLease(post.id);
      const expired = await othersLease(post.id, 120);
      const { data } = await clients.admin
        .from('blog_post_active_editors')
        .select('session_id')
        .eq('post_id', post.id);
      expect(data).toEqual([{ session_id: live }]);
      expect((await leasesOf(post.id)).map((row) => row.session_id)).toContain(expired);
      await clients.admin
        .from('blog_post_editors')
        .insert({ post_id: post.id, session_id: randomUUID() });
      const left = (await leasesOf(post.id)).map((row) => row.session_id);
      expect(left).toContain(live);
      expect(left).not.toContain(expired);
      expect(left).toHaveLength(2);
    });

    it('a lease goes with its post', async () => {
      const post = await fixturePost();
      await othersLease(post.id);
      await sql('delete from public.blog_posts where id = $1', [post.id]);
      expect(await leasesOf(post.id)).toEqual([]);
    });
  });
}

/**
 * The row-level security matrix: anon, viewer and admin × select/insert/update/delete on
 * blog_posts, user_roles and blog_post_revisions (editing leases in rls-matrix-presence.ts, machine
 * translation in rls-matrix-translation.ts), plus a storage upload, through supabase-js. Every case checks the
 * HTTP answer AND what the database holds afterwards (read as superuser, bypassing RLS), so a
 * policy that "answers right but writes anyway" cannot pass.
 *
 * A reusable suite: rls-matrix.test.ts runs it on PGlite and, with DATABASE_URL, on a real
 * PostgreSQL server (.ci/postgres-matrix), so the same SQL is proven on both.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeContentMatrix, roles, type Role } from './rls-matrix-content';
import { describePresenceMatrix } from './rls-matrix-presence';
import { describeGroupMatrix } from './rls-matrix-groups';
import { describeTranslationMatrix } from './rls-matrix-translation';
import { seedAccounts } from '../db/setup';
import type { TestServer } from './test-server';

/** A 1×1 PNG: real image bytes for the upload cases. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function describeRlsMatrix(
  title: string,
  start: () => Promise<{ server: TestServer; cleanup(): Promise<void> }>,
) {
  describe(title, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    const clients = {} as Record<Role, SupabaseClient>;
    const otherUserId = 'user_someone_else';

    const sql = async <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await server.backend.database.query<Row>(text, params)).rows;

    /** A post created as superuser, so each case starts from its own known row. */
    async function fixturePost() {
      const slug = `matrix-${randomUUID()}`;
      const [row] = await sql<{ id: string }>(
        `insert into public.blog_posts (title, slug, content_markdown) values ('Fixture', $1, 'Body') returning id`,
        [slug],
      );
      return { id: row!.id, slug };
    }
    const postTitle = async (id: string) =>
      (await sql<{ title: string }>('select title from public.blog_posts where id = $1', [id]))[0]
        ?.title;
    const roleRows = async () =>
      sql<{ user_id: string; role: string }>(
        'select user_id, role from public.user_roles order by user_id',
      );

    beforeAll(async () => {
      ({ server, cleanup } = await start());
      clients.anon = server.client();
      clients.viewer = server.client(
        await server.signIn(seedAccounts.viewer.email, seedAccounts.viewer.defaultPassword),
      );
      clients.admin = server.client(
        await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword),
      );
      // Someone else's role row: nobody but its owner may see it.
      await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
        otherUserId,
      ]);
    }, 180_000); // the first run builds the seeded PGlite template: slow on a busy machine
    afterAll(async () => cleanup?.());

    describe('blog_posts', () => {
      it.each(roles)('select as %s: everyone reads a published post', async (role) => {
        const post = await fixturePost();
        const { data, error, status } = await clients[role]
          .from('blog_posts')
          .select('id, slug')
          .eq('id', post.id);
        expect(error).toBeNull();
        expect(status).toBe(200);
        expect(data).toEqual([{ id: post.id, slug: post.slug }]);
      });

      const insertExpectations: Record<Role, { status: number; code?: string; stored: boolean }> = {
        anon: { status: 401, code: '42501', stored: false },
        viewer: { status: 403, code: '42501', stored: false },
        admin: { status: 201, stored: true },
      };
      it.each(roles)('insert as %s', async (role) => {
        const slug = `matrix-insert-${role}-${randomUUID()}`;
        const { error, status } = await clients[role]
          .from('blog_posts')
          .insert({ title: 'New', slug, content_markdown: 'Body' });
        const expected = insertExpectations[role];
        expect(status).toBe(expected.status);
        expect(error?.code).toBe(expected.code);
        const stored = await sql('select 1 from public.blog_posts where slug = $1', [slug]);
        expect(stored.length).toBe(expected.stored ? 1 : 0);
      });

      // A viewer gets 204 like PostgREST gives it: RLS hides the row, so 0 rows match.
      const writeExpectations: Record<Role, { status: number; code?: string; applied: boolean }> = {
        anon: { status: 401, code: '42501', applied: false },
        viewer: { status: 204, applied: false },
        admin: { status: 204, applied: true },
      };
      it.each(roles)('update as %s', async (role) => {
        const post = await fixturePost();
        const { error, status } = await clients[role]
          .from('blog_posts')
          .update({ title: 'Changed' })
          .eq('id', post.id);
        const expected = writeExpectations[role];
        expect(status).toBe(expected.status);
        expect(error?.code).toBe(expected.code);
        expect(await postTitle(post.id)).toBe(expected.applied ? 'Changed' : 'Fixture');
      });

      it.each(roles)('delete as %s', async (role) => {
        const post = await fixturePost();
        const { error, status } = await clients[role].from('blog_posts').delete().eq('id', post.id);
        const expected = writeExpectations[role];
        expect(status).toBe(expected.status);
        expect(error?.code).toBe(expected.code);
        expect(await postTitle(post.id)).toBe(expected.applied ? undefined : 'Fixture');
      });
    });

    describe('blog_posts by status', () => {
      /** A post in the given state, written as superuser; `publishAt` is SQL (null: draft). */
      async function postInState(status: 'draft' | 'scheduled', publishAt: string | null) {
        const slug = `matrix-${status}-${randomUUID()}`;
        const [row] = await sql<{ id: string; status: string }>(
          `insert into public.blog_posts (title, slug, content_markdown, status, published_at)
           values ('Status fixture', $1, 'Body', $2, ${publishAt ?? 'null'})
           returning id, status`,
          [slug, status],
        );
        expect(row!.status).toBe(status);
        return { id: row!.id, slug };
      }
      /** What a role reads of a post: the row, its list entry, its admin-table entry. */
      async function reads(role: Role, id: string) {
        const client = clients[role];
        const post = await client.from('blog_posts').select('id').eq('id', id);
        const listing = await client
          .from('blog_listings')
          .select('id')
          .eq('list_language', 'en')
          .eq('id', id);
        const adminRow = await client.from('blog_admin_posts').select('id,state').eq('id', id);
        expect(post.error).toBeNull();
        expect(listing.error).toBeNull();
        return {
          post: post.data?.length ?? 0,
          listing: listing.data?.length ?? 0,
          adminRow: adminRow.data ?? null,
          adminStatus: adminRow.status,
        };
      }

      it.each(roles)('as %s: a draft is read by admins only', async (role) => {
        const draft = await postInState('draft', null);
        const seen = await reads(role, draft.id);
        const admin = role === 'admin';
        expect(seen.post).toBe(admin ? 1 : 0);
        expect(seen.listing).toBe(admin ? 1 : 0);
        if (role === 'anon') expect(seen.adminStatus).toBe(401);
        else expect(seen.adminRow).toEqual(admin ? [{ id: draft.id, state: 'draft' }] : []);
      });

      it.each(roles)(
        'as %s: a post scheduled for later is read by admins only until its time, then by all',
        async (role) => {
          const scheduled = await postInState('scheduled', `now() + interval '2 seconds'`);
          const admin = role === 'admin';
          const before = await reads(role, scheduled.id);
          expect(before.post).toBe(admin ? 1 : 0);
          expect(before.listing).toBe(admin ? 1 : 0);
          if (admin) expect(before.adminRow).toEqual([{ id: scheduled.id, state: 'scheduled' }]);
          await new Promise((resolve) => setTimeout(resolve, 2_200));
          const after = await reads(role, scheduled.id);
          expect(after.post).toBe(1);
          expect(after.listing).toBe(1);
          if (admin) expect(after.adminRow).toEqual([{ id: scheduled.id, state: 'published' }]);
        },
      );

      it('a published post without a date gets the database time; a draft keeps none', async () => {
        const { data, error } = await clients.admin
          .from('blog_posts')
          .insert({ title: 'Now', slug: `matrix-now-${randomUUID()}`, status: 'published' })
          .select('status,published_at')
          .single();
        expect(error).toBeNull();
        expect(data!.status).toBe('published');
        expect(Math.abs(Date.parse(data!.published_at!) - Date.now())).toBeLessThan(60_000);
        const refused = await clients.admin.from('blog_posts').insert({
          title: 'Dated draft',
          slug: `matrix-dated-draft-${randomUUID()}`,
          status: 'draft',
          published_at: new Date().toISOString(),
        });
        expect(refused.error?.code).toBe('23514');
      });
    });

    describe('user_roles', () => {
      it('select as anon: refused (anon has no access to role records)', async () => {
        const { data, error, status } = await clients.anon.from('user_roles').select('*');
        expect(status).toBe(401);
        expect(error?.code).toBe('42501');
        expect(data).toBeNull();
      });

      it('select as viewer: sees no rows (has no role), not even the admins', async () => {
        const { data, error } = await clients.viewer.from('user_roles').select('user_id, role');
        expect(error).toBeNull();
        expect(data).toEqual([]);
        // The rows exist; RLS hides them.
        expect((await roleRows()).length).toBeGreaterThanOrEqual(2);
      });

      it('select as admin: sees only their own row', async () => {
        const { data, error } = await clients.admin.from('user_roles').select('user_id, role');
        expect(error).toBeNull();
        expect(data).toEqual([{ user_id: seedAccounts.admin.id, role: 'admin' }]);
      });

      it.each(roles)('insert as %s: nobody grants roles through the API', async (role) => {
        const before = await roleRows();
        const { error, status } = await clients[role]
          .from('user_roles')
          .insert({ user_id: seedAccounts.viewer.id, role: 'admin' });
        expect(status).toBe(role === 'anon' ? 401 : 403);
        expect(error?.code).toBe('42501');
        expect(await roleRows()).toEqual(before);
      });

      it.each(roles)('update as %s: nobody changes role records through the API', async (role) => {
        const before = await roleRows();
        const { error, status } = await clients[role]
          .from('user_roles')
          .update({ user_id: seedAccounts.viewer.id })
          .eq('user_id', otherUserId);
        expect(status).toBe(role === 'anon' ? 401 : 403);
        expect(error?.code).toBe('42501');
        expect(await roleRows()).toEqual(before);
      });

      it.each(roles)('delete as %s: nobody removes role records through the API', async (role) => {
        const before = await roleRows();
        const { error, status } = await clients[role]
          .from('user_roles')
          .delete()
          .eq('user_id', seedAccounts.admin.id);
        expect(status).toBe(role === 'anon' ? 401 : 403);
        expect(error?.code).toBe('42501');
        expect(await roleRows()).toEqual(before);
      });
    });

    // Written only by the trigger on blog_posts, read only by admins.
    describe('blog_post_revisions', () => {
      const revisionsOf = async (postId: string) =>
        sql<{ id: string; saved_by: string | null; fields: { title: string } }>(
          'select id::text, saved_by, fields from public.blog_post_revisions where post_id = $1 order by id',
          [postId],
        );

      const selectExpectations: Record<Role, { status: number; code?: string; rows: number }> = {
        anon: { status: 401, code: '42501', rows: 0 },
        viewer: { status: 200, rows: 0 },
        admin: { status: 200, rows: 1 },
      };
      it.each(roles)('select as %s: only admins read revisions', async (role) => {
        const post = await fixturePost();
        const { data, error, status } = await clients[role]
          .from('blog_post_revisions')
          .select('post_id, saved_by')
          .eq('post_id', post.id);
        const expected = selectExpectations[role];
        expect(status).toBe(expected.status);
        expect(error?.code).toBe(expected.code);
        expect(data?.length ?? 0).toBe(expected.rows);
        if (role === 'admin') expect(data).toEqual([{ post_id: post.id, saved_by: null }]);
        // The revision exists (the superuser's insert wrote it); RLS hides it.
        expect(await revisionsOf(post.id)).toHaveLength(1);
      });

      it.each(roles)('insert as %s: nobody writes a revision directly', async (role) => {
        const post = await fixturePost();
        const { error, status } = await clients[role]
          .from('blog_post_revisions')
          .insert({ post_id: post.id, fields: { title: 'Forged' }, saved_by: otherUserId });
        expect(status).toBe(role === 'anon' ? 401 : 403);
        expect(error?.code).toBe('42501');
        expect((await revisionsOf(post.id)).map((row) => row.fields.title)).toEqual(['Fixture']);
      });

      it.each(roles)('update and delete as %s: nobody rewrites history', async (role) => {
        const post = await fixturePost();
        const before = await revisionsOf(post.id);
        const update = await clients[role]
          .from('blog_post_revisions')
          .update({ saved_by: otherUserId })
          .eq('post_id', post.id);
        expect(update.status).toBe(role === 'anon' ? 401 : 403);
        expect(update.error?.code).toBe('42501');
        const remove = await clients[role]
          .from('blog_post_revisions')
          .delete()
          .eq('post_id', post.id);
        expect(remove.status).toBe(role === 'anon' ? 401 : 403);
        expect(remove.error?.code).toBe('42501');
        expect(await revisionsOf(post.id)).toEqual(before);
      });

      it.each(roles)(
        'a save of a post as %s writes a revision only when it is applied',
        async (role) => {
          const post = await fixturePost();
          await clients[role].from('blog_posts').update({ title: 'Saved' }).eq('id', post.id);
          const revisions = await revisionsOf(post.id);
          if (role === 'admin') {
            expect(revisions.map((row) => [row.saved_by, row.fields.title])).toEqual([
              [null, 'Fixture'],
              [seedAccounts.admin.id, 'Saved'],
            ]);
          } else {
            expect(revisions).toHaveLength(1);
          }
        },
      );
    });

    describeContentMatrix({ clients, sql, fixturePost });
    describePresenceMatrix({ clients, sql, fixturePost });
    // Sequential scans priced out, so a plan shows which indexes the role's query may use at all.
    const planAs = (role: 'anon' | 'authenticated', text: string) =>
      server.backend.database.transaction(async (tx) => {
        await tx.exec(`set local role ${role}; set local enable_seqscan = off`);
        const rows = (await tx.query<{ 'QUERY PLAN': string }>(`explain ${text}`)).rows;
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    describeGroupMatrix({ clients, sql, fixturePost, planAs });
    describeTranslationMatrix({ clients, sql, fixturePost });

    describe('storage upload to blog-images', () => {
      it.each(roles)('upload as %s', async (role) => {
        const name = `matrix-${role}-${randomUUID()}.png`;
        const { data, error } = await clients[role].storage
          .from('blog-images')
          .upload(name, new File([onePixelPng], name, { type: 'image/png' }));
        const rows = await sql(
          `select metadata from storage.objects where bucket_id = 'blog-images' and name = $1`,
          [name],
        );
        const onDisk = existsSync(path.join(server.dataDir, 'storage', 'blog-images', name));
        if (role === 'admin') {
          expect(error).toBeNull();
          expect(data?.fullPath).toBe(`blog-images/${name}`);
          expect(rows).toHaveLength(1);
          expect(onDisk).toBe(true);
        } else {
          expect(data).toBeNull();
          expect(error).toMatchObject({ status: 400, statusCode: '403' });
          expect(error?.message).toBe('new row violates row-level security policy');
          expect(rows).toHaveLength(0);
          expect(onDisk).toBe(false);
        }
      });
    });
  });
}

/**
 * Editing leases against the embedded backend (PGlite with the migrations and row-level
 * security, behind the PostgREST subset), through the app's own fetchers and supabase-js: the
 * heartbeat without upsert (update, else insert), the read of the others' live leases, leaving,
 * and a viewer's writes refused without a throw reaching further than the caller.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccessTokenProvider, setServerApiOrigin } from '@/lib/supabase';
import { seedAccounts } from '../../../supabase/embedded';
import { startTestServer, type TestServer } from '../../../supabase/embedded/testing';
import { getPostEditors } from './get-post-editors';
import { releaseEditingLease } from './release-editing-lease';
import { renewEditingLease } from './renew-editing-lease';

let server: TestServer;
let token: string | null = null;
const tokens = { admin: '', viewer: '' };

const sql = async <Row>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

beforeAll(async () => {
  server = await startTestServer();
  setServerApiOrigin(server.url);
  setAccessTokenProvider(async () => token);
  tokens.admin = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  tokens.viewer = await server.signIn(
    seedAccounts.viewer.email,
    seedAccounts.viewer.defaultPassword,
  );
}, 180_000);

afterAll(async () => {
  setAccessTokenProvider(async () => null);
  await server?.destroy();
});

async function post() {
  const [row] = await sql<{ id: string }>(
    `insert into public.blog_posts (title, slug, content_markdown) values ('Leased', $1, 'Body') returning id`,
    [`leases-${randomUUID()}`],
  );
  return row!.id;
}

const stored = (postId: string) =>
  sql<{ session_id: string; since: Date; heartbeat_at: Date; display_name: string | null }>(
    `select session_id::text, since, heartbeat_at, display_name
     from public.blog_post_editors where post_id = $1 order by since, session_id`,
    [postId],
  );

describe('editing leases', () => {
  it('the first beat takes the lease, later beats renew the same row', async () => {
    token = tokens.admin;
    const postId = await post();
    const sessionId = randomUUID();
    await renewEditingLease({ postId, sessionId, displayName: 'Sent name' });
    const [taken] = await stored(postId);
    expect(taken).toMatchObject({ session_id: sessionId, display_name: seedAccounts.admin.email });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await renewEditingLease({ postId, sessionId, displayName: 'Sent name' });
    const rows = await stored(postId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.since).toEqual(taken!.since);
    expect(rows[0]!.heartbeat_at.getTime()).toBeGreaterThan(taken!.heartbeat_at.getTime());
  });

  it('a window sees the other windows’ live leases, not its own, earliest first', async () => {
    token = tokens.admin;
    const postId = await post();
    const [first, second, mine] = [randomUUID(), randomUUID(), randomUUID()];
    await renewEditingLease({ postId, sessionId: first, displayName: null });
    await renewEditingLease({ postId, sessionId: second, displayName: null });
    await renewEditingLease({ postId, sessionId: mine, displayName: null });
    const others = await getPostEditors({ postId, sessionId: mine });
    expect(others.map((editor) => editor.sessionId)).toEqual([first, second]);
    expect(others[0]).toMatchObject({
      userId: seedAccounts.admin.id,
      name: seedAccounts.admin.email,
    });

    await releaseEditingLease({ postId, sessionId: first });
    expect(
      (await getPostEditors({ postId, sessionId: mine })).map((editor) => editor.sessionId),
    ).toEqual([second]);
    // Leaving twice (unmount after pagehide) is no error.
    await releaseEditingLease({ postId, sessionId: first });
  });

  it('a lease cleared as expired is taken again at the next beat', async () => {
    token = tokens.admin;
    const postId = await post();
    const sessionId = randomUUID();
    await renewEditingLease({ postId, sessionId, displayName: null });
    await sql('delete from public.blog_post_editors where post_id = $1', [postId]);
    await renewEditingLease({ postId, sessionId, displayName: null });
    expect((await stored(postId)).map((row) => row.session_id)).toEqual([sessionId]);
  });

  it('a signed-in non-admin can neither take nor read a lease', async () => {
    token = tokens.admin;
    const postId = await post();
    const adminSession = randomUUID();
    await renewEditingLease({ postId, sessionId: adminSession, displayName: null });
    token = tokens.viewer;
    await expect(
      renewEditingLease({ postId, sessionId: randomUUID(), displayName: 'Viewer' }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await getPostEditors({ postId, sessionId: randomUUID() })).toEqual([]);
    await releaseEditingLease({ postId, sessionId: adminSession });
    expect((await stored(postId)).map((row) => row.session_id)).toEqual([adminSession]);
  });
});

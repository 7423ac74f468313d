// @vitest-environment node
/**
 * The embedded backend through supabase-js and raw HTTP, on a real server with a PGlite data
 * directory: every call the blog and admin make, local sign-in, persistence, concurrency and bad input.
 * (The row-level security matrix is rls-matrix.test.ts.)
 */
import { embeddedAnonKey } from '../../src/config/embedded-anon-key';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteAdapter } from './database';
import { createEmbeddedBackend } from './index';
import { hashPassword, verifyPassword } from './passwords';
import { onePixelPng } from './rls-matrix-suite';
import { prepareDatabase, seedAccounts, supabaseDir } from './setup';
import { createSessionClient, startTestServer, type TestServer } from './test-server';

const { admin, viewer } = seedAccounts;
let server: TestServer;
let adminToken: string;

const sql = async <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

const api = (route: string, init: RequestInit = {}) => fetch(`${server.url}${route}`, init);

/** Proof that the server still answers normally after a bad request. */
async function expectStillServing() {
  const { data, error } = await server.client().from('blog_posts').select('id').limit(1);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
}

// Generous: the first run builds the seeded template (PGlite initdb), slow on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.signIn(admin.email, admin.defaultPassword);
}, 180_000);
afterAll(async () => server?.destroy());

/**
 * The app's own fetchers (src/lib/posts, one per call) run against this backend in
 * src/lib/posts/posts-api.test.ts; what is left here is wire behaviour supabase-js relies on.
 */
describe('spec §7 calls through supabase-js', () => {
  it('blog list: all columns, newest published first', async () => {
    const { data, error } = await server
      .client()
      .from('blog_posts')
      .select('*')
      .order('published_at', { ascending: false });
    expect(error).toBeNull();
    const seeded = await sql<{ n: number }>('select count(*)::int as n from public.blog_posts');
    expect(data).toHaveLength(seeded[0]!.n);
    expect(data!.length).toBeGreaterThanOrEqual(8);
    const dates = data!.map((post) => Date.parse(post.published_at as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Object.keys(data![0]!)).toEqual(expect.arrayContaining(['content_markdown', 'tags']));
    expect(Array.isArray(data![0]!.tags)).toBe(true);
  });

  it('post detail by slug with .single() and .maybeSingle()', async () => {
    const [{ slug } = { slug: '' }] = await sql<{ slug: string }>(
      'select slug from public.blog_posts order by published_at desc limit 1',
    );
    const client = server.client();
    const single = await client.from('blog_posts').select('*').eq('slug', slug).single();
    expect(single.error).toBeNull();
    expect(single.data).toMatchObject({ slug });

    const maybe = await client.from('blog_posts').select('*').eq('slug', slug).maybeSingle();
    expect(maybe.data).toMatchObject({ slug });

    const missing = await client.from('blog_posts').select('*').eq('slug', 'no-such-post').single();
    expect(missing.status).toBe(406);
    expect(missing.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
    });

    const maybeMissing = await client
      .from('blog_posts')
      .select('*')
      .eq('slug', 'no-such-post')
      .maybeSingle();
    expect(maybeMissing).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('admin check: user_roles role=admin for the current user, at most one row', async () => {
    const check = (token: string, userId: string) =>
      server
        .client(token)
        .from('user_roles')
        .select('role')
        .eq('user_id', userId)
        .eq('role', 'admin')
        .limit(1)
        .maybeSingle();
    expect(await check(adminToken, admin.id)).toMatchObject({
      data: { role: 'admin' },
      error: null,
    });
    const viewerToken = await server.signIn(viewer.email, viewer.defaultPassword);
    expect(await check(viewerToken, viewer.id)).toMatchObject({ data: null, error: null });
  });

  it('uploads an image, and its public URL serves the bytes with type and caching headers', async () => {
    const client = server.client(adminToken);
    const name = `${randomUUID()}.png`;
    const upload = await client.storage
      .from('blog-images')
      .upload(name, new File([onePixelPng], 'photo.png', { type: 'image/png' }));
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path: name, fullPath: `blog-images/${name}` });

    const { publicUrl } = client.storage.from('blog-images').getPublicUrl(name).data;
    expect(publicUrl).toBe(`${server.url}/storage/v1/object/public/blog-images/${name}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(onePixelPng);

    const again = await fetch(publicUrl, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);

    const missing = await fetch(`${server.url}/storage/v1/object/public/blog-images/nope.png`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('refuses uploads that are not images, to a missing bucket, or over an existing key', async () => {
    const client = server.client(adminToken);
    const text = await client.storage
      .from('blog-images')
      .upload('notes.txt', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(text.error).toMatchObject({ status: 400, statusCode: '415' });
    expect(text.error?.message).toMatch(/mime type text\/plain is not supported/);
    const svg = await client.storage
      .from('blog-images')
      .upload('x.svg', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(svg.error).toMatchObject({ statusCode: '415' });

    const bucket = await client.storage
      .from('no-such-bucket')
      .upload('a.png', new File([onePixelPng], 'a.png', { type: 'image/png' }));
    expect(bucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });

    const name = `${randomUUID()}.png`;
    const file = new File([onePixelPng], name, { type: 'image/png' });
    expect((await client.storage.from('blog-images').upload(name, file)).error).toBeNull();
    const duplicate = await client.storage.from('blog-images').upload(name, file);
    expect(duplicate.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });

    const traversal = await api('/storage/v1/object/blog-images/..%2F..%2Fescape.png', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'image/png' },
      body: onePixelPng,
    });
    expect(traversal.status).toBe(400);
    expect(await traversal.json()).toMatchObject({ code: 'InvalidKey' });
    await expectStillServing();
  });
});

describe('Supabase Auth subset (/auth/v1/token, /logout, /user)', () => {
  const post = (route: string, body: unknown) =>
    api(`/auth/v1/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signIn = (body: unknown) => post('token?grant_type=password', body);
  const refresh = (refreshToken: string) =>
    post('token?grant_type=refresh_token', { refresh_token: refreshToken });
  const withToken = (route: string, token: string, method = 'GET') =>
    api(`/auth/v1/${route}`, { method, headers: { Authorization: `Bearer ${token}` } });

  it('signs in with e-mail and password and returns a 15-minute token for the user', async () => {
    const response = await signIn({ email: 'Admin@Example.com', password: admin.defaultPassword });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const session = await response.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 15 * 60,
      user: { id: admin.id, email: admin.email, aud: 'authenticated', role: 'authenticated' },
    });
    expect(typeof session.refresh_token).toBe('string');
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: admin.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: admin.email,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(session.expires_at).toBe(claims.exp);
  });

  it("refuses wrong credentials and incomplete requests in Auth's error shape", async () => {
    const wrong = await signIn({ email: viewer.email, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await signIn({ email: 'nobody@example.com', password: 'x' });
    expect(await unknown.json()).toMatchObject({ code: 'invalid_credentials' });
    const missing = await signIn({ email: viewer.email });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: 'validation_failed',
      message: 'You must provide either an email or phone number and a password',
    });
    const grant = await post('token?grant_type=magic', {});
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ code: 'unsupported_grant_type' });
    const other = await post('signup', { email: viewer.email, password: 'x' });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toMatch(/answers \/auth\/v1\/token/);
  });

  it('supabase-js signs in, reads the user, refreshes and signs out against it', async () => {
    const auth = createSessionClient(server.url).auth;
    const signedIn = await auth.signInWithPassword({
      email: viewer.email,
      password: viewer.defaultPassword,
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(viewer.id);
    const user = await auth.getUser();
    expect(user.data.user).toMatchObject({ id: viewer.id, email: viewer.email });
    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(signedIn.data.session?.refresh_token);
    const wrong = await auth.signInWithPassword({ email: viewer.email, password: 'nope' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect((await auth.signOut()).error).toBeNull();
    // The session is over on the server, not only forgotten by the client.
    const after = await refresh(refreshed.data.session!.refresh_token);
    expect(after.status).toBe(400);
  });

  it('rotates refresh tokens: a used one works only briefly, and logout revokes', async () => {
    const first = await (
      await signIn({ email: viewer.email, password: viewer.defaultPassword })
    ).json();
    const refreshed = await refresh(first.refresh_token);
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    expect(second.user).toMatchObject({ id: viewer.id, email: viewer.email });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).sub).toBe(viewer.id);

    // Two tabs refreshing at once: the second use, seconds later, still succeeds.
    expect((await refresh(first.refresh_token)).status).toBe(200);
    // Past the reuse window the used token is dead.
    await sql(
      `update local_auth.refresh_tokens set used_at = now() - interval '1 minute' where token_hash = $1`,
      [createHash('sha256').update(first.refresh_token).digest('base64url')],
    );
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'refresh_token_not_found' });
    // Only hashes are stored.
    expect(
      await sql('select 1 from local_auth.refresh_tokens where token_hash = $1', [
        first.refresh_token,
      ]),
    ).toEqual([]);

    const third = await (
      await signIn({ email: viewer.email, password: viewer.defaultPassword })
    ).json();
    expect((await withToken('user', third.access_token)).status).toBe(200);
    expect((await withToken('logout?scope=local', third.access_token, 'POST')).status).toBe(204);
    expect((await refresh(third.refresh_token)).status).toBe(400);
    const ended = await withToken('user', third.access_token);
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({ code: 'session_not_found' });
    expect((await withToken('user', embeddedAnonKey)).status).toBe(401);
    expect((await withToken('logout?scope=everyone', third.access_token, 'POST')).status).toBe(400);
  });

  it('logout scopes: local ends this session, others the rest, global all', async () => {
    // The viewer: a global logout of the admin would end the token the later tests use.
    const session = async () =>
      (await signIn({ email: viewer.email, password: viewer.defaultPassword })).json();
    const [a, b, c] = [await session(), await session(), await session()];
    const live = async (s: { access_token: string }) =>
      (await withToken('user', s.access_token)).status === 200;
    expect((await withToken('logout?scope=others', a.access_token, 'POST')).status).toBe(204);
    expect([await live(a), await live(b), await live(c)]).toEqual([true, false, false]);
    const d = await session();
    expect((await withToken('logout', d.access_token, 'POST')).status).toBe(204);
    expect([await live(a), await live(d)]).toEqual([false, false]);
  });

  it('rate-limits repeated failures for one e-mail with 429', async () => {
    const email = 'limited@example.com';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn({ email, password: 'wrong' })).status).toBe(400);
    }
    const limited = await signIn({ email, password: 'wrong' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    const body = await limited.json();
    expect(body.code).toBe('over_request_rate_limit');
    expect(body.message).toMatch(/Too many failed sign-in attempts/);
    // Other accounts are unaffected.
    expect((await signIn({ email: viewer.email, password: viewer.defaultPassword })).status).toBe(
      200,
    );
  });

  it('stores scrypt hashes, never passwords', async () => {
    const users = await sql<{ email: string; password_hash: string }>(
      'select email, password_hash from local_auth.users order by email',
    );
    expect(users.map((user) => user.email)).toEqual([admin.email, viewer.email]);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(user.password_hash).not.toContain('password');
    }
    const hash = await hashPassword('correct horse');
    expect(hash).not.toBe(await hashPassword('correct horse')); // random salt
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
  });
});

describe('bad input gets a 4xx with a clear body, and the server keeps serving', () => {
  const postPosts = (body: BodyInit, headers: Record<string, string> = {}) =>
    api('/rest/v1/blog_posts', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${adminToken}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body,
    });

  it('malformed JSON', async () => {
    const response = await postPosts('{"title": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json',
    });
    await expectStillServing();
  });

  it('unknown column in a payload, a select or a filter', async () => {
    // Untyped on purpose: the request names columns the schema (and Database) does not have.
    const client: SupabaseClient = server.client(adminToken);
    const insert = await client.from('blog_posts').insert({ title: 'x', slug: 'x', nope: 1 });
    expect(insert).toMatchObject({ status: 400, error: { code: 'PGRST204' } });
    expect(insert.error?.message).toBe(
      "Could not find the 'nope' column of 'blog_posts' in the schema cache",
    );
    const select = await client.from('blog_posts').select('id,nope');
    expect(select).toMatchObject({
      status: 400,
      error: { code: '42703', message: 'column blog_posts.nope does not exist' },
    });
    const filter = await client.from('blog_posts').select('id').eq('nope', 1);
    expect(filter.status).toBe(400);
    await expectStillServing();
  });

  it('operators and syntax the embedded backend does not support', async () => {
    // Untyped on purpose: it asks for a table that does not exist.
    const client: SupabaseClient = server.client();
    const gt = await client.from('blog_posts').select('id').gt('read_time', 1);
    expect(gt.status).toBe(400);
    expect(gt.error?.message).toMatch(/operator "gt".*not supported/);
    const and = await api('/rest/v1/blog_posts?select=id&and=(read_time.eq.1,read_time.eq.2)');
    expect(and.status).toBe(400);
    expect((await and.json()).message).toMatch(/logical filter "and=.*not supported/);
    const nested = await client
      .from('blog_posts')
      .select('id')
      .or('read_time.eq.1,and(read_time.eq.2,slug.eq.x)');
    expect(nested.error?.message).toMatch(/Nested logic.*not supported/);
    const embed = await client.from('blog_posts').select('id, author(*)');
    expect(embed.error?.message).toMatch(/Embedding resources.*not supported/);
    const table = await client.from('secrets').select('*');
    expect(table).toMatchObject({ status: 404, error: { code: 'PGRST205' } });
    const unfiltered = await server
      .client(adminToken)
      .from('blog_posts')
      .delete()
      .neq('id', randomUUID());
    expect(unfiltered.status).toBe(400);
    const noWhere = await api('/rest/v1/blog_posts', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(noWhere.status).toBe(400);
    expect(await noWhere.json()).toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    expect(
      (await sql<{ n: number }>('select count(*)::int as n from public.blog_posts'))[0]!.n,
    ).toBeGreaterThan(0);
    await expectStillServing();
  });

  it('a 20 MB body', async () => {
    const huge = JSON.stringify({
      title: 'x',
      slug: 'huge',
      content_markdown: 'a'.repeat(20 * 1024 * 1024),
    });
    const response = await postPosts(huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      message: 'Request body too large for the embedded backend',
    });

    const upload = await api('/storage/v1/object/blog-images/huge.png', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'image/png' },
      body: randomBytes(20 * 1024 * 1024),
    });
    expect(upload.status).toBe(413);
    expect(await upload.json()).toMatchObject({ code: 'EntityTooLarge' });
    await expectStillServing();
  });

  it('a wrong content type', async () => {
    const response = await postPosts('title=x', { 'Content-Type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      code: 'PGRST107',
      message: 'Content-Type not acceptable: text/plain',
    });
    await expectStillServing();
  });

  it('forged, expired, malformed and refresh tokens get PostgREST 401', async () => {
    const [{ value: secret } = { value: '' }] = await sql<{ value: string }>(
      `select value from local_auth.settings where name = 'jwt_secret'`,
    );
    const now = Math.floor(Date.now() / 1000);
    const sign = (key: Uint8Array, exp: number) =>
      new SignJWT({ role: 'authenticated', email: admin.email, session_id: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('demoly-embedded')
        .setJti(randomUUID())
        .setSubject(admin.id)
        .setAudience('authenticated')
        .setIssuedAt(now - 3600)
        .setExpirationTime(exp)
        .sign(key);
    const session = await (
      await api('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.defaultPassword }),
      })
    ).json();
    const cases = {
      forged: {
        token: await sign(randomBytes(32), now + 600),
        message: 'JWSError JWSInvalidSignature',
      },
      expired: {
        token: await sign(Buffer.from(secret, 'base64url'), now - 60),
        message: 'JWT expired',
      },
      'refresh token': { token: session.refresh_token as string, message: /CompactDecodeError/ },
      garbage: { token: 'a.b.c', message: 'JWT cannot be decoded' },
    };
    for (const { token, message } of Object.values(cases)) {
      const response = await api('/rest/v1/blog_posts?select=id', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      const body = await response.json();
      expect(body).toMatchObject({ code: 'PGRST301', details: null, hint: null });
      expect(body.message).toMatch(message);
      const upload = await api('/storage/v1/object/blog-images/x.png', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
        body: onePixelPng,
      });
      expect(upload.status).toBe(401);
    }
    await expectStillServing();
  });

  it('leaves other paths to the site (next)', async () => {
    const response = await api('/resources/blog');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not an API path');
  });
});

describe('data and concurrency', () => {
  it('keeps all of 50 concurrent inserts', async () => {
    const client = server.client(adminToken);
    const batch = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        client.from('blog_posts').insert({
          title: `Post ${index}`,
          slug: `burst-${batch}-${index}`,
          content_markdown: 'x',
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(201));
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      'select count(*)::int as n from public.blog_posts where slug like $1',
      [`burst-${batch}-%`],
    );
    expect(n).toBe(50);
  });

  it('shares one database between two backends on the same directory (Vite dev restarts)', async () => {
    const second = await createEmbeddedBackend({ dataDir: server.dataDir });
    expect(second.database).toBe(server.backend.database);
    await second.close();
    // Closing one user of the directory leaves the other working.
    await expectStillServing();
  });

  // Three PGlite starts in one test: allow for a busy machine.
  it(
    'survives a restart: posts, images, tokens; new migration files apply on the next start',
    { timeout: 120_000 },
    async () => {
      const slug = `persist-${randomUUID()}`;
      const client = server.client(adminToken);
      expect(
        (await client.from('blog_posts').insert({ title: 'Kept', slug, content_markdown: 'x' }))
          .status,
      ).toBe(201);
      const image = `${randomUUID()}.png`;
      await client.storage
        .from('blog-images')
        .upload(image, new File([onePixelPng], image, { type: 'image/png' }));

      await server.stop();
      server = await startTestServer({ dataDir: server.dataDir });
      expect(server.backend.setup).toEqual({ created: false, migrations: [] });

      // The same token still works: the signing secret belongs to the data directory.
      const { data } = await server
        .client(adminToken)
        .from('blog_posts')
        .select('title')
        .eq('slug', slug)
        .single();
      expect(data).toEqual({ title: 'Kept' });
      const served = await fetch(`${server.url}/storage/v1/object/public/blog-images/${image}`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(onePixelPng);

      // A migration added later is applied once, on the next start; the others never run again.
      await server.stop();
      const sqlDir = await mkdtemp(path.join(tmpdir(), 'demoly-sql-'));
      await cp(supabaseDir, sqlDir, {
        recursive: true,
        filter: (source) => !path.relative(supabaseDir, source).startsWith('embedded'),
      });
      await writeFile(
        path.join(sqlDir, 'migrations', '29991231000000_later.sql'),
        'create table public.later_feature (id int primary key);',
      );
      const db = await createPgliteAdapter(path.join(server.dataDir, 'pgdata'));
      try {
        expect(await prepareDatabase(db, { sqlDir })).toEqual({
          created: false,
          migrations: ['29991231000000_later.sql'],
        });
        expect(await prepareDatabase(db, { sqlDir })).toEqual({ created: false, migrations: [] });
        expect((await db.query('select 1 from public.later_feature')).rows).toEqual([]);
      } finally {
        await db.close();
        await rm(sqlDir, { recursive: true, force: true });
      }
      server = await startTestServer({ dataDir: server.dataDir });
      await expectStillServing();
    },
  );
});

/**
 * The embedded backend through supabase-js and raw HTTP, on a real server with a PGlite data
 * directory: every call the blog and admin make, and bad input. Sign-in is embedded-auth.test.ts,
 * persistence and concurrency embedded-durability.test.ts, row-level security rls-matrix.test.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { onePixelPng } from './test-kit/rls-matrix-suite';
import {
  admin,
  adminToken,
  api,
  server,
  sql,
  startServerForFile,
  viewer,
} from './test-kit/server-test-kit';

startServerForFile();

/** Proof that the server still answers normally after a bad request. */
async function expectStillServing() {
  const { data, error } = await server.client().from('blog_posts').select('id').limit(1);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
}

/**
 * The app's own fetchers (src/lib/posts, one per call) run against this backend in
 * src/lib/posts/posts-api.test.ts; what is left here is wire behaviour supabase-js relies on.
 */
describe('every call the blog and admin make, through supabase-js', () => {
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
    const match = await client.from('blog_posts').select('id').filter('title', 'match', '^a');
    expect(match.status).toBe(400);
    expect(match.error?.message).toMatch(/operator "match".*not supported/);
    const fts = await api('/rest/v1/blog_posts?select=id&title=fts.demo');
    expect(fts.status).toBe(400);
    expect((await fts.json()).message).toMatch(/operator "fts".*not supported/);
    const embed = await client.from('blog_posts').select('id, author(*)');
    expect(embed.error?.message).toMatch(/Embedding.*not supported/);
    const table = await client.from('secrets').select('*');
    expect(table).toMatchObject({ status: 404, error: { code: 'PGRST205' } });
    const unsupported = await server
      .client(adminToken)
      .from('blog_posts')
      .delete()
      .filter('title', 'imatch', '.*');
    expect(unsupported.status).toBe(400);
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
    // Storage's answer (internal/errors/codes.ts:305-312, HTTP 400 by storage-error.ts:23).
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
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

  it('forged, expired, malformed and refresh tokens get PostgREST 401 and Storage AccessDenied', async () => {
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
        code: 'PGRST301',
        message: 'JWT cryptographic operation failed',
        jose: 'signature verification failed',
      },
      expired: {
        token: await sign(Buffer.from(secret, 'base64url'), now - 60),
        code: 'PGRST303',
        message: 'JWT expired',
        jose: '"exp" claim timestamp check failed',
      },
      'refresh token': {
        token: session.refresh_token as string,
        code: 'PGRST301',
        message: 'Expected 3 parts in JWT; got 1',
        jose: 'Invalid Compact JWS',
      },
      garbage: {
        token: 'a.b.c',
        code: 'PGRST301',
        message: 'JWT cryptographic operation failed',
        jose: 'JWS Protected Header is invalid',
      },
    };
    // PostgREST 13's codes and words (Error.hs).
    for (const { token, code, message, jose } of Object.values(cases)) {
      const response = await api('/rest/v1/blog_posts?select=id', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe(
        `Bearer error="invalid_token", error_description="${message}"`,
      );
      expect(await response.json()).toEqual({ code, details: null, hint: null, message });
      const upload = await api('/storage/v1/object/blog-images/x.png', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
        body: onePixelPng,
      });
      // Storage refuses the token with jose's words (http/plugins/jwt.ts:59-67, v1.70.6).
      expect(upload.status).toBe(400);
      expect(await upload.json()).toEqual({
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: jose,
      });
    }
    await expectStillServing();
  });

  it('leaves other paths to the site (next)', async () => {
    const response = await api('/resources/blog');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not an API path');
  });
});

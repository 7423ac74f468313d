/**
 * Fixes from the embedded backend's security review, each proven over real HTTP: unexpected
 * errors are answered and logged, the image allowlist cannot be bypassed by case, refusals
 * happen before bodies are buffered, bucket names and upsert, hosted parity. Sign-in and
 * sessions: security-auth.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultMaxRows } from './rest/rest';
import { onePixelPng } from './test-kit/rls-matrix-suite';
import {
  adminToken,
  api,
  multipart,
  openUpload,
  postAuth,
  server,
  signInFrom,
  sql,
  startServerForFile,
  until,
  viewer,
  within,
} from './test-kit/server-test-kit';
import { supabaseDir } from './db/setup';
import { imageBucket, maxImageBytes } from '../../src/config/image-types';
import { activeUploadCount, allowedImageTypes, maxConcurrentUploads } from './storage/storage';

startServerForFile();

describe('unexpected errors are answered (500) and logged', () => {
  it('a failure after a request body was read gets a generic 500, and a log line', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(server.backend.database, 'transaction').mockRejectedValueOnce(
      new Error('secret internal detail'),
    );
    const response = await api('/rest/v1/blog_posts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x', slug: `boom-${randomUUID()}` }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: 'EMBEDDED500', hint: 'See the server log' });
    expect(text).not.toContain('secret internal detail');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[3])).toContain('secret internal detail');
    logged.mockClear(); // expected output, not a failure of this test
  });

  it('a key segment too long for a file name is a 400 InvalidKey, not a hung request', async () => {
    const response = await api(`/storage/v1/object/blog-images/${'b'.repeat(250)}.png`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: multipart(new Blob([onePixelPng], { type: 'image/png' })),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    // 200 bytes is still fine (with the temporary suffix it fits a 255-byte file name).
    const fine = await api(`/storage/v1/object/blog-images/${'c'.repeat(196)}.png`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: multipart(new Blob([onePixelPng], { type: 'image/png' })),
    });
    expect(fine.status).toBe(200);
  });
});

describe('only listed image types, whatever the case', () => {
  it('refuses SVG declared as image/SVG+xml, in the field or the part type', async () => {
    const declared = await api('/storage/v1/object/blog-images/upper-field.png', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: multipart(
        new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }),
        'image/SVG+xml',
      ),
    });
    expect(declared.status).toBe(400);
    expect(await declared.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });

    const withParams = await api('/storage/v1/object/blog-images/params.png', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: multipart(new Blob(['x'], { type: 'image/png' }), 'Image/Svg+XML; charset=utf-8'),
    });
    expect(await withParams.json()).toMatchObject({ code: 'InvalidMimeType' });

    const other = await api('/storage/v1/object/blog-images/other.png', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: multipart(new Blob(['x'], { type: 'image/png' }), 'image/x-icon'),
    });
    expect(await other.json()).toMatchObject({ code: 'InvalidMimeType' });

    // A declared type is compared as sent, as Storage's validateMimeType does
    // (storage/uploader.ts:305-333, v1.70.6): another case is another type.
    const png = await api(`/storage/v1/object/blog-images/upper-png-${randomUUID()}.png`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: multipart(new Blob([onePixelPng], { type: 'image/png' }), 'IMAGE/PNG'),
    });
    expect(png.status).toBe(400);
    expect(await png.json()).toMatchObject({ message: 'mime type IMAGE/PNG is not supported' });
  });

  it('the bucket (migration and config.toml) lists the same types, not image/*, and the same limit', async () => {
    const [bucket] = await sql<{ allowed_mime_types: string[]; file_size_limit: string }>(
      `select allowed_mime_types, file_size_limit from storage.buckets where id = $1`,
      [imageBucket],
    );
    expect(bucket?.allowed_mime_types).toEqual([...allowedImageTypes]);
    expect(Number(bucket?.file_size_limit)).toBe(maxImageBytes);
    const config = readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
    const line = /^allowed_mime_types = (.*)$/m.exec(config)?.[1];
    expect(JSON.parse(line ?? 'null')).toEqual([...allowedImageTypes]);
  });
});

describe('refusals come before the body is buffered', () => {
  it('anon: AccessDenied while the body is still arriving', async () => {
    const upload = openUpload(`/storage/v1/object/blog-images/anon-${randomUUID()}.png`);
    const answer = await within(upload.response, 5_000, 'anonymous upload');
    upload.request.destroy();
    expect(answer.status).toBe(400);
    // No token at all: Storage's JWT check refuses the empty token with jose's words
    // (http/plugins/jwt.ts:41-67, v1.70.6).
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });

  it(`at most ${maxConcurrentUploads} uploads at once; the next gets 429`, async () => {
    const auth = { Authorization: `Bearer ${adminToken}` };
    const open = Array.from({ length: maxConcurrentUploads }, () =>
      openUpload(`/storage/v1/object/blog-images/slow-${randomUUID()}.png`, auth),
    );
    try {
      await until(() => activeUploadCount() === maxConcurrentUploads, 'uploads to start');
      const extra = openUpload(`/storage/v1/object/blog-images/extra-${randomUUID()}.png`, auth);
      const answer = await within(extra.response, 5_000, 'upload over the cap');
      extra.request.destroy();
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '429' });
    } finally {
      for (const upload of open) upload.request.destroy();
    }
    // Clients that went away free their slots.
    await until(() => activeUploadCount() === 0, 'slots to be released');
    const fine = await api(`/storage/v1/object/blog-images/after-${randomUUID()}.png`, {
      method: 'POST',
      headers: auth,
      body: multipart(new Blob([onePixelPng], { type: 'image/png' })),
    });
    expect(fine.status).toBe(200);
  });
});

describe('buckets and upsert', () => {
  it('a bucket name starting with a dot is never a bucket', async () => {
    await sql(
      `insert into storage.buckets (id, name, public) values ('.hidden', '.hidden', true)
       on conflict (id) do nothing`,
    );
    await sql(
      `insert into storage.objects (bucket_id, name, metadata) values ('.hidden', 'x.png', $1::jsonb)
       on conflict do nothing`,
      [JSON.stringify({ eTag: '"x"', size: 1, mimetype: 'image/png', cacheControl: 'max-age=1' })],
    );
    await mkdir(path.join(server.dataDir, 'storage', '.hidden'), { recursive: true });
    await writeFile(path.join(server.dataDir, 'storage', '.hidden', 'x.png'), 'x');
    const response = await api('/storage/v1/object/public/.hidden/x.png');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'NoSuchBucket' });
  });

  it('x-upsert: true is refused up front with a clear message', async () => {
    const response = await api(`/storage/v1/object/blog-images/upsert-${randomUUID()}.png`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'x-upsert': 'true' },
      body: multipart(new Blob([onePixelPng], { type: 'image/png' })),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ statusCode: '409', code: 'NotSupported' });
    expect(body.message).toMatch(/^x-upsert: true .* is not supported/);
  });
});

describe('requests that used to answer 500', () => {
  it('a NUL byte in the sign-in e-mail is a 400, and nothing is logged', async () => {
    const logged = vi.spyOn(console, 'error');
    const response = await postAuth('sign-in', { email: 'ad\u0000min@example.com', password: 'x' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/control characters/);
    expect(logged).not.toHaveBeenCalled();
  });

  it('JSON nested 5,000 deep is a 400 on REST and sign-in', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const rest = await api('/rest/v1/blog_posts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: `{"title": ${deep}, "slug": "deep"}`,
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102', details: /64 levels/ });
    const auth = await api('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"email": ${deep.slice(0, 4000)}${deep.slice(-4000)}}`,
    });
    expect(auth.status).toBe(400);
    // Brackets inside strings are text, not nesting.
    const { status } = await server
      .client(adminToken)
      .from('blog_posts')
      .insert({ title: 'x', content_markdown: '['.repeat(500), slug: `brackets-${randomUUID()}` });
    expect(status).toBe(201);
  });

  it('an unexpected failure logs its message, never the statement parameters', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Shaped like a driver error: PGlite's carry the statement and its parameters.
    const failure = Object.assign(new Error('boom'), {
      query: 'select secret',
      params: ['hunter2'],
    });
    vi.spyOn(server.backend.database, 'transaction').mockRejectedValueOnce(failure);
    const response = await api('/rest/v1/blog_posts?select=id');
    expect(response.status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0]!.map(String).join(' ');
    expect(line).toContain('boom');
    expect(line).not.toContain('hunter2');
    logged.mockClear();
  });
});

describe('identity and privileges come before the body', () => {
  it('an anonymous REST write is refused while its body is still arriving', async () => {
    const write = openUpload('/rest/v1/blog_posts', { 'Content-Type': 'application/json' });
    const answer = await within(write.response, 5_000, 'anonymous insert');
    write.request.destroy();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: '42501',
      message: 'permission denied for table blog_posts',
    });
  });

  it('a signed-in writer without the GRANT (user_roles) is refused before the body too', async () => {
    const write = openUpload('/rest/v1/user_roles', {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${adminToken}`,
    });
    const answer = await within(write.response, 5_000, 'insert into user_roles');
    write.request.destroy();
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '42501' });
  });

  it('a DELETE body is ignored, not read', async () => {
    const slug = `delete-body-${randomUUID()}`;
    await sql(`insert into public.blog_posts (title, slug) values ('x', $1)`, [slug]);
    const deletion = http.request(`${server.url}/rest/v1/blog_posts?slug=eq.${slug}`, {
      method: 'DELETE',
      agent: false,
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Length': String(1024 * 1024) },
    });
    deletion.on('error', () => {});
    const status = new Promise<number>((resolve) =>
      deletion.on('response', (message) => resolve(message.statusCode ?? 0)),
    );
    deletion.write(Buffer.alloc(1024));
    expect(await within(status, 5_000, 'DELETE with an unfinished body')).toBe(204);
    deletion.destroy();
    expect(await sql('select 1 from public.blog_posts where slug = $1', [slug])).toEqual([]);
  });

  it('a viewer gets AccessDenied before a slot: it cannot make the admin wait', async () => {
    const viewerToken = (
      await signInFrom('127.0.0.10', { email: viewer.email, password: viewer.defaultPassword })
    ).body.access_token as string;
    const held = Array.from({ length: maxConcurrentUploads }, () =>
      openUpload(`/storage/v1/object/blog-images/viewer-${randomUUID()}.png`, {
        Authorization: `Bearer ${viewerToken}`,
      }),
    );
    try {
      for (const upload of held) {
        const answer = await within(upload.response, 5_000, 'viewer upload');
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'AccessDenied' });
      }
      expect(activeUploadCount()).toBe(0);
      const admin = await api(`/storage/v1/object/blog-images/admin-${randomUUID()}.png`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}` },
        body: multipart(new Blob([onePixelPng], { type: 'image/png' })),
      });
      expect(admin.status).toBe(200);
    } finally {
      for (const upload of held) upload.request.destroy();
    }
  });

  it('an existing key is refused before the body as well', async () => {
    const name = `exists-${randomUUID()}.png`;
    const first = await api(`/storage/v1/object/blog-images/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: multipart(new Blob([onePixelPng], { type: 'image/png' })),
    });
    expect(first.status).toBe(200);
    const again = openUpload(`/storage/v1/object/blog-images/${name}`, {
      Authorization: `Bearer ${adminToken}`,
    });
    const answer = await within(again.response, 5_000, 'upload over an existing key');
    again.request.destroy();
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'KeyAlreadyExists' });
  });
});

describe('hosted parity', () => {
  it(`reads return at most max_rows (${defaultMaxRows}, as supabase/config.toml) rows`, async () => {
    const config = readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
    expect(Number(/^max_rows = (\d+)$/m.exec(config)?.[1])).toBe(defaultMaxRows);
    const batch = randomUUID().slice(0, 8);
    await sql(
      `insert into public.blog_posts (title, slug, published_at)
       select 'Bulk', 'bulk-' || $1 || '-' || n, now() from generate_series(1, $2) n`,
      [batch, defaultMaxRows + 5],
    );
    try {
      const all = await api('/rest/v1/blog_posts?select=id');
      expect(((await all.json()) as unknown[]).length).toBe(defaultMaxRows);
      expect(all.headers.get('content-range')).toBe(`0-${defaultMaxRows - 1}/*`);
      const fewer = await server.client().from('blog_posts').select('id').limit(3);
      expect(fewer.data).toHaveLength(3);
      const more = await server.client().from('blog_posts').select('id').limit(5000);
      expect(more.data).toHaveLength(defaultMaxRows);
    } finally {
      await sql(`delete from public.blog_posts where slug like $1`, [`bulk-${batch}-%`]);
    }
  });

  it('Prefer options outside the subset are a 400, unknown ones are ignored, the ones supabase-js sends work', async () => {
    // PostgREST honours these; the embedded subset refuses them rather than answer differently.
    for (const prefer of ['count=planned', 'count=estimated', 'timezone=UTC']) {
      const response = await api('/rest/v1/blog_posts?select=id', { headers: { Prefer: prefer } });
      expect(response.status, prefer).toBe(400);
      expect((await response.json()).message).toContain(prefer);
    }
    const missing = await api('/rest/v1/blog_posts', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${adminToken}`,
        'Content-Type': 'application/json',
        Prefer: 'missing=default',
      },
      body: JSON.stringify({ title: 'x', slug: `missing-${randomUUID()}` }),
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toContain('missing=default');
    // What PostgREST ignores with Supabase's settings (tx= needs db-tx-end=…-allow-override) or
    // does not know is ignored here too, and not reported as applied.
    for (const prefer of ['tx=rollback', 'count=none', 'anything']) {
      const response = await api('/rest/v1/blog_posts?select=id', { headers: { Prefer: prefer } });
      expect(response.status, prefer).toBe(200);
      expect(response.headers.get('preference-applied'), prefer).toBeNull();
    }
    const client = server.client(adminToken);
    const counted = await client.from('blog_posts').select('id', { count: 'exact' }).limit(1);
    // One row of several: PostgREST's 206 Partial Content, with the total in Content-Range.
    expect(counted.status).toBe(206);
    expect(counted.count).toBeGreaterThan(1);
    const slug = `prefer-${randomUUID()}`;
    const inserted = await client
      .from('blog_posts')
      .insert({ title: 'Prefer', slug })
      .select('slug')
      .single();
    expect(inserted.data).toEqual({ slug });
    const minimal = await client.from('blog_posts').update({ title: 'P2' }).eq('slug', slug);
    expect(minimal.status).toBe(204);
    const removed = await client.from('blog_posts').delete({ count: 'exact' }).eq('slug', slug);
    expect(removed.status).toBe(204);
  });
});

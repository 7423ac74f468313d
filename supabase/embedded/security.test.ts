// @vitest-environment node
/**
 * Fixes from the embedded backend's security review, each proven over real HTTP: unexpected
 * errors are answered and logged, refresh-token reuse revokes the session, the image allowlist
 * cannot be bypassed by case, refusals happen before bodies are buffered, sign-in is bounded,
 * scrypt's cost and concurrency, bucket names and upsert.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { defaultMaxRows } from './rest';
import { failureLimit, sessionLifetimeSeconds } from './local-auth';
import {
  hashPassword,
  maxConcurrentScrypt,
  maxWaitingScrypt,
  scryptCost,
  scryptInFlight,
  scryptWaiting,
  verifyPassword,
} from './passwords';
import { onePixelPng } from './rls-matrix-suite';
import { seedAccounts, supabaseDir } from './setup';
import { activeUploadCount, allowedImageTypes, maxConcurrentUploads } from './storage';
import { startTestServer, type TestServer } from './test-server';

const { admin, viewer } = seedAccounts;
let server: TestServer;
let adminToken: string;

const sql = async <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await server.backend.database.query<Row>(text, params)).rows;

/** Every request here fails fast instead of hanging the suite when the server never answers. */
const api = (route: string, init: RequestInit = {}) =>
  fetch(`${server.url}${route}`, { signal: AbortSignal.timeout(8_000), ...init });

/** Supabase Auth's endpoints as supabase-js calls them (auth-http.ts). */
const authRoutes = {
  'sign-in': 'token?grant_type=password',
  refresh: 'token?grant_type=refresh_token',
} as const;
const postAuth = (route: keyof typeof authRoutes, body: unknown) =>
  api(`/auth/v1/${authRoutes[route]}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
/** POST /auth/v1/logout (scope global by default), as supabase-js's signOut sends it. */
const logout = (accessToken: string, scope = 'global') =>
  api(`/auth/v1/logout?scope=${scope}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
  });

/** A multipart upload as storage-js sends it, plus a `contentType` field when given. */
function multipart(file: Blob, contentType?: string): FormData {
  const form = new FormData();
  form.append('cacheControl', '3600');
  if (contentType) form.append('contentType', contentType);
  form.append('', file, 'photo.png');
  return form;
}

interface OpenUpload {
  request: ClientRequest;
  response: Promise<{ status: number; body: string }>;
}

/**
 * Starts an upload that declares a 1 MB body and sends only 1 KB of it, then waits: a server
 * that needs the whole body before answering never answers it.
 */
function openUpload(route: string, headers: Record<string, string> = {}): OpenUpload {
  const request = http.request(`${server.url}${route}`, {
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(1024 * 1024), ...headers },
  });
  request.on('error', () => {}); // destroyed on purpose below
  const response = new Promise<{ status: number; body: string }>((resolve) => {
    request.on('response', (message: IncomingMessage) => {
      let body = '';
      message.setEncoding('utf8');
      message.on('data', (chunk: string) => (body += chunk));
      message.on('end', () => resolve({ status: message.statusCode ?? 0, body }));
    });
  });
  request.write(Buffer.alloc(1024));
  return { request, response };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms),
    ),
  ]);
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 8_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await server.signIn(admin.email, admin.defaultPassword);
}, 180_000);
afterAll(async () => server?.destroy());

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

describe('refresh tokens belong to a session', () => {
  const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
  async function signIn() {
    const response = await postAuth('sign-in', {
      email: viewer.email,
      password: viewer.defaultPassword,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; refresh_token: string };
  }
  const refresh = (token: string) => postAuth('refresh', { refresh_token: token });

  it('reuse inside the window returns the same successor, not a new token', async () => {
    const first = await signIn();
    const a = await (await refresh(first.refresh_token)).json();
    const b = await (await refresh(first.refresh_token)).json();
    expect(a.refresh_token).not.toBe(first.refresh_token);
    expect(b.refresh_token).toBe(a.refresh_token);
    const [{ count } = { count: 0 }] = await sql<{ count: number }>(
      `select count(*)::int as count from local_auth.refresh_tokens where session_id =
         (select session_id from local_auth.refresh_tokens where token_hash = $1)`,
      [hash(first.refresh_token)],
    );
    expect(count).toBe(2); // the sign-in's token and its one successor
  });

  it('reuse after the window revokes the whole session, including its newer tokens', async () => {
    const first = await signIn();
    const second = await (await refresh(first.refresh_token)).json();
    await sql(
      `update local_auth.refresh_tokens set used_at = now() - interval '1 minute' where token_hash = $1`,
      [hash(first.refresh_token)],
    );
    expect((await refresh(first.refresh_token)).status).toBe(400);
    // The thief's replay cost the session: the token issued from it no longer refreshes.
    expect((await refresh(second.refresh_token)).status).toBe(400);
    // Another sign-in is a different session and is untouched.
    const other = await signIn();
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('local-auth.sql upgrades a directory from before sessions, and can run again', async () => {
    const rolledBack = new Error('roll back: leave the shared database as it was');
    const localAuthSql = readFileSync(path.join(supabaseDir, 'embedded', 'local-auth.sql'), 'utf8');
    const outcome = await server.backend.database
      .transaction(async (tx) => {
        await tx.exec('alter table local_auth.refresh_tokens drop column session_id');
        await tx.query(
          `insert into local_auth.refresh_tokens (token_hash, user_id, expires_at)
           values ('old-token', $1, now() + interval '1 day')`,
          [viewer.id],
        );
        await tx.exec(localAuthSql);
        await tx.exec(localAuthSql);
        const { rows } = await tx.query<{ session_id: string | null }>(
          `select session_id from local_auth.refresh_tokens where token_hash = 'old-token'`,
        );
        expect(rows[0]?.session_id).toMatch(/^[0-9a-f-]{36}$/);
        throw rolledBack;
      })
      .catch((error: unknown) => error);
    expect(outcome).toBe(rolledBack);
  });

  it('sign-out ends the whole session, so an older token of it cannot refresh either', async () => {
    const first = await signIn();
    const second = await (await refresh(first.refresh_token)).json();
    expect((await logout(second.access_token, 'local')).status).toBe(204);
    // Still inside the reuse window of `first`, which must not bring the session back.
    expect((await refresh(first.refresh_token)).status).toBe(400);
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

    // A declared type in another case is stored normalised.
    const name = `upper-png-${randomUUID()}.png`;
    const png = await api(`/storage/v1/object/blog-images/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: multipart(new Blob([onePixelPng], { type: 'image/png' }), 'IMAGE/PNG'),
    });
    expect(png.status).toBe(200);
    const served = await api(`/storage/v1/object/public/blog-images/${name}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('the bucket (migration and config.toml) lists the same types, not image/*', async () => {
    const [bucket] = await sql<{ allowed_mime_types: string[] }>(
      `select allowed_mime_types from storage.buckets where id = 'blog-images'`,
    );
    expect(bucket?.allowed_mime_types).toEqual([...allowedImageTypes]);
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
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
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

describe('sign-in is bounded', () => {
  it('refuses an e-mail over 254 characters with 400', async () => {
    const response = await postAuth('sign-in', {
      email: `${'a'.repeat(250)}@example.com`,
      password: 'x',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/254/);
  });

  it('limits failures per remote address, across e-mails', async () => {
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const response = await postAuth('sign-in', {
        email: `spray-${attempt}@example.com`,
        password: 'wrong',
      });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(400);
    }
    expect(limited).toBeDefined();
    expect((await limited!.json()).message).toMatch(/from this address/);
    // Even a right password is refused from this address until the window ends.
    expect(
      (await postAuth('sign-in', { email: viewer.email, password: viewer.defaultPassword })).status,
    ).toBe(429);
  });

  it(`runs at most ${maxConcurrentScrypt} scrypt computations at once`, async () => {
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, scryptInFlight())), 1);
    try {
      await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`p${i}`)));
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(maxConcurrentScrypt);
    expect(scryptInFlight()).toBe(0);
  });
});

describe('scrypt cost', () => {
  it('new hashes use N=2^17, r=8, p=1 unless the test-only override is set', async () => {
    expect(scryptCost({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(scryptCost({ SCRYPT_LOG_N: '14' })).toEqual({ N: 2 ** 14, r: 8, p: 1 });
    expect(scryptCost({ SCRYPT_LOG_N: '4' }).N).toBe(2 ** 17); // nonsense is ignored
    vi.stubEnv('SCRYPT_LOG_N', '');
    try {
      const hash = await hashPassword('correct horse');
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('correct horse', hash)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
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
    expect(body).toMatchObject({ statusCode: '400', code: 'NotSupported' });
    expect(body.message).toMatch(/upsert is not supported/);
  });
});

/** A sign-in from another loopback address (127.0.0.0/8 all reach the server on Linux). */
function signInFrom(
  localAddress: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown>; retryAfter?: string }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      agent: false,
      localAddress,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
    });
    request.on('error', reject);
    request.on('response', (message) => {
      let data = '';
      message.setEncoding('utf8');
      message.on('data', (chunk: string) => (data += chunk));
      message.on('end', () =>
        resolve({
          status: message.statusCode ?? 0,
          body: JSON.parse(data || '{}') as Record<string, unknown>,
          ...(message.headers['retry-after'] ? { retryAfter: message.headers['retry-after'] } : {}),
        }),
      );
    });
    request.end(text);
  });
}

describe('sign-in limits count attempts before the password check', () => {
  it(`45 concurrent attempts on one e-mail: at most ${failureLimit.attempts} reach the check`, async () => {
    // Before the fix all 45 passed the check (44 refusals and 1 × 200): failures were counted
    // only after scrypt, when every attempt had already been let in.
    const attempts = Array.from({ length: 45 }, (_, index) =>
      signInFrom('127.0.0.3', {
        email: viewer.email,
        password: index === 22 ? viewer.defaultPassword : `wrong-${index}`,
      }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 400 || status === 200).length;
    expect(checked).toBeLessThanOrEqual(failureLimit.attempts);
    expect(statuses.filter((status) => status === 429).length).toBe(45 - checked);
  });

  it('a flood on one e-mail from one address does not lock its owner out elsewhere', async () => {
    for (let attempt = 0; attempt < failureLimit.attempts; attempt += 1) {
      expect((await signInFrom('127.0.0.5', { email: admin.email, password: 'x' })).status).toBe(
        400,
      );
    }
    const limited = await signInFrom('127.0.0.5', {
      email: admin.email,
      password: admin.defaultPassword,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // The owner, from their own address, signs in.
    const owner = await signInFrom('127.0.0.6', {
      email: admin.email,
      password: admin.defaultPassword,
    });
    expect(owner.status).toBe(200);
  });

  it('lockouts back off: each one doubles the wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const waits: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (let attempt = 0; attempt < failureLimit.attempts; attempt += 1) {
          await signInFrom('127.0.0.7', { email: viewer.email, password: 'x' });
        }
        const limited = await signInFrom('127.0.0.7', { email: viewer.email, password: 'x' });
        expect(limited.status).toBe(429);
        waits.push(Number(limited.retryAfter));
        vi.setSystemTime(Date.now() + Number(limited.retryAfter) * 1000 + 1);
      }
      expect(waits).toEqual([60, 120, 240]);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`the password-check queue is bounded: beyond ${maxWaitingScrypt} waiting, 429 at once`, async () => {
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, scryptWaiting())), 1);
    try {
      const answers = await Promise.all(
        Array.from({ length: 28 }, (_, index) =>
          signInFrom('127.0.0.8', { email: `unknown-${index}@example.com`, password: 'x' }),
        ),
      );
      const busy = answers.filter(
        (answer) => answer.status === 429 && /being checked/.test(String(answer.body.message)),
      );
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.every((answer) => answer.status === 400 || answer.status === 429)).toBe(true);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeLessThanOrEqual(maxWaitingScrypt);
    // Busy answers were not counted as failures: the address is not locked out.
    const after = await signInFrom('127.0.0.8', {
      email: viewer.email,
      password: viewer.defaultPassword,
    });
    expect(after.status).toBe(200);
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

describe('sessions', () => {
  /** From its own address: the sign-in limits tests above lock others out for a while. */
  async function session() {
    const response = await signInFrom('127.0.0.9', {
      email: admin.email,
      password: admin.defaultPassword,
    });
    expect(response.status).toBe(200);
    return response.body as { access_token: string; refresh_token: string };
  }
  const insertWith = (token: string) =>
    server
      .client(token)
      .from('blog_posts')
      .insert({ title: 'After', slug: `after-${randomUUID()}` });

  it('tokens carry iss, jti and the session id', async () => {
    const { access_token } = await session();
    const claims = decodeJwt(access_token);
    expect(claims.iss).toBe('demoly-embedded');
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(decodeJwt((await session()).access_token).jti).not.toBe(claims.jti);
  });

  it('sign-out revokes the access token at once, not 15 minutes later', async () => {
    const { access_token } = await session();
    expect((await insertWith(access_token)).status).toBe(201);
    expect((await logout(access_token, 'local')).status).toBe(204);
    const after = await insertWith(access_token);
    expect(after.status).toBe(401);
    expect(after.error?.message).toMatch(/session has ended/);
  });

  it('a session ends at its absolute lifetime, however often it is refreshed', async () => {
    const { access_token, refresh_token } = await session();
    const { session_id } = decodeJwt(access_token);
    await sql(
      `update local_auth.sessions set expires_at = now() - interval '1 second' where id = $1`,
      [session_id],
    );
    expect((await postAuth('refresh', { refresh_token })).status).toBe(400);
    // A fresh session's tokens never outlive it.
    const next = await session();
    const [{ ends } = { ends: 0 }] = await sql<{ ends: number }>(
      `select extract(epoch from expires_at)::int as ends from local_auth.sessions where id = $1`,
      [decodeJwt(next.access_token).session_id],
    );
    expect(ends - Math.floor(Date.now() / 1000)).toBeGreaterThan(sessionLifetimeSeconds - 60);
    // Access tokens are capped at their session's end, so they cannot outlive it either.
    expect(decodeJwt(next.access_token).exp).toBeLessThanOrEqual(ends + 1);
    expect(ends - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(sessionLifetimeSeconds + 1);
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

  it('Prefer options this backend does not honour are a 400, the ones supabase-js sends work', async () => {
    for (const prefer of ['count=planned', 'missing=default', 'tx=rollback', 'timezone=UTC']) {
      const response = await api('/rest/v1/blog_posts?select=id', { headers: { Prefer: prefer } });
      expect(response.status, prefer).toBe(400);
      expect((await response.json()).message).toContain(prefer);
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

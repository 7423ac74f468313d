/**
 * Runs every Storage conformance case (cases/*.ts) over HTTP against the embedded /storage/v1
 * and holds each answer to Supabase Storage v1.70.6's: status, the error body
 * `{statusCode, code, error, message}`, the headers Storage sends, the bytes. A request
 * storage-js makes goes through the real supabase-js client. storage-conformance.test.ts runs it
 * on PGlite and, with DATABASE_URL, on a real PostgreSQL server.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../../db/setup';
import { onePixelPng } from '../rls-matrix-suite';
import type { TestServer } from '../test-server';
import type { StorageCase, StorageFixture } from './case';
import { storageCases } from './cases';

const bucket = 'blog-images';

async function makeFixture(server: TestServer, adminToken: string): Promise<StorageFixture> {
  const newKey = (extension = 'png') => `conformance/${randomUUID()}.${extension}`;
  const png = newKey();
  const uploaded = await server
    .client(adminToken)
    .storage.from(bucket)
    .upload(png, new Blob([onePixelPng], { type: 'image/png' }));
  expect(uploaded.error).toBeNull();
  const rawNoCache = newKey();
  const raw = await fetch(`${server.url}/storage/v1/object/${bucket}/${rawNoCache}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'image/png' },
    body: new Uint8Array(onePixelPng),
  });
  expect(raw.status, await raw.clone().text()).toBe(200);
  // Storage accepts any bytes under an image type; the embedded upload does not, so the
  // superuser puts a text file where an image should be.
  const notImage = newKey();
  const file = path.join(server.dataDir, 'storage', bucket, ...notImage.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'not an image');
  const lastModified = new Date().toISOString();
  await server.backend.database.query(
    `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3::jsonb)`,
    [
      bucket,
      notImage,
      JSON.stringify({
        eTag: '"0123456789abcdef0123456789abcdef"',
        size: 12,
        mimetype: 'image/png',
        cacheControl: 'max-age=3600',
        lastModified,
      }),
    ],
  );
  const served = await fetch(`${server.url}/storage/v1/object/public/${bucket}/${png}`);
  return {
    png,
    pngBytes: onePixelPng,
    pngETag: served.headers.get('etag') ?? '',
    rawNoCache,
    notImage,
    newKey,
  };
}

const computed = <T>(value: T | ((fixture: StorageFixture) => T), fixture: StorageFixture): T =>
  typeof value === 'function' ? (value as (fixture: StorageFixture) => T)(fixture) : value;

export function describeStorageConformance(
  title: string,
  start: () => Promise<{ server: TestServer; cleanup(): Promise<void> }>,
) {
  describe(title, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    const tokens: Partial<Record<'viewer' | 'admin', string>> = {};
    let fixture: StorageFixture;

    beforeAll(async () => {
      ({ server, cleanup } = await start());
      tokens.admin = await server.signIn(
        seedAccounts.admin.email,
        seedAccounts.admin.defaultPassword,
      );
      tokens.viewer = await server.signIn(
        seedAccounts.viewer.email,
        seedAccounts.viewer.defaultPassword,
      );
      fixture = await makeFixture(server, tokens.admin);
    }, 120_000);

    afterAll(async () => {
      await cleanup?.();
    });

    const tokenOf = (testCase: StorageCase) =>
      testCase.as === 'admin' || testCase.as === 'viewer' ? tokens[testCase.as] : undefined;

    async function viaClient(testCase: StorageCase) {
      const storage = server.client(tokenOf(testCase)).storage;
      const result = (await testCase.client!(storage, fixture)) as {
        data: unknown;
        error: { status?: number; statusCode?: string; message: string } | null;
      };
      const { expect: wanted } = testCase;
      const summary = JSON.stringify(result.error ?? result.data);
      expect(result.error?.status ?? 200, summary).toBe(wanted.status);
      if (wanted.data !== undefined)
        expect(result.data, summary).toEqual(computed(wanted.data, fixture));
      if (wanted.body !== undefined) {
        const body = computed(wanted.body, fixture) as { statusCode: string; message: string };
        expect(result.error, summary).toMatchObject({
          statusCode: body.statusCode,
          message: body.message,
        });
      }
      if (wanted.outsideSubset) {
        expect(result.error?.message, summary).toMatch(/not supported by the embedded backend/);
      }
    }

    async function viaFetch(testCase: StorageCase) {
      const headers: Record<string, string> = { ...computed(testCase.headers ?? {}, fixture) };
      const token = tokenOf(testCase);
      if (token) headers.Authorization = `Bearer ${token}`;
      if (testCase.as === 'anon') headers.Authorization = 'Bearer embedded-anon-key';
      const response = await fetch(
        `${server.url}/storage/v1/${computed(testCase.path ?? '', fixture)}`,
        {
          method: testCase.method ?? 'GET',
          headers,
          ...(testCase.body ? { body: testCase.body(fixture) } : {}),
        },
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      const text = bytes.toString('utf8');
      const { expect: wanted } = testCase;
      const summary = `${response.status} ${text.slice(0, 300)}`;
      expect(response.status, summary).toBe(wanted.status);
      for (const [name, value] of Object.entries(computed(wanted.headers ?? {}, fixture))) {
        expect(response.headers.get(name), `header ${name}; ${summary}`).toBe(value);
      }
      if (wanted.body !== undefined) {
        expect(JSON.parse(text), summary).toEqual(computed(wanted.body, fixture));
      }
      if (wanted.bytes) expect(bytes.equals(wanted.bytes(fixture)), summary).toBe(true);
      if (wanted.outsideSubset && testCase.method !== 'HEAD') {
        const error = JSON.parse(text) as Record<string, string>;
        expect(Object.keys(error).sort(), summary).toEqual([
          'code',
          'error',
          'message',
          'statusCode',
        ]);
        expect(error.message, summary).toMatch(/not supported by the embedded backend/);
      }
      if (wanted.outsideSubset) {
        expect(wanted.status, summary).toBeGreaterThanOrEqual(400);
        expect(wanted.status, summary).toBeLessThan(500);
      }
    }

    it.each(storageCases.map((testCase) => [`${testCase.source} ${testCase.name}`, testCase]))(
      '%s',
      async (_name, testCase: StorageCase) => {
        await (testCase.client ? viaClient(testCase) : viaFetch(testCase));
      },
    );
  });
}

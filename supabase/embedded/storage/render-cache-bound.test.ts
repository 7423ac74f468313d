/**
 * The renditions kept on disk stay within their bounds while every request is still answered
 * with the image it asked for: past the size limit the least recently used go, and under the
 * disk reserve nothing is kept at all (the database shares the disk).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { cameraJpeg } from '../../../scripts/lib/camera-photo';
import { seedAccounts } from '../db/setup';
import { embeddedAnonKey } from '../auth/request-identity';
import { startTestServer, type TestServer } from '../test-kit/test-server';
import type { RenderCacheLimits } from './render-cache';
import { createRenditionBudget } from './rendition-budget';

let server: TestServer | undefined;
afterEach(() => server?.destroy());

async function serverWith(renderCache: RenderCacheLimits) {
  server = await startTestServer({ renderCache });
  const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  const upload = await fetch(`${server.url}/storage/v1/object/blog-images/bound.jpg`, {
    method: 'POST',
    headers: {
      apikey: embeddedAnonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'image/jpeg',
    },
    body: new Uint8Array(await cameraJpeg(0, 800, 500)),
  });
  expect(upload.status).toBe(200);
  return server;
}

async function widthOf(url: string, width: number) {
  const response = await fetch(
    `${url}/storage/v1/render/image/public/blog-images/bound.jpg?width=${width}&format=origin`,
  );
  expect(response.status).toBe(200);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

/** Bytes of every file kept under the data directory's storage-render. */
async function keptBytes(dataDir: string) {
  const dir = path.join(dataDir, 'storage-render');
  const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map(async (file) => (await stat(path.join(file.parentPath, file.name))).size),
  );
  return { count: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

describe('renditions kept on disk', () => {
  it('stay under the size limit, the least recently used removed, and removed ones come back', async () => {
    const { url, dataDir } = await serverWith({ maxBytes: 40_000, reserveBytes: 0 });
    for (const width of [200, 300, 400, 500]) expect(await widthOf(url, width)).toBe(width);
    const kept = await keptBytes(dataDir);
    expect(kept.bytes).toBeLessThanOrEqual(40_000);
    expect(kept.count).toBeLessThan(4);
    // The first one was removed to make room; asked again, it is made again.
    expect(await widthOf(url, 200)).toBe(200);
  });

  it('are sent but not kept when the disk is under its reserve', async () => {
    const { url, dataDir } = await serverWith({ maxBytes: 10 ** 9, reserveBytes: 10 ** 15 });
    expect(await widthOf(url, 400)).toBe(400);
    expect(await widthOf(url, 400)).toBe(400);
    expect((await keptBytes(dataDir)).count).toBe(0);
  });

  it('past its network’s budget of new renditions, a client’s are sent but not kept; another network’s are', async () => {
    const { url, dataDir } = await serverWith({
      maxBytes: 10 ** 9,
      reserveBytes: 0,
      renditionBudget: { burst: 2, perMinute: 0.001 },
    });
    // widthOf reads from 127.0.0.1: its network may keep two new renditions.
    for (const width of [200, 300, 400, 500]) expect(await widthOf(url, width)).toBe(width);
    expect((await keptBytes(dataDir)).count).toBe(2);
    // A visitor on another network still gets its renditions kept.
    const other = await new Promise<number>((resolve, reject) => {
      http
        .get(
          `${url}/storage/v1/render/image/public/blog-images/bound.jpg?width=600&format=origin`,
          { localAddress: '127.21.0.1' },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        )
        .once('error', reject);
    });
    expect(other).toBe(200);
    expect((await keptBytes(dataDir)).count).toBe(3);
  });
});

describe('the rendition budget', () => {
  it('gives each network its burst, then one new rendition per refill, and others theirs', () => {
    let now = 0;
    const budget = createRenditionBudget({ burst: 3, perMinute: 6 }, () => now);
    expect([1, 2, 3, 4].map(() => budget.take('a'))).toEqual([true, true, true, false]);
    expect(budget.take('b')).toBe(true);
    now += 10_000; // a tenth of a minute: one more
    expect([budget.take('a'), budget.take('a')]).toEqual([true, false]);
  });
});

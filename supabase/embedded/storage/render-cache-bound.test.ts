// @vitest-environment node
/**
 * The renditions kept on disk stay within their bounds while every request is still answered
 * with the image it asked for: past the size limit the least recently used go, and under the
 * disk reserve nothing is kept at all (the database shares the disk).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { cameraJpeg } from '../../../scripts/lib/camera-photo';
import { seedAccounts } from '../db/setup';
import { embeddedAnonKey } from '../auth/request-identity';
import { startTestServer, type TestServer } from '../test-kit/test-server';
import type { RenderCacheLimits } from './render-cache';

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
});

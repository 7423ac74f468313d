import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRenderCache, type RenderCacheOptions } from './render-cache';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'render-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const plenty = async () => 10 ** 12;

function cacheOf(options: Partial<RenderCacheOptions> = {}) {
  return createRenderCache({ dir, maxBytes: 100, reserveBytes: 0, freeBytes: plenty, ...options });
}

/** Writes a rendition of `bytes` bytes as the renderer does, and tells the cache. */
async function keep(cache: ReturnType<typeof cacheOf>, source: string, name: string, bytes = 40) {
  const file = cache.fileFor(source, name, 'webp');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(bytes));
  await cache.added(file, bytes);
  return file;
}

describe('render cache', () => {
  it('removes the least recently used renditions once the limit is passed', async () => {
    const cache = cacheOf();
    const a = await keep(cache, 'blog-images/a.jpg', 'w400');
    const b = await keep(cache, 'blog-images/b.jpg', 'w400');
    expect(await cache.has(a)).toBe(true); // a is now the most recently used
    const c = await keep(cache, 'blog-images/c.jpg', 'w400');
    expect(existsSync(b)).toBe(false);
    expect(await cache.has(b)).toBe(false);
    expect([existsSync(a), existsSync(c)]).toEqual([true, true]);
    expect(cache.bytes).toBe(80);
  });

  it('keeps no rendition when the disk would fall under its reserve', async () => {
    const cache = cacheOf({ reserveBytes: 1000, freeBytes: async () => 1030 });
    expect(await cache.hasRoom(20)).toBe(true);
    expect(await cache.hasRoom(40)).toBe(false);
  });

  it('never keeps a rendition larger than the whole cache', async () => {
    expect(await cacheOf({ maxBytes: 100 }).hasRoom(101)).toBe(false);
  });

  it('drops every rendition of a removed source, and only those', async () => {
    const cache = cacheOf({ maxBytes: 1000 });
    const small = await keep(cache, 'blog-images/a.jpg', 'w400');
    const large = await keep(cache, 'blog-images/a.jpg', 'w1200');
    const other = await keep(cache, 'blog-images/b.jpg', 'w400');
    await cache.dropSource('blog-images/a.jpg');
    expect([existsSync(small), existsSync(large), existsSync(other)]).toEqual([false, false, true]);
    expect(cache.bytes).toBe(40);
  });

  it('finds what an earlier run kept, oldest first', async () => {
    const first = cacheOf();
    const old = await keep(first, 'blog-images/a.jpg', 'w400');
    const recent = await keep(first, 'blog-images/b.jpg', 'w400');
    await utimes(old, new Date(1_000_000), new Date(1_000_000));
    const restarted = cacheOf();
    expect(await restarted.has(recent)).toBe(true);
    expect(restarted.bytes).toBe(80);
    await keep(restarted, 'blog-images/c.jpg', 'w400');
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });
});

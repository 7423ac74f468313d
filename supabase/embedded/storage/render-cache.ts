/**
 * The image renditions kept on disk (<dataDir>/storage-render), bounded: a size limit with the
 * least recently used renditions removed first, and a reserve of free disk the cache never eats
 * into, because the database shares the disk and its writes must always have room. Renditions of
 * one source object live in one folder, so removing the object drops them all at once.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, stat, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';

export interface RenderCacheOptions {
  dir: string;
  /** Most bytes the renditions may take together. */
  maxBytes: number;
  /** Free bytes the disk keeps: below it, renditions are served without being kept. */
  reserveBytes: number;
  /** Free bytes on the disk holding `dir` (statfs; a test may stand in). */
  freeBytes?: (dir: string) => Promise<number>;
}

export interface RenderCache {
  /** The file a rendition is kept in: a folder per source object, a name per rendition. */
  fileFor(sourceId: string, renditionKey: string, extension: string): string;
  /** Whether the rendition is kept; marks it as just used. */
  has(file: string): Promise<boolean>;
  /** Whether a new rendition may be written: the disk keeps its reserve after `bytes` more. */
  hasRoom(bytes: number): Promise<boolean>;
  /** Records a rendition just written, then removes the least recently used past the limit. */
  added(file: string, bytes: number): Promise<void>;
  /** Removes every rendition of a source object (it was removed or replaced). */
  dropSource(sourceId: string): Promise<void>;
  /** Bytes kept now. */
  readonly bytes: number;
}

const diskFree = async (dir: string) => {
  const info = await statfs(dir);
  return info.bavail * info.bsize;
};

const folderOf = (sourceId: string) =>
  createHash('sha256').update(sourceId).digest('hex').slice(0, 32);

/** Every file under `dir` with its size and last use, oldest first (a restart keeps the order). */
async function scan(dir: string): Promise<[string, number][]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => undefined);
        return info ? { file, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) } : null;
      }),
  );
  return files
    .filter((file) => file !== null)
    .sort((a, b) => a.used - b.used)
    .map(({ file, size }) => [file, size]);
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const freeBytes = options.freeBytes ?? diskFree;
  /** File → size; a Map iterates in insertion order, so re-inserting on use keeps LRU order. */
  const kept = new Map<string, number>();
  let total = 0;
  const ready = mkdir(options.dir, { recursive: true })
    .then(() => scan(options.dir))
    .then((files) => {
      for (const [file, size] of files) {
        kept.set(file, size);
        total += size;
      }
    });

  function forget(file: string) {
    const size = kept.get(file);
    if (size === undefined) return;
    kept.delete(file);
    total -= size;
  }

  async function evict() {
    for (const [file] of kept) {
      if (total <= options.maxBytes) return;
      forget(file);
      await unlink(file).catch(() => undefined);
    }
  }

  return {
    fileFor(sourceId, renditionKey, extension) {
      return path.join(options.dir, folderOf(sourceId), `${renditionKey}.${extension}`);
    },
    async has(file) {
      await ready;
      const size = kept.get(file);
      if (size === undefined) return false;
      kept.delete(file);
      kept.set(file, size);
      return true;
    },
    async hasRoom(bytes) {
      await ready;
      const free = await freeBytes(options.dir).catch(() => 0);
      return free - bytes >= options.reserveBytes && bytes <= options.maxBytes;
    },
    async added(file, bytes) {
      await ready;
      forget(file);
      kept.set(file, bytes);
      total += bytes;
      await evict();
    },
    async dropSource(sourceId) {
      await ready;
      const folder = path.join(options.dir, folderOf(sourceId));
      for (const file of [...kept.keys()]) {
        if (file.startsWith(`${folder}${path.sep}`)) forget(file);
      }
      await rm(folder, { recursive: true, force: true });
    },
    get bytes() {
      return total;
    },
  };
}

export type RenderCacheLimits = Pick<RenderCacheOptions, 'maxBytes' | 'reserveBytes'> & {
  /** New renditions each network may add (rendition-budget.ts; the default there). */
  renditionBudget?: { burst: number; perMinute: number };
};

const megabytes = (env: Record<string, string | undefined>, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1024 * 1024;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of megabytes (got "${raw}")`);
  }
  return value * 1024 * 1024;
};

/**
 * The cache's limits from RENDER_CACHE_MB (default 512) and DISK_RESERVE_MB (free disk kept for
 * the database, default 256); a bad value stops the start, naming the variable.
 */
export function renderCacheLimits(env: Record<string, string | undefined>): RenderCacheLimits {
  return {
    maxBytes: megabytes(env, 'RENDER_CACHE_MB', 512),
    reserveBytes: megabytes(env, 'DISK_RESERVE_MB', 256),
  };
}

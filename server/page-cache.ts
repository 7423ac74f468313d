/**
 * Rendered answers kept in memory and served like files, bounded by bytes (least recently used
 * goes first) in partitions that cannot evict each other, so no flood of unique URLs can push out
 * what everybody reads:
 * - `hot`: the feeds, sitemaps and the first page of each language's blog list;
 * - `pages`: posts and the other pages of the lists;
 * - `variants`: lists filtered by category, any page (anyone can invent a category);
 * - `searches`: lists filtered by a search (?q=);
 * - `misses`: answers that are not 200 (a post that does not exist), whatever was asked.
 * A caller names the partition from the URL; an answer that is not 200 goes to `misses` instead.
 *
 * Freshness: an entry is fresh for `ttlMs`, then served stale for up to `staleMs` while one
 * render refreshes it in the background (stale-while-revalidate). Entries are dropped at once by
 * tag when the data behind them changes (blog-changes.ts). Concurrent requests for a missing
 * entry share one render. A render under way when one of its own tags is invalidated is not
 * stored (it may have read what just changed), and a request that comes after any invalidation
 * never joins a render that started before it.
 *
 * A render whose data could not be read (`failed`: the database busy under an attack, down for a
 * moment) is never stored; when the key had an answer before, that last good answer is served
 * instead (STALE), including one an invalidation just dropped (kept aside, bounded by bytes), and
 * the next request tries again. A save during an outage never leaves a page with only an error.
 */
import { LRUCache } from 'lru-cache';
import type { Representation } from './representation';

export interface Rendered {
  representation: Representation;
  /** What the answer shows (cacheTags); an invalidation naming one drops it. */
  tags: readonly string[];
  /** How long it stays fresh; 0 serves it once and never stores it. Default: the cache's ttl. */
  ttlMs?: number;
  /** Its data could not be read: never stored, and the last good answer is served instead. */
  failed?: boolean;
}

export type Partition = 'hot' | 'pages' | 'variants' | 'searches' | 'misses';

export interface PageCacheOptions {
  /** Bytes kept in each partition. */
  maxBytes: Record<Partition, number>;
  ttlMs: number;
  staleMs: number;
  now?: () => number;
}

interface Entry {
  rendered: Rendered;
  storedAt: number;
}

/** How an answer was found: kept and fresh, kept and past its freshness, or rendered now. */
export type CacheState = 'hit' | 'stale' | 'miss';

export interface PageCache {
  /** The cached answer for `key`, rendering it with `render` when missing or expired. */
  get(
    key: string,
    partition: Partition,
    render: () => Promise<Rendered>,
  ): Promise<{ representation: Representation; state: CacheState }>;
  /** Drops every entry carrying one of `tags`; returns how many. */
  invalidate(tags: readonly string[]): number;
  clear(): void;
  /** Entries and bytes kept, per partition. */
  stats(): Record<Partition, { entries: number; bytes: number }>;
  /**
   * One `read` in flight per `key`, shared by the renders of different entries that need it
   * (every sitemap file needs the post count). As for renders, a caller after an invalidation
   * never joins a read that began before it.
   */
  share<T>(key: string, read: () => Promise<T>): Promise<T>;
}

const partitionNames: readonly Partition[] = ['hot', 'pages', 'variants', 'searches', 'misses'];

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const byTag = new Map<string, Set<string>>();
  const untag = (key: string, entry: Entry) => {
    for (const tag of entry.rendered.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const store = (maxSize: number) =>
    new LRUCache<string, Entry>({
      maxSize,
      sizeCalculation: (entry, key) => entry.rendered.representation.bytes + key.length,
      dispose: (entry, key) => untag(key, entry),
    });
  const partitions = Object.fromEntries(
    partitionNames.map((name) => [name, store(options.maxBytes[name])]),
  ) as Record<Partition, LRUCache<string, Entry>>;
  /** Answers an invalidation dropped, served only when their re-render fails. */
  const lastGood = new LRUCache<string, Rendered>({
    maxSize: Math.max(1, options.maxBytes.hot),
    sizeCalculation: (rendered, key) => rendered.representation.bytes + key.length,
  });
  /** The entry kept for `key`, in whichever partition its answer went to. */
  const find = (key: string) => {
    for (const name of partitionNames) {
      const entry = partitions[name].get(key);
      if (entry) return { entry, name };
    }
    return undefined;
  };
  const rendering = new Map<string, { promise: Promise<Rendered>; epoch: number }>();
  /** Counts invalidations. */
  let epoch = 0;
  /** The epoch of the last clear(): nothing that began before it is stored. */
  let clearedAt = 0;
  /** The epoch of each tag's latest invalidation, while renders that began earlier may run. */
  const invalidatedAt = new Map<string, number>();
  /** Reads shared between renders (share), with the epoch each began in. */
  const sharing = new Map<string, { epoch: number; promise: Promise<unknown> }>();
  /** Renders under way, including those a later request replaced in `rendering`. */
  let underWay = 0;
  /** Whether a tag was invalidated after `epoch` (clear once no render is under way). */
  const changedSince = (tags: readonly string[], since: number) =>
    tags.some((tag) => (invalidatedAt.get(tag) ?? -1) > since);

  function render(key: string, partition: Partition, produce: () => Promise<Rendered>) {
    const running = rendering.get(key);
    if (running && running.epoch === epoch) return running.promise;
    const started = epoch;
    underWay += 1;
    const promise = Promise.resolve()
      .then(produce)
      .then((rendered) => {
        const ttl = rendered.ttlMs ?? options.ttlMs;
        const size = rendered.representation.bytes + key.length;
        const home: Partition = rendered.representation.status === 200 ? partition : 'misses';
        const room = options.maxBytes[home];
        const current = started >= clearedAt && !changedSince(rendered.tags, started);
        if (ttl > 0 && current && size <= room && !rendered.failed) {
          lastGood.delete(key);
          // Its answer may have moved (a post deleted, then a miss): one place per key.
          for (const name of partitionNames) if (name !== home) partitions[name].delete(key);
          partitions[home].set(key, { rendered, storedAt: now() });
          for (const tag of rendered.tags) {
            const keys = byTag.get(tag) ?? new Set<string>();
            keys.add(key);
            byTag.set(tag, keys);
          }
        }
        return rendered;
      })
      .finally(() => {
        if (rendering.get(key)?.promise === promise) rendering.delete(key);
        underWay -= 1;
        if (underWay === 0) invalidatedAt.clear();
      });
    rendering.set(key, { promise, epoch: started });
    return promise;
  }

  return {
    async get(key, partition, produce) {
      const entry = find(key)?.entry;
      if (entry) {
        const age = now() - entry.storedAt;
        const ttl = entry.rendered.ttlMs ?? options.ttlMs;
        if (age <= ttl) return { representation: entry.rendered.representation, state: 'hit' };
        if (age <= ttl + options.staleMs) {
          render(key, partition, produce).catch((error: unknown) =>
            console.error('[page cache] refreshing', key, error),
          );
          return { representation: entry.rendered.representation, state: 'stale' };
        }
      }
      const rendered = await render(key, partition, produce);
      const fallback = rendered.failed ? (entry?.rendered ?? lastGood.get(key)) : undefined;
      if (fallback) return { representation: fallback.representation, state: 'stale' };
      return { representation: rendered.representation, state: 'miss' };
    },
    invalidate(tags) {
      epoch += 1;
      let dropped = 0;
      for (const tag of tags) {
        if (underWay > 0) invalidatedAt.set(tag, epoch);
        for (const key of [...(byTag.get(tag) ?? [])]) {
          for (const partition of Object.values(partitions)) {
            const entry = partition.get(key);
            if (entry?.rendered.representation.status === 200) lastGood.set(key, entry.rendered);
            if (partition.delete(key)) dropped += 1;
          }
        }
      }
      return dropped;
    },
    clear() {
      epoch += 1;
      clearedAt = epoch;
      for (const partition of Object.values(partitions)) partition.clear();
      lastGood.clear();
    },
    share<T>(key: string, read: () => Promise<T>) {
      const running = sharing.get(key);
      if (running && running.epoch === epoch) return running.promise as Promise<T>;
      const promise: Promise<T> = Promise.resolve()
        .then(read)
        .finally(() => {
          if (sharing.get(key)?.promise === promise) sharing.delete(key);
        });
      sharing.set(key, { epoch, promise });
      return promise;
    },
    stats() {
      return Object.fromEntries(
        partitionNames.map((name) => [
          name,
          { entries: partitions[name].size, bytes: partitions[name].calculatedSize },
        ]),
      ) as Record<Partition, { entries: number; bytes: number }>;
    },
  };
}

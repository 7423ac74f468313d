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
 *
 * An answer that may lag a change by one render (`waitOnChangeMs`: the sitemaps) is not dropped
 * by a change but marked changed: the next request starts one render and waits for it that
 * long, then is served the answer it had; a render a change overtook is still kept, marked
 * changed. So a crawler never waits for the sitemap of every post to be rebuilt for each save.
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
  /**
   * After a change to what it shows, how long a request waits for the new render before it is
   * served this answer while the render finishes (default: no limit, and the answer is dropped
   * at the change). For answers that may lag a change by one render and take long to build.
   */
  waitOnChangeMs?: number;
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
  /** Changed since it was rendered (only answers with waitOnChangeMs are kept so). */
  changed?: boolean;
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

/** The partitions, bounded by bytes, and the index of their keys by tag. */
function createPartitions(maxBytes: Record<Partition, number>) {
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
    partitionNames.map((name) => [name, store(maxBytes[name])]),
  ) as Record<Partition, LRUCache<string, Entry>>;
  /** The entry kept for `key`, in whichever partition its answer went to. */
  const find = (key: string) => {
    for (const name of partitionNames) {
      const entry = partitions[name].get(key);
      if (entry) return { entry, name };
    }
    return undefined;
  };
  return { byTag, partitions, find };
}

/** What `promise` resolves to within `ms`, else undefined (a rejection too). */
async function within<T>(promise: Promise<T>, ms: number | undefined): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), waited]);
  } finally {
    clearTimeout(timer);
  }
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const { byTag, partitions, find } = createPartitions(options.maxBytes);
  /** Answers an invalidation dropped, served only when their re-render fails. */
  const lastGood = new LRUCache<string, Rendered>({
    maxSize: Math.max(1, options.maxBytes.hot),
    sizeCalculation: (rendered, key) => rendered.representation.bytes + key.length,
  });
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
        // One that may lag a change is kept even when a change came while it rendered: the
        // next request renders again, while this answer, newer than the last, is served.
        const keep = current || (started >= clearedAt && rendered.waitOnChangeMs !== undefined);
        if (ttl > 0 && keep && size <= room && !rendered.failed) {
          lastGood.delete(key);
          // Its answer may have moved (a post deleted, then a miss): one place per key.
          for (const name of partitionNames) if (name !== home) partitions[name].delete(key);
          partitions[home].set(key, { rendered, storedAt: now(), changed: !current });
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

  /** A changed entry's refresh: one render at a time, waited for at most waitOnChangeMs. */
  async function refreshChanged(
    key: string,
    partition: Partition,
    produce: () => Promise<Rendered>,
    entry: Entry,
  ) {
    const running = rendering.get(key)?.promise ?? render(key, partition, produce);
    const fresh = await within(running, entry.rendered.waitOnChangeMs);
    if (fresh && !fresh.failed)
      return { representation: fresh.representation, state: 'miss' as const };
    return { representation: entry.rendered.representation, state: 'stale' as const };
  }

  return {
    async get(key, partition, produce) {
      const entry = find(key)?.entry;
      if (entry?.changed) return refreshChanged(key, partition, produce, entry);
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
            if (entry?.rendered.representation.status === 200) {
              if (entry.rendered.waitOnChangeMs !== undefined) {
                if (!entry.changed) dropped += 1;
                entry.changed = true;
                continue;
              }
              lastGood.set(key, entry.rendered);
            }
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

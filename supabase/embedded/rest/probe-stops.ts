/**
 * Probes spent: a request whose shape was never seen finishing is a probe, and a probe stopped
 * at its slice costs every waiting visitor a worker's restart (~0.5 s, more on a busy machine).
 * Once a lane's probes were stopped `perLane` times, or any lanes' `inAll` times, each stop
 * within `windowMs` of the one before, new shapes (that lane's, or every anonymous lane's) wait
 * with the slow ones for quiet moments (rest-run.ts): networks inventing a costly shape for every
 * request get a few restarts in all, not one per request. Honest new shapes wait too while that
 * lasts; the app's own shapes are not new (the server renders its pages at start). An editor's
 * lane never spends its probes.
 */
import { LRUCache } from 'lru-cache';

export interface ProbeStops {
  /** A probe of `lane` was stopped. */
  stopped(lane: string): void;
  /** Whether `lane`'s probes are spent: its new shapes wait for quiet moments. */
  spent(lane: string): boolean;
}

interface Count {
  count: number;
  last: number;
}

export function createProbeStops({
  perLane = 2,
  inAll = 4,
  windowMs = 60_000,
  lanes = 4096,
  now = Date.now,
}: {
  perLane?: number;
  inAll?: number;
  windowMs?: number;
  lanes?: number;
  now?: () => number;
} = {}): ProbeStops {
  const byLane = new LRUCache<string, Count>({ max: lanes });
  let all: Count | undefined;
  const current = (entry: Count | undefined) =>
    entry && now() - entry.last <= windowMs ? entry.count : 0;
  return {
    stopped(lane) {
      byLane.set(lane, { count: current(byLane.get(lane)) + 1, last: now() });
      all = { count: current(all) + 1, last: now() };
    },
    spent: (lane) => current(byLane.get(lane)) >= perLane || current(all) >= inAll,
  };
}

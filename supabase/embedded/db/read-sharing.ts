/**
 * Identical reads waiting for the database share one turn. A read that arrives while the same
 * read (same role and claims, URL and answer-shaping headers) is still queued joins it and gets
 * its answer. This is safe: the queued read has not yet taken its snapshot, so the rows it will
 * see are the rows the newcomer would have seen. Once a read starts, later arrivals queue their
 * own. Under a crowd reading the same list (a shared link), the database runs it once per turn
 * instead of once per visitor, and nobody else's turn waits behind the copies.
 */
import { QueueAbandoned } from './fair-queue';

export interface ReadSharing {
  /**
   * Runs `start` for `key`, or joins the queued run of the same key. `start` calls `started()`
   * when its read takes its snapshot: from then on, newcomers run their own. Without a key it
   * always runs its own.
   */
  share<T>(key: string | undefined, start: (started: () => void) => Promise<T>): Promise<T>;
  /** How many reads are queued and open to joiners (for tests and diagnostics). */
  readonly open: number;
}

export function createReadSharing(): ReadSharing {
  const queued = new Map<string, Promise<unknown>>();
  const share = <T>(
    key: string | undefined,
    start: (started: () => void) => Promise<T>,
  ): Promise<T> => {
    if (key === undefined) return start(() => {});
    const waiting = queued.get(key) as Promise<T> | undefined;
    if (waiting) {
      // The run we joined was dropped because its own client went away: queue our own.
      return waiting.catch((error: unknown): Promise<T> => {
        if (error instanceof QueueAbandoned) return share(key, start);
        throw error;
      });
    }
    // `started` may in principle be called before `start` returns: the slot tells them apart.
    const slot: { run?: Promise<T>; open: boolean } = { open: true };
    const close = () => {
      slot.open = false;
      if (slot.run && queued.get(key) === slot.run) queued.delete(key);
    };
    const run = start(close);
    slot.run = run;
    if (slot.open) queued.set(key, run);
    // Settled without starting (refused in the queue, abandoned): no longer open to joiners.
    run.then(close, close);
    return run;
  };
  return {
    share,
    get open() {
      return queued.size;
    },
  };
}

/** What makes two requests the same read: everything that shapes the answer. */
export function readKey(
  role: string,
  claims: unknown,
  url: string,
  headers: Record<string, string | string[] | undefined>,
): string {
  const shaping = ['accept', 'accept-profile', 'prefer', 'range'].map((name) => headers[name]);
  return JSON.stringify([role, claims, url, shaping]);
}

/**
 * Turns on a single resource (PGlite's one connection), shared fairly between clients: each
 * client has its own line and the lines are served in rotation, one task each. A client that
 * sends a hundred requests at once waits behind its own requests, not in front of everyone
 * else's; a client with one request waits for at most one task of each other client.
 *
 * A task may carry a wait budget and a signal: one still waiting when its budget runs out is
 * refused at that moment (QueueWaitExceeded) and one whose signal aborts (its client left) is
 * dropped; neither ever runs, so abandoned or hopeless work costs the others nothing.
 *
 * Tasks run one at a time, in order within a line. Work without a client (start-up, scripts,
 * the server's own bookkeeping) shares one line.
 */
export type Task<T> = () => Promise<T>;

export interface RunOptions {
  /** How long the task may wait for its turn, in ms. */
  waitBudgetMs?: number;
  /** Aborted when the client has gone: the task is dropped if it has not started. */
  signal?: AbortSignal;
}

export interface FairQueue {
  run<T>(task: Task<T>, client?: string, options?: RunOptions): Promise<T>;
  /** Tasks waiting (not counting the one running). */
  readonly waiting: number;
}

/** A task refused because it waited for its turn longer than its budget. */
export class QueueWaitExceeded extends Error {
  constructor(readonly waitedMs: number) {
    super(`Waited ${waitedMs} ms for a turn, past the request's budget`);
  }
}

/** A task dropped before it ran because its client went away. */
export class QueueAbandoned extends Error {
  constructor() {
    super('The client left before its turn');
  }
}

const internal = '\0internal';

interface Entry {
  start(): Promise<void>;
  /** Settled without running (budget, abandonment): skipped when its turn comes. */
  done: boolean;
}

export function createFairQueue(): FairQueue {
  /** Lines in rotation order; a line is removed when empty, re-added at the end when used. */
  const lines = new Map<string, Entry[]>();
  let waiting = 0;
  let running = false;

  function next() {
    if (running) return;
    for (;;) {
      const first = lines.entries().next();
      if (first.done) return;
      const [client, line] = first.value;
      const entry = line.shift()!;
      // Rotate: this client goes to the back of the rotation (or leaves it when its line is empty).
      lines.delete(client);
      if (line.length > 0) lines.set(client, line);
      if (entry.done) continue; // already answered (and no longer counted as waiting)
      waiting -= 1;
      entry.done = true;
      running = true;
      void entry.start().finally(() => {
        running = false;
        next();
      });
      return;
    }
  }

  return {
    run<T>(task: Task<T>, client = internal, options: RunOptions = {}) {
      return new Promise<T>((resolve, reject) => {
        const queued = Date.now();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const leave = (error: Error) => {
          if (entry.done) return;
          entry.done = true;
          waiting -= 1;
          cleanup();
          reject(error);
        };
        const onAbort = () => leave(new QueueAbandoned());
        const cleanup = () => {
          clearTimeout(timer);
          options.signal?.removeEventListener('abort', onAbort);
        };
        const entry: Entry = {
          done: false,
          async start() {
            cleanup();
            try {
              resolve(await task());
            } catch (error) {
              reject(error);
            }
          },
        };
        if (options.signal?.aborted) {
          reject(new QueueAbandoned());
          return;
        }
        options.signal?.addEventListener('abort', onAbort, { once: true });
        if (options.waitBudgetMs !== undefined) {
          timer = setTimeout(
            () => leave(new QueueWaitExceeded(Date.now() - queued)),
            options.waitBudgetMs,
          );
        }
        const line = lines.get(client) ?? [];
        line.push(entry);
        if (!lines.has(client)) lines.set(client, line);
        waiting += 1;
        next();
      });
    },
    get waiting() {
      return waiting;
    },
  };
}

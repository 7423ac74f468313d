/**
 * Turns on a single resource (PGlite's one connection), shared fairly between clients: each
 * client has its own line and the lines are served in rotation, one task each. A client that
 * sends a hundred requests at once waits behind its own requests, not in front of everyone
 * else's; a client with one request waits for at most one task of each other client.
 *
 * Tasks run one at a time, in order within a line. Work without a client (start-up, scripts,
 * the server's own bookkeeping) shares one line.
 */
export type Task<T> = () => Promise<T>;

export interface FairQueue {
  run<T>(task: Task<T>, client?: string): Promise<T>;
  /** Tasks waiting (not counting the one running). */
  readonly waiting: number;
}

const internal = '\0internal';

export function createFairQueue(): FairQueue {
  /** Lines in rotation order; a line is removed when empty, re-added at the end when used. */
  const lines = new Map<string, (() => Promise<void>)[]>();
  let waiting = 0;
  let running = false;

  function next() {
    if (running) return;
    const first = lines.entries().next();
    if (first.done) return;
    const [client, line] = first.value;
    const task = line.shift()!;
    // Rotate: this client goes to the back of the rotation (or leaves it when its line is empty).
    lines.delete(client);
    if (line.length > 0) lines.set(client, line);
    waiting -= 1;
    running = true;
    void task().finally(() => {
      running = false;
      next();
    });
  }

  return {
    run<T>(task: Task<T>, client = internal) {
      return new Promise<T>((resolve, reject) => {
        const line = lines.get(client) ?? [];
        line.push(async () => {
          try {
            resolve(await task());
          } catch (error) {
            reject(error);
          }
        });
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

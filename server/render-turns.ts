/**
 * Server renders take turns: at most `concurrency` at once, the waiting ones kept per client (the
 * network whose request started them, in-process-fetch.ts) and served in rotation. A render is
 * mostly work on the one event loop (React, then compression), so without turns a flood of
 * uncached pages from a few networks held the loop for seconds and every visitor's page and API
 * read waited behind it; with them a visitor's render waits for at most one turn per other
 * client. A client with `waitingPerClient` renders already waiting gets RenderBusyError at once.
 */
export const renderTurnLimits = { concurrency: 2, waitingPerClient: 16 } as const;

export class RenderBusyError extends Error {
  constructor() {
    super('Too many pages are being rendered for this client');
  }
}

export function createRenderTurns(limits: { concurrency: number; waitingPerClient: number }) {
  let running = 0;
  /** Waiting renders per client, clients in rotation order (a Map keeps insertion order). */
  const lines = new Map<string, (() => void)[]>();
  /** Starts the first waiting render of the next client in rotation. */
  const handOver = () => {
    const first = lines.entries().next();
    if (first.done) return false;
    const [client, line] = first.value;
    const start = line.shift()!;
    lines.delete(client);
    if (line.length > 0) lines.set(client, line); // to the back of the rotation
    start();
    return true;
  };
  return {
    async run<T>(client: string, render: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        const line = lines.get(client) ?? [];
        if (line.length >= limits.waitingPerClient) throw new RenderBusyError();
        await new Promise<void>((resolve) => {
          line.push(resolve);
          if (!lines.has(client)) lines.set(client, line);
        });
      } else running += 1;
      try {
        return await render();
      } finally {
        if (!handOver()) running -= 1;
      }
    },
    /** Renders running and waiting now (for tests). */
    counts: () => ({
      running,
      waiting: [...lines.values()].reduce((sum, line) => sum + line.length, 0),
    }),
  };
}

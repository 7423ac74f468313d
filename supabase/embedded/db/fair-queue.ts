/**
 * Turns on a single resource (PGlite's one connection), shared fairly between clients by the
 * time each has used, not by how many requests it sent: each client has its own line, and the
 * next turn goes to the waiting client that has used the resource least (start-time fair
 * queuing). A client that sends a hundred requests at once waits behind its own requests; a
 * client whose requests each hold the database for a second falls behind everyone whose
 * requests take milliseconds, so a visitor arriving beside any number of such clients waits for
 * little more than the task already running.
 *
 * Time used is counted from a shared clock (the usage of the last task started): a client that
 * was idle rejoins at that clock, so idleness banks no credit, and a client that used more than
 * the clock keeps up to a second of that debt while it is idle (up to `rememberedClients` of them).
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
  /**
   * Whether the task is known to be slow, asked when a turn is given: a client whose next task is
   * slow waits while any client's next task is quick, so quick requests never queue behind a
   * round of slow ones.
   */
  slow?: () => boolean;
  /** Its time counts 1/weight against its client (default 1): a heavier client gets more. */
  weight?: number;
  /** Aborted when the client has gone: the task is dropped if it has not started. */
  signal?: AbortSignal;
}

export interface FairQueue {
  run<T>(task: Task<T>, client?: string, options?: RunOptions): Promise<T>;
  /** Tasks waiting (not counting the one running). */
  readonly waiting: number;
  /** Whether a client other than `client` has a task waiting for its turn. */
  othersWaiting(client?: string): boolean;
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
  slow?: () => boolean;
  weight: number;
  /** Settled without running (budget, abandonment): skipped when its turn comes. */
  done: boolean;
}

/** The most one task counts against its client, in ms. */
export const maxChargeMs = 100;

/** The most a client rejoining after idleness can be behind the clock, in ms (default). */
export const defaultMaxDebtMs = 1_000;

/** Idle clients whose debt is remembered; past this, the oldest debts are forgiven. */
export const rememberedClients = 4096;

export interface FairQueueOptions {
  /**
   * A slow task starts only once no quick task has run for this long, so slow work fills the
   * database's quiet moments, never the gaps between one visitor's requests.
   */
  slowAfterQuietMs?: number;
  /** The most a client rejoining after idleness can be behind the clock (defaultMaxDebtMs). */
  maxDebtMs?: number;
}

/** The least-used client whose next task is quick; only when none is, the least-used of all. */
function chooseLine(
  lines: ReadonlyMap<string, Entry[]>,
  used: ReadonlyMap<string, number>,
  clock: number,
): { client: string; usage: number } | undefined {
  for (const quickOnly of [true, false]) {
    let chosen: { client: string; usage: number } | undefined;
    for (const [client, line] of lines) {
      if (quickOnly && line[0]?.slow?.()) continue;
      const usage = used.get(client) ?? clock;
      if (!chosen || usage < chosen.usage) chosen = { client, usage };
    }
    if (chosen) return chosen;
  }
  return undefined;
}

export function createFairQueue(queueOptions: FairQueueOptions = {}): FairQueue {
  const quietMs = queueOptions.slowAfterQuietMs ?? 0;
  const maxDebtMs = queueOptions.maxDebtMs ?? defaultMaxDebtMs;
  /** When the last quick task ended (or started, while it runs). */
  let lastQuick = -Infinity;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  /** Clients with tasks waiting, in the order their lines became non-empty. */
  const lines = new Map<string, Entry[]>();
  /** Milliseconds of the resource each client has used (idle clients: only those in debt). */
  const used = new Map<string, number>();
  /** The usage at which the last task started: where an idle client rejoins. */
  let clock = 0;
  let waiting = 0;
  let running = false;

  function charge(client: string, milliseconds: number, weight: number) {
    // At least 1 ms a task, so clients of instant tasks still take turns in rotation; at most
    // maxChargeMs, so one task slowed by a cold start cannot hold its client back for seconds
    // behind every other (longer work is for the slices and the slow shapes to bound).
    const counted = Math.min(Math.max(1, milliseconds), maxChargeMs);
    used.set(client, (used.get(client) ?? clock) + counted / weight);
    if (used.size > 2 * rememberedClients) forget();
  }

  /** Drops idle clients that owe nothing, then the oldest idle debts, down to the bound. */
  function forget() {
    for (const [client, usage] of used) {
      if (usage <= clock && !lines.has(client)) used.delete(client);
    }
    for (const client of used.keys()) {
      if (used.size <= rememberedClients) return;
      if (!lines.has(client)) used.delete(client);
    }
  }

  function next() {
    if (running) return;
    for (;;) {
      const pick = chooseLine(lines, used, clock);
      if (!pick) return;
      const { client: chosen, usage: least } = pick;
      const line = lines.get(chosen)!;
      const slow = line[0]?.slow?.() ?? false;
      const quietFor = performance.now() - lastQuick;
      if (slow && quietFor < quietMs) {
        // Only slow work waits: it starts when the quiet has lasted long enough.
        quietTimer ??= setTimeout(() => {
          quietTimer = undefined;
          next();
        }, quietMs - quietFor);
        return;
      }
      const entry = line.shift()!;
      if (line.length === 0) lines.delete(chosen);
      if (entry.done) continue; // already answered (and no longer counted as waiting)
      waiting -= 1;
      entry.done = true;
      running = true;
      clock = Math.max(clock, least);
      const client = chosen;
      const started = performance.now();
      if (!slow) lastQuick = started;
      void entry.start().finally(() => {
        const ended = performance.now();
        charge(client, ended - started, entry.weight);
        if (!slow) lastQuick = ended;
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
          // Out of its line at once, so a line holds only tasks that will run.
          const line = lines.get(client);
          line?.splice(line.indexOf(entry), 1);
          if (line?.length === 0) lines.delete(client);
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
          slow: options.slow,
          weight: options.weight ?? 1,
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
        if (!lines.has(client)) {
          lines.set(client, line);
          // Rejoining after idleness: no credit for the time away, and at most a second of debt,
          // so a busy shared client (the server's own renders) is not held back for long.
          const usage = used.get(client) ?? clock;
          used.set(client, Math.min(Math.max(usage, clock), clock + maxDebtMs));
        }
        waiting += 1;
        next();
      });
    },
    get waiting() {
      return waiting;
    },
    othersWaiting(client = internal) {
      for (const waiter of lines.keys()) if (waiter !== client) return true;
      return false;
    },
  };
}

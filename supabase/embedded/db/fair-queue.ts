/**
 * Turns on a single resource (PGlite's one connection, or the image transformer), shared fairly
 * between clients by the time each has used, not by how many requests it sent: each client has
 * its own line, and the next turn goes to the waiting client that has used the resource least
 * (start-time fair queuing). A client that sends a hundred requests at once waits behind its own
 * requests; a client whose requests each hold the database for a second falls behind everyone
 * whose requests take milliseconds, so a visitor arriving beside any number of such clients waits
 * for little more than the task already running.
 *
 * Time used is the time a task really held the resource, counted from a shared clock (the usage
 * at which the last task started): a client that was idle rejoins at that clock, so idleness
 * banks no credit, and a client that used more than the clock keeps up to a second of that debt
 * while it is idle (up to `rememberedClients` of them). Among clients at the same usage, the one
 * whose last task cost least, then the one with the shortest line goes first, so a client joining
 * at the clock is not served after every backlogged client that happens to be there too.
 *
 * What a task is known to cost decides before usage does (TaskKind): quick tasks go first;
 * unknown ones wait while quick ones do, up to `unknownWaitMs`; slow ones wait until no quick task
 * has run for a moment. A client may have a lead (a priority class): it rejoins that far before
 * the clock, so its next turn comes ahead of everyone's backlog, but it keeps no lead while it
 * has used more than the others, so even a flood from it only gets its weighted share.
 *
 * A task may carry a wait budget and a signal: one still waiting when its budget runs out is
 * refused at that moment (QueueWaitExceeded) and one whose signal aborts (its client left) is
 * dropped; neither ever runs, so abandoned or hopeless work costs the others nothing.
 *
 * Tasks run one at a time, in order within a line. Work without a client (start-up, scripts,
 * the server's own bookkeeping) shares one line.
 */
export type Task<T> = () => Promise<T>;

/**
 * What is known of a task's cost when its turn is decided: `quick` (its kind lately ran quickly),
 * `unknown` (never seen, or stopped before it could show), `slow` (lately held the resource long).
 */
export type TaskKind = 'quick' | 'unknown' | 'slow';

export interface RunOptions {
  /** How long the task may wait for its turn, in ms. */
  waitBudgetMs?: number;
  /**
   * What the task is known to cost, asked when a turn is given (default quick): a client whose
   * next task is slow waits while any client's next task is quick or unknown, and one whose next
   * task is unknown waits while any is quick (for at most `unknownWaitMs`).
   */
  kind?: () => TaskKind;
  /** Its time counts 1/weight against its client (default 1): a heavier client gets more. */
  weight?: number;
  /**
   * A priority class (default 0): after idleness its client rejoins this many ms of its own time
   * (leadMs / weight on the clock) before the clock, so it may use that much ahead of every
   * other client's backlog, and no more. Its unknown tasks count as quick (the class is for
   * trusted clients).
   */
  leadMs?: number;
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
  kind?: () => TaskKind;
  weight: number;
  lead: number;
  /** When it was queued (performance.now()), for the unknown tasks' bounded wait. */
  queued: number;
  /** Settled without running (budget, abandonment): skipped when its turn comes. */
  done: boolean;
}

/** A client's usage: where its next task starts on the clock, and what its last one cost. */
interface Usage {
  tag: number;
  last: number;
}

/** The most a client rejoining after idleness can be behind the clock, in ms (default). */
export const defaultMaxDebtMs = 1_000;

/**
 * The longest an unknown task waits while quick ones go first (default): past it, it takes its
 * turn by usage like a quick one, so a new kind of request (a writer's first insert) is never
 * starved by a steady stream of known quick reads.
 */
export const defaultUnknownWaitMs = 1_000;

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
  /** The longest an unknown task waits behind quick ones (defaultUnknownWaitMs). */
  unknownWaitMs?: number;
}

/** 0: goes first (quick, a trusted client's unknown, an unknown that waited long enough). */
function rank(entry: Entry, now: number, unknownWaitMs: number): number {
  const kind = entry.kind?.() ?? 'quick';
  if (kind === 'quick') return 0;
  if (kind === 'unknown') return entry.lead > 0 || now - entry.queued >= unknownWaitMs ? 0 : 1;
  return 2;
}

interface Candidate {
  client: string;
  rank: number;
  tag: number;
  /** Where its next task would end were it to cost what its last did. */
  finish: number;
  length: number;
  queued: number;
}

/** Whether `a` goes before `b`: by kind, usage, expected end, shorter line, then who came first. */
function before(a: Candidate, b: Candidate): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.tag !== b.tag) return a.tag < b.tag;
  if (a.finish !== b.finish) return a.finish < b.finish;
  if (a.length !== b.length) return a.length < b.length;
  return a.queued < b.queued;
}

/** The client whose next task goes first, with its task's rank. */
function chooseLine(
  lines: ReadonlyMap<string, Entry[]>,
  usage: ReadonlyMap<string, Usage>,
  clock: number,
  unknownWaitMs: number,
): Candidate | undefined {
  const now = performance.now();
  let chosen: Candidate | undefined;
  for (const [client, line] of lines) {
    const head = line[0];
    if (!head) continue;
    const used = usage.get(client);
    const tag = used?.tag ?? clock;
    const candidate: Candidate = {
      client,
      rank: rank(head, now, unknownWaitMs),
      tag,
      finish: tag + (used?.last ?? 0),
      length: line.length,
      queued: head.queued,
    };
    if (!chosen || before(candidate, chosen)) chosen = candidate;
  }
  return chosen;
}

export function createFairQueue(queueOptions: FairQueueOptions = {}): FairQueue {
  const quietMs = queueOptions.slowAfterQuietMs ?? 0;
  const maxDebtMs = queueOptions.maxDebtMs ?? defaultMaxDebtMs;
  const unknownWaitMs = queueOptions.unknownWaitMs ?? defaultUnknownWaitMs;
  /** When the last quick task ended (or started, while it runs). */
  let lastQuick = -Infinity;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  /** Clients with tasks waiting. */
  const lines = new Map<string, Entry[]>();
  /** Each client's usage of the resource in ms (idle clients: only those in debt). */
  const usage = new Map<string, Usage>();
  /** The usage at which the last task started: where an idle client rejoins. */
  let clock = 0;
  let waiting = 0;
  let running = false;

  function charge(client: string, milliseconds: number, weight: number) {
    // The whole time it held the resource, the restart its stop caused included (the task waits
    // for it): a client is never charged less than its work cost, so its slow requests cannot
    // ride on others' turns. At least 1 ms, so clients of instant tasks still take turns. There
    // is no upper bound: a cold start (a new worker's first statements) costs its client at most
    // maxDebtMs once it goes idle, and while it stays busy it is only fair that it pays.
    const counted = Math.max(1, milliseconds) / weight;
    const tag = usage.get(client)?.tag ?? clock;
    usage.set(client, { tag: tag + counted, last: counted });
    if (usage.size > 2 * rememberedClients) forget();
  }

  /** Drops idle clients that owe nothing, then the oldest idle debts, down to the bound. */
  function forget() {
    for (const [client, used] of usage) {
      if (used.tag <= clock && !lines.has(client)) usage.delete(client);
    }
    for (const client of usage.keys()) {
      if (usage.size <= rememberedClients) return;
      if (!lines.has(client)) usage.delete(client);
    }
  }

  function next() {
    if (running) return;
    for (;;) {
      const pick = chooseLine(lines, usage, clock, unknownWaitMs);
      if (!pick) return;
      const line = lines.get(pick.client)!;
      const slow = pick.rank === 2;
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
      if (line.length === 0) lines.delete(pick.client);
      if (entry.done) continue; // already answered (and no longer counted as waiting)
      waiting -= 1;
      entry.done = true;
      running = true;
      clock = Math.max(clock, pick.tag);
      const { client } = pick;
      const quick = (entry.kind?.() ?? 'quick') === 'quick';
      const started = performance.now();
      if (quick) lastQuick = started;
      void entry.start().finally(() => {
        const ended = performance.now();
        charge(client, ended - started, entry.weight);
        if (quick) lastQuick = ended;
        running = false;
        next();
      });
      return;
    }
  }

  /** A client whose line was empty joins at the clock (before it by its lead, after it by its debt). */
  function join(client: string, lead: number) {
    const used = usage.get(client);
    const tag = Math.min(Math.max(used?.tag ?? -Infinity, clock - lead), clock + maxDebtMs);
    usage.set(client, { tag, last: used?.last ?? 0 });
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
          kind: options.kind,
          weight: options.weight ?? 1,
          lead: options.leadMs ?? 0,
          queued: performance.now(),
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
        const line = lines.get(client);
        if (line) line.push(entry);
        else {
          lines.set(client, [entry]);
          join(client, entry.lead / entry.weight);
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

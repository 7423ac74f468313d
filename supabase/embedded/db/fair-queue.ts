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
 * while it is idle (up to `rememberedClients` of them). The next turn goes to the client whose
 * task would end first on that clock, were it to cost what its tasks lately did; at a tie, the one
 * with the shortest line: a client joining at the clock is not served after every backlogged
 * client that happens to be there too.
 *
 * What a task is known to cost decides before usage does (TaskKind): quick tasks expected to
 * take at most `costlyMs` go first; unknown and costlier ones wait while those do, except one turn
 * after each `unknownWaitMs` of quick work that went before them; slow ones wait until no quick
 * task has run for a moment. A client may have a lead (a priority class): it rejoins that far
 * before the clock, so its next turn comes ahead of everyone's backlog, but it keeps no lead
 * while it has used more than the others, so even a flood from it only gets its weighted share.
 *
 * A task may carry a wait budget and a signal: one still waiting when its budget runs out is
 * refused at that moment (QueueWaitExceeded) and one whose signal aborts (its client left) is
 * dropped; neither ever runs, so abandoned or hopeless work costs the others nothing.
 *
 * Tasks run one at a time, in order within a line. Work without a client (start-up, scripts,
 * the server's own bookkeeping) shares one line.
 */
import {
  QueueAbandoned,
  QueueWaitExceeded,
  type FairQueue,
  type RunOptions,
  type Task,
  type TaskKind,
} from './fair-queue-contract';

export { QueueAbandoned, QueueWaitExceeded };
export type { FairQueue, RunOptions, Task, TaskKind };

const internal = '\0internal';

interface Entry {
  start(): Promise<void>;
  kind?: () => TaskKind;
  expectedMs?: () => number;
  weight: number;
  lead: number;
  /** When it was queued (performance.now()), for the unknown tasks' bounded wait. */
  queued: number;
  /** Settled without running (budget, abandonment): skipped when its turn comes. */
  done: boolean;
}

/** A client's usage: where its next task starts on the clock, and what its tasks lately cost. */
interface Usage {
  tag: number;
  /** Its tasks' recent cost on the clock, each averaged with the one before (0: none yet). */
  expected: number;
}

/** The most a client rejoining after idleness can be behind the clock, in ms (default). */
export const defaultMaxDebtMs = 1_000;

/**
 * How much quick work may go before waiting unknown tasks before one of them gets a turn
 * (default), so a new kind of request (a writer's first insert) is never starved by a steady
 * stream of known quick reads. Counted in the quick tasks' time, not the clock's: one visitor's
 * 50 ms reads take twenty turns to pass it, so inventing new shapes buys no turn ahead of them.
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
  /** Quick work that may go before waiting unknown tasks (defaultUnknownWaitMs). */
  unknownWaitMs?: number;
  /** Past this expected time a quick task waits with the unknown ones (defaultCostlyMs). */
  costlyMs?: number;
}

/**
 * A quick task expected to hold the resource longer than this (expectedMs) takes its turns with
 * the unknown ones: a visitor's 50 ms reads go before any number of networks' 900 ms ones, which
 * fair shares alone cannot promise once the visitor asks more than its share (beside 33 networks,
 * a 34th of the time). The app's costliest request (a counted search) takes about 400 ms at
 * 29,527 posts and passes the classes' rule like any costly one (`unknownWaitMs`).
 */
export const defaultCostlyMs = 500;

/** 0: goes first (cheap and quick, or a trusted client's); 1: unknown or costly; 2: slow. */
function rank(entry: Entry, costlyMs: number): number {
  const kind = entry.kind?.() ?? 'quick';
  if (entry.lead > 0 && kind !== 'slow') return 0;
  if (kind === 'quick') return (entry.expectedMs?.() ?? 0) > costlyMs ? 1 : 0;
  if (kind === 'unknown') return 1;
  return 2;
}

interface Candidate {
  client: string;
  rank: number;
  tag: number;
  /** Where its next task would end were it to cost what its tasks lately did. */
  finish: number;
  length: number;
  queued: number;
}

/**
 * Whether `a` goes before `b`: by kind, then by where its task would end on the clock (self-clocked
 * fair queuing: a visitor whose reads cost 50 ms goes before a round of clients whose last tasks
 * held the resource 850 ms, even when it has used a little more of this round), then usage,
 * shorter line, and who came first.
 */
function before(a: Candidate, b: Candidate): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.finish !== b.finish) return a.finish < b.finish;
  if (a.tag !== b.tag) return a.tag < b.tag;
  if (a.length !== b.length) return a.length < b.length;
  return a.queued < b.queued;
}

/** Where a task is expected to end after its start on the clock. */
function expectedOf(head: Entry, used: Usage | undefined): number {
  const own = head.expectedMs?.();
  return own === undefined ? (used?.expected ?? 0) : own / head.weight;
}

/** The client whose next task goes first, and the first of those whose next task is unknown. */
function chooseLine(
  lines: ReadonlyMap<string, Entry[]>,
  usage: ReadonlyMap<string, Usage>,
  clock: number,
  maxDebtMs: number,
  costlyMs: number,
): { chosen?: Candidate; unknown?: Candidate } {
  let chosen: Candidate | undefined;
  let unknown: Candidate | undefined;
  for (const [client, line] of lines) {
    const head = line[0];
    if (!head) continue;
    const used = usage.get(client);
    const tag = used?.tag ?? clock;
    const candidate: Candidate = {
      client,
      rank: rank(head, costlyMs),
      tag,
      // Expected to cost no more than a debt may reach: one costly task long ago holds a client
      // back by at most maxDebtMs more.
      finish: tag + Math.min(expectedOf(head, used), maxDebtMs),
      length: line.length,
      queued: head.queued,
    };
    if (!chosen || before(candidate, chosen)) chosen = candidate;
    if (candidate.rank === 1 && (!unknown || before(candidate, unknown))) unknown = candidate;
  }
  return { chosen, unknown };
}

/** Whether a client other than `client` has a task waiting whose head passes `test`. */
function anotherWaiting(
  lines: Map<string, Entry[]>,
  client: string,
  test: (head: Entry) => boolean,
) {
  for (const [waiter, line] of lines)
    if (waiter !== client && line[0] && test(line[0])) return true;
  return false;
}

/** Drops idle clients that owe nothing, then the oldest idle debts, down to the bound. */
function forget(usage: Map<string, Usage>, lines: ReadonlyMap<string, unknown>, clock: number) {
  for (const [client, used] of usage) {
    if (used.tag <= clock && !lines.has(client)) usage.delete(client);
  }
  for (const client of usage.keys()) {
    if (usage.size <= rememberedClients) return;
    if (!lines.has(client)) usage.delete(client);
  }
}

/**
 * A client whose line was empty joins at the clock: `from` (the clock, less its lead) if it owes
 * nothing, else where its usage stands, but never past `upTo` (the clock and the most debt).
 */
function join(usage: Map<string, Usage>, client: string, from: number, upTo: number) {
  const used = usage.get(client);
  const tag = Math.min(Math.max(used?.tag ?? -Infinity, from), upTo);
  usage.set(client, { tag, expected: used?.expected ?? 0 });
}

export function createFairQueue(queueOptions: FairQueueOptions = {}): FairQueue {
  const quietMs = queueOptions.slowAfterQuietMs ?? 0;
  const maxDebtMs = queueOptions.maxDebtMs ?? defaultMaxDebtMs;
  const unknownWaitMs = queueOptions.unknownWaitMs ?? defaultUnknownWaitMs;
  const costlyMs = queueOptions.costlyMs ?? defaultCostlyMs;
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
  /** Of the running task's time, what it spent waiting for work another client caused. */
  let movedAway = 0;
  /** Quick work that went before waiting unknown tasks since one of them last had a turn. */
  let passedUnknown = 0;

  // The whole time a task held the resource, and the restart its stop caused: its slow requests
  // cannot ride on others' turns. At least 1 ms, so clients of instant tasks take turns; no upper
  // bound, since once idle a client keeps at most maxDebtMs of debt (a cold start included).
  function charge(client: string, milliseconds: number, weight: number) {
    const counted = Math.max(1, milliseconds) / weight;
    const used = usage.get(client);
    // Averaged, so a client alternating cheap and costly tasks is expected to cost about half.
    const expected = used?.expected ? (used.expected + counted) / 2 : counted;
    usage.set(client, { tag: (used?.tag ?? clock) + counted, expected });
    if (usage.size > 2 * rememberedClients) forget(usage, lines, clock);
  }

  function next() {
    if (running) return;
    for (;;) {
      const { chosen, unknown } = chooseLine(lines, usage, clock, maxDebtMs, costlyMs);
      // Unknown work's turn once enough quick work has gone before it.
      const pick = unknown && passedUnknown >= unknownWaitMs ? unknown : chosen;
      if (!pick) return;
      const passing = pick.rank === 0 && unknown !== undefined;
      if (pick.rank === 1) passedUnknown = 0;
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
      movedAway = 0;
      if (quick) lastQuick = started;
      void entry.start().finally(() => {
        const ended = performance.now();
        charge(client, Math.max(0, ended - started - movedAway), entry.weight);
        if (passing) passedUnknown += ended - started;
        if (quick) lastQuick = ended;
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
          kind: options.kind,
          expectedMs: options.expectedMs,
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
          join(usage, client, clock - entry.lead / entry.weight, clock + maxDebtMs);
        }
        waiting += 1;
        next();
      });
    },
    get waiting() {
      return waiting;
    },
    charge: (client = internal, ms, weight = 1) => charge(client, ms, weight),
    notCharged(milliseconds) {
      if (running) movedAway += milliseconds;
    },
    usageOf: (client = internal) => usage.get(client)?.tag,
    othersWaiting: (client = internal) => anotherWaiting(lines, client, () => true),
    quickWaiting: (client = internal) =>
      anotherWaiting(lines, client, (head) => rank(head, costlyMs) === 0),
  };
}

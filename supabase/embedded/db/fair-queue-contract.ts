/**
 * What the fair queue (fair-queue.ts) promises its callers: the options a task carries, the
 * queue's operations, and the two ways a task ends without running.
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
   * task is unknown (or quick but expected past `costlyMs`) waits while any is quick (but gets a
   * turn after each `unknownWaitMs` of quick work that went before it).
   */
  kind?: () => TaskKind;
  /**
   * What the task is expected to hold the resource, in ms, asked when a turn is given (default:
   * what its client's tasks lately held): a task expected to end sooner on the clock goes first.
   */
  expectedMs?: () => number;
  /** Its time counts 1/weight against its client (default 1): a heavier client gets more. */
  weight?: number;
  /**
   * A priority class (default 0): after idleness its client rejoins this many ms of its own time
   * (leadMs / weight on the clock) before the clock, so it may use that much ahead of every
   * other client's backlog, and no more. Its unknown and costly tasks count as quick (the class
   * is for trusted clients).
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
  /** Whether a client other than `client` has a task waiting that goes first by kind (quick). */
  quickWaiting(client?: string): boolean;
  /**
   * Charges `client` for work it caused outside its turn (a worker's restart after its stop),
   * counted 1/weight.
   */
  charge(client: string | undefined, milliseconds: number, weight?: number): void;
  /** Time the running task spent waiting for such work: not counted against its own client. */
  notCharged(milliseconds: number): void;
  /** A client's usage on the clock, in ms (undefined once forgotten): for tests and diagnostics. */
  usageOf(client?: string): number | undefined;
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

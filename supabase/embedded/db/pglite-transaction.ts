/**
 * One transaction on PGlite, in its turn (fair-queue.ts): BEGIN … COMMIT around the work, with
 * its deadline and, while another client waits, its slice. PGlite cannot cancel a running
 * statement, so one past its deadline or slice is stopped by terminating the worker
 * (pglite-session.ts); the transaction fails with Postgres's 57014. It was never committed, and
 * every commit before it had reached the operating system, so nothing acknowledged is lost (the
 * same guarantee as after kill -9, which `npm run stress` checks).
 */
import {
  QueryCanceledError,
  type QueryResult,
  type Transaction,
  type TransactionOptions,
} from './adapter';
import type { createFairQueue } from './fair-queue';
import {
  liveSession,
  replaceSession,
  type SessionRequest,
  type WorkerPool,
  type WorkerSession,
} from './pglite-session';

/**
 * About what replacing a stopped worker costs the next request: npm run bench:restart gives a
 * median of 224-241 ms and at most 417 ms, on the seed and at 29,527 posts, on an idle machine.
 */
export const restartCostMs = 350;

type FairQueue = ReturnType<typeof createFairQueue>;

/**
 * Runs `work` in a transaction in its turn. End to end a request takes at most waitBudgetMs
 * waiting for its turn (else it is refused unrun) plus timeoutMs running, counted from its turn,
 * as PostgREST's pool acquisition timeout and statement_timeout.
 */
export function runTransaction<T>(
  pool: WorkerPool,
  queue: FairQueue,
  work: (tx: Transaction) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  return queue.run(
    async () => {
      // A worker being replaced after another client's stop: that client pays for the wait.
      const asked = performance.now();
      const live = await liveSession(pool);
      queue.notCharged(performance.now() - asked);
      return inTurn(live, pool, queue, work, options);
    },
    options.client,
    {
      waitBudgetMs: options.waitBudgetMs,
      signal: options.signal,
      kind: options.kind,
      expectedMs: options.expectedMs,
      weight: options.weight,
      leadMs: options.leadMs,
    },
  );
}

/**
 * Stops the live worker and starts its replacement; once that is open (and has answered its
 * first statement), the restart's time is charged to the client whose stop caused it.
 */
function stopAndCharge(
  pool: WorkerPool,
  queue: FairQueue,
  live: WorkerSession,
  options: TransactionOptions,
) {
  const stopped = performance.now();
  replaceSession(pool, live);
  void pool.current?.then(
    () => queue.charge(options.client, performance.now() - stopped, options.weight),
    () => undefined,
  );
}

/** The transaction once its turn has come, on the live worker. */
async function inTurn<T>(
  live: WorkerSession,
  pool: WorkerPool,
  queue: FairQueue,
  work: (tx: Transaction) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  const limits = watchLimits(queue, options, () => stopAndCharge(pool, queue, live, options));
  const send = async (request: SessionRequest) => {
    if (limits.expired()) throw limits.canceled();
    limits.inFlight += 1;
    try {
      return await live.send(request);
    } catch (error) {
      throw limits.expired() ? limits.canceled() : error;
    } finally {
      limits.inFlight -= 1;
    }
  };
  const tx: Transaction = {
    query: <Row>(sql: string, params?: unknown[]) =>
      send({ kind: 'query', sql, params }) as Promise<QueryResult<Row>>,
    exec: async (sql) => void (await send({ kind: 'exec', sql })),
  };
  try {
    // BEGIN ourselves so READ ONLY is set before the first query.
    await send({ kind: 'exec', sql: options.readOnly ? 'begin read only' : 'begin' });
    const value = await work(tx);
    // The deadline and the slice end here: a COMMIT is never cut in half.
    limits.end();
    await live.send({ kind: 'exec', sql: 'commit' });
    return value;
  } catch (error) {
    limits.end();
    if (!live.ended) await live.send({ kind: 'exec', sql: 'rollback' }).catch(() => undefined);
    throw limits.expired() ? limits.canceled() : error;
  } finally {
    limits.end();
  }
}

/** A transaction's deadline and slice, watched from its turn. */
interface Limits {
  /** Statements being sent now: a stop during one terminates the worker. */
  inFlight: number;
  /** Past its deadline or slice: the next statement is refused. */
  expired(): boolean;
  /** The error it fails with once expired, saying how long it had run. */
  canceled(): QueryCanceledError;
  /** Stops watching (before COMMIT, or when it failed). */
  end(): void;
}

/**
 * Starts the deadline and, with another client waiting, the slice: it yields (is stopped) past
 * its slice, or sooner when its own client has left: nobody should wait long for an answer
 * nobody will read. `stopWorker` stops a statement that is running.
 */
function watchLimits(
  queue: FairQueue,
  options: TransactionOptions,
  stopWorker: () => void,
): Limits {
  const turnStarted = performance.now();
  let expired = false;
  let ranMs: number | undefined;
  const limits: Limits = {
    inFlight: 0,
    expired: () => expired,
    canceled: () => new QueryCanceledError(ranMs),
    end: () => {
      clearTimeout(timer);
      clearInterval(contended);
    },
  };
  const stop = () => {
    expired = true;
    ranMs = performance.now() - turnStarted;
    // Between statements the next one is refused; during one, only stopping the worker stops it.
    if (limits.inFlight > 0) stopWorker();
  };
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(stop, options.timeoutMs);
  // Read at its turn: what is known of its kind may have changed while it waited.
  const slice = options.sliceMs;
  const sliceMs = typeof slice === 'function' ? slice(false) : slice;
  const yieldMs = typeof slice === 'function' ? slice(true) : slice;
  /** Whether a quick waiter shortens its slice: only then is the queue asked for one. */
  const yields = yieldMs !== undefined && yieldMs < (sliceMs ?? Infinity);
  const contended =
    sliceMs === undefined && options.signal === undefined
      ? undefined
      : setInterval(() => {
          if (!queue.othersWaiting(options.client)) return;
          const ran = performance.now() - turnStarted;
          const limit = yields && queue.quickWaiting(options.client) ? yieldMs : sliceMs;
          const pastSlice = limit !== undefined && ran >= limit;
          // Stopping costs the next request a worker's restart: an abandoned request is
          // stopped once it has run about that long (it likely has as long to go).
          const abandoned = options.signal?.aborted === true && ran >= restartCostMs;
          if (!pastSlice && !abandoned) return;
          clearInterval(contended);
          stop();
        }, 20);
  return limits;
}

/**
 * A request stopped past its slice is charged, in the fair queue, the restart of the worker its
 * stop caused; the request whose turn came next, which waited for that restart, is not.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue';
import { closeWorkerPool, openWorkerPool, type WorkerPool } from './pglite-session';
import { runTransaction } from './pglite-transaction';
import { makeTempDir, seededTemplate } from '../test-kit/test-server';

let dataDir: string;
let pool: WorkerPool;

beforeAll(async () => {
  dataDir = await makeTempDir();
  await cp(await seededTemplate(), dataDir, { recursive: true });
  pool = await openWorkerPool(path.join(dataDir, 'pgdata'));
}, 120_000);
afterAll(async () => {
  if (pool) await closeWorkerPool(pool);
  await rm(dataDir, { recursive: true, force: true });
});

it('charges the restart to the stopped lane, not to the visitor who waited for it', async () => {
  const queue = createFairQueue();
  const long = runTransaction(
    pool,
    queue,
    (tx) => tx.query('select count(*) from generate_series(1, 1000000000)'),
    { timeoutMs: 60_000, sliceMs: 50, client: 'costly' },
  ).then(
    () => 'finished',
    (error: { code?: string }) => error.code,
  );
  await new Promise((resolve) => setTimeout(resolve, 150));
  const visitor = runTransaction(pool, queue, (tx) => tx.query<{ n: number }>('select 1 as n'), {
    client: 'visitor',
  });
  expect(await long).toBe('57014');
  const stopped = performance.now();
  expect((await visitor).rows).toEqual([{ n: 1 }]);
  await pool.current;
  // On a quiet machine about 0.6 s; on the CI machine 2–4 s.
  const restartMs = performance.now() - stopped;
  // The restart is the stopped lane's cost; the visitor, who waited for it, pays only its read.
  expect(queue.usageOf('costly')).toBeGreaterThanOrEqual(restartMs - 50);
  expect(queue.usageOf('visitor')).toBeLessThan(restartMs / 2);
}, 60_000);

it('gives way at its short slice to a waiting quick read, and only at its long one to costly work', async () => {
  const queue = createFairQueue();
  /** A probe whose long slice outlasts its deadline: only a quick waiter can cut it short. */
  const probe = () =>
    runTransaction(
      pool,
      queue,
      (tx) => tx.query('select count(*) from generate_series(1, 1000000000)'),
      {
        timeoutMs: 1_500,
        sliceMs: (quickWaiting) => (quickWaiting ? 100 : 60_000),
        client: 'probe',
      },
    ).then(
      () => Infinity,
      (error: { code?: string; ranMs?: number }) => (error.code === '57014' ? error.ranMs! : NaN),
    );
  const waiter = (kind: 'quick' | 'unknown') =>
    runTransaction(pool, queue, (tx) => tx.query('select 1'), { client: kind, kind: () => kind });

  const beside = async (kind: 'quick' | 'unknown') => {
    const ran = probe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([ran, waiter(kind)]);
    return ran;
  };
  expect(await beside('quick')).toBeLessThan(1_000);
  // To its deadline (1.5 s, give or take a timer's millisecond), not its short slice.
  expect(await beside('unknown')).toBeGreaterThan(1_400);
}, 60_000);

/**
 * PGlite's worker is stopped when a statement passes its deadline; the spare worker, which
 * loaded PGlite ahead of need, opens the same directory and carries on where it left off: the
 * same data, and the same LISTEN channels, so change announcements keep arriving. A request
 * past its slice, or whose client left, yields the one connection (is stopped) when another client
 * waits, and only then.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteAdapter, type DbAdapter } from './database';
import { makeTempDir, seededTemplate } from '../test-kit/test-server';

let dataDir: string;
let db: DbAdapter;

beforeAll(async () => {
  dataDir = await makeTempDir();
  await cp(await seededTemplate(), dataDir, { recursive: true });
  db = await createPgliteAdapter(path.join(dataDir, 'pgdata'));
}, 120_000);
afterAll(async () => {
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stopAtDeadline = () =>
  db
    .transaction((tx) => tx.query('select count(*) from generate_series(1, 1000000000)'), {
      timeoutMs: 100,
    })
    .then(
      () => 'finished',
      (error: { code?: string }) => error.code,
    );

describe('the PGlite worker', () => {
  it('is replaced after a statement past its deadline, with the same data and channels', async () => {
    const heard: string[] = [];
    await db.listen('worker_test', (payload) => heard.push(payload));
    await db.query(`create table public.worker_test (n int)`);
    await db.query(`insert into public.worker_test values (1)`);

    // Twice: the second replacement is the spare loaded after the first.
    for (const round of [1, 2]) {
      expect(await stopAtDeadline()).toBe('57014');
      const { rows } = await db.query<{ n: number }>('select n from public.worker_test');
      expect(rows).toEqual([{ n: 1 }]);
      await db.query(`select pg_notify('worker_test', $1)`, [`after ${round}`]);
    }
    expect(heard).toEqual(['after 1', 'after 2']);
  }, 60_000);
});

describe('the slice', () => {
  /** About a second of counting on PGlite: far past a 50 ms slice, far within the deadline. */
  const longCount = (client: string, sliceMs = 50, signal?: AbortSignal) =>
    db
      .transaction(
        (tx) =>
          tx.query<{ n: number }>('select count(*)::int as n from generate_series(1, 5000000)'),
        {
          timeoutMs: 60_000,
          sliceMs,
          client,
          signal,
        },
      )
      .then(
        ({ rows }) => String(rows[0]!.n),
        (error: { code?: string }) => error.code,
      );

  it('lets a request alone run past its slice to the end', async () => {
    expect(await longCount('alone')).toBe('5000000');
  }, 60_000);

  it('stops a request past its slice when another client waits, and serves that client', async () => {
    const long = longCount('costly');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const waiter = db.transaction((tx) => tx.query<{ n: number }>('select 1 as n'), {
      client: 'visitor',
    });
    expect(await long).toBe('57014');
    expect((await waiter).rows).toEqual([{ n: 1 }]);
  }, 60_000);

  it('stops a running request whose client left as soon as another client waits', async () => {
    const left = new AbortController();
    // A slice longer than the count: only the client's leaving can stop it.
    const long = longCount('gone', 60_000, left.signal);
    await new Promise((resolve) => setTimeout(resolve, 100));
    left.abort();
    const waiter = db.transaction((tx) => tx.query<{ n: number }>('select 1 as n'), {
      client: 'visitor',
    });
    expect(await long).toBe('57014');
    expect((await waiter).rows).toEqual([{ n: 1 }]);
  }, 60_000);
});

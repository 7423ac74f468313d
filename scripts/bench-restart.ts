/**
 * npm run bench:restart [-- <stopped data dir>]: how long the database is unavailable after a
 * statement past its deadline stops PGlite's worker. PGlite cannot interrupt a statement, so the
 * worker is terminated and another opens the directory (supabase/embedded/db/database.ts); the next
 * request waits for that. Five rounds on a copy of the seed (or of the given directory, e.g. one
 * grown with db:seed-scale): the time from the deadline to the next answer, printed, never
 * asserted, and when the stopped request got its 57014.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPgliteAdapter } from '../supabase/embedded';
import { seededTemplate } from '../supabase/embedded/testing';

const source = process.argv[2] ?? (await seededTemplate());
const dataDir = await mkdtemp(path.join(tmpdir(), 'demoly-restart-'));
try {
  await cp(source, dataDir, { recursive: true });
  const opening = performance.now();
  const db = await createPgliteAdapter(path.join(dataDir, 'pgdata'));
  console.log(`Opened ${source} in ${(performance.now() - opening).toFixed(0)} ms`);
  // The spare worker loads in the background after the first opens, as in a running server.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const gaps: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const deadlineMs = 200;
    const began = performance.now();
    const stopped = await db
      .transaction((tx) => tx.query('select count(*) from generate_series(1, 1000000000)'), {
        timeoutMs: deadlineMs,
      })
      .then(
        () => 'finished',
        (error: { code?: string }) => error.code,
      );
    const answered = performance.now();
    await db.query('select count(*) from public.blog_posts');
    const deadline = began + deadlineMs;
    gaps.push(performance.now() - deadline);
    console.log(
      `  round ${round + 1}: ${stopped} ${(answered - deadline).toFixed(0)} ms after the deadline; next answer ${gaps.at(-1)!.toFixed(0)} ms after it`,
    );
    // A visitor's next request comes a moment later, as the spare reloads.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  gaps.sort((a, b) => a - b);
  console.log(
    `Restart gap from the deadline: median ${gaps[2]!.toFixed(0)} ms, max ${gaps[4]!.toFixed(0)} ms over 5 stopped statements`,
  );
  await db.close();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

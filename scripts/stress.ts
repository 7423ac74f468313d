/**
 * npm run stress: the embedded backend under load, a hostile neighbour and crashes, through
 * `npm start`'s own code path (scripts/start.ts in a child process) on loopback, on a copy of the
 * seeded database. Clients come from addresses of their own, each reader in a network of its own
 * (Linux routes all of 127.0.0.0/8 to the loopback device), as real visitors do, so the
 * per-address connection cap and the fair queue's lanes (one per /24) apply as they would.
 *  1. Quiet: 200 API readers, 20 page readers (a marketing page and a post) and 20 writers for
 *     STRESS_SECONDS (default 7). No error may occur; every insert acknowledged (201) must be
 *     readable afterwards.
 *  2. Hostile neighbour: the same load, while one client sends the slow requests that used to
 *     hold the database for seconds (a wildcard or-group and a 7.5 kB pattern, with counts; the
 *     whole sitemap), and searches within the query limits that still make Postgres read every
 *     row (their cost is bounded by the anonymous deadline, 3 s), and another keeps 1,000 idle
 *     sockets open. No reader or writer request may fail, and the readers' p99 must stay within
 *     2× of the quiet run — or, on a large database (STRESS_TEMPLATE), grow by no more than the
 *     deadline, the most one request may cost the others.
 *  3. Image flood: 50 first image transformations of different objects at once, from ten
 *     addresses (scripts/lib/image-flood.ts); an innocent API reader must stay within the
 *     anonymous deadline and every transform end in 200 or a 503 past its wait budget.
 *  4. The review's attacks, each with a pass criterion (scripts/stress/attacks.ts) and an
 *     innocent visitor beside it whose API reads must stay within 1 s, kept pages within 200 ms
 *     and pages rendered anew for it (after a save) within 1.5 s at p99, in a thread of its own
 *     (scripts/stress/innocent.ts), against the same visitor alone: many addresses holding
 *     idle sockets past the connection cap, abandoned requests, random sitemap numbers, a flood
 *     of unique URLs (600; 10,000 with STRESS_TEMPLATE; STRESS_FLOOD sets it), distributed
 *     sign-in guessing, and costly reads within every limit from eight networks; then sign-in
 *     guessing from 200 networks and slow sign-in bodies from 33 networks past the cap
 *     (scripts/stress/sign-in-attacks.ts), where the owner must sign in within 5 s; and a flood of
 *     uncached renders from 4 networks, where a visitor's own fresh render must answer within
 *     1.5 s at p99 (scripts/stress/render-attacks.ts); an editor's saves beside the costly readers
 *     (within 1 s at p99), crawlers of the sitemap while the editor saves every 2 s, and slow
 *     readers from 33 networks past the cap (30 and 8 too at scale; scripts/stress/admin-attacks.ts,
 *     slow-readers.ts).
 *  5. Twice: writers running, the server is killed with SIGKILL, started again on the same
 *     directory; it must start and every acknowledged insert of the whole run must be there.
 * Prints requests/s and p50/p99 per phase; exits non-zero on any failure. CI runs it after the
 * build (.ci/run) on a copy of the seed. STRESS_TEMPLATE=<data dir> runs it on a copy of another
 * stopped database instead, e.g. one grown with `DATA_DIR=… npm run db:seed-scale -- 29500`;
 * `npm run stress -- --scale [posts]` builds that copy itself (29,527 posts by default, once,
 * kept in the temporary directory) and runs each attack for 60 s on it.
 */
import { embeddedAnonKey } from '../src/config/embedded-anon-key';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { seededTemplate } from '../supabase/embedded/testing';
import { cameraJpeg } from './lib/camera-photo';
import { imageFlood, quantile, uploadPhoto } from './lib/image-flood';
import { runAttacks } from './stress/all-attacks';
import { client, request, Series, timed } from './stress/clients';
import { idleSockets, slowRequester } from './stress/hostile-clients';
import { blogListQuery } from './stress/innocent';
import { signIn, startServer, stopServer, type Server } from './stress/server';

/** `--scale [posts]`: the seed plus 29,527 generated posts (or as many as given). */
const scaleAt = process.argv.indexOf('--scale');
const scalePosts = scaleAt === -1 ? undefined : Number(process.argv[scaleAt + 1] ?? NaN) || 29_527;

/** A stopped database of the seed and `posts` generated posts, built once and then reused. */
async function scaleTemplate(posts: number): Promise<string> {
  const seeded = await seededTemplate();
  // Named after the seed's SQL fingerprint, outside the prefix the test kit clears of old SQL.
  const fingerprint = path.basename(seeded).replace('demoly-embedded-template-', '');
  const dir = path.join(tmpdir(), `demoly-stress-scale-${fingerprint}-${posts}`);
  if (existsSync(dir)) return dir;
  const building = `${dir}.${process.pid}`;
  await cp(seeded, building, { recursive: true });
  console.log(`Growing a copy of the seed by ${posts} posts (once; kept in ${dir})`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed-scale.ts', String(posts)], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: building },
  });
  await rename(building, dir);
  return dir;
}

// Each attack runs 60 s at scale, as the review ran them; 7 s at seed size in CI, where the
// innocent visitor still makes a hundred reads or more beside each timed attack.
const seconds = Number(process.env.STRESS_SECONDS ?? (scalePosts ? 60 : 7));
const template =
  process.env.STRESS_TEMPLATE ?? (scalePosts ? await scaleTemplate(scalePosts) : undefined);
/** The anonymous role's statement_timeout (supabase/platform/bootstrap.sql). */
const anonDeadlineMs = 3_000;
const readers = 200;
const pageReaders = 20;
const writers = 20;
const crashRounds = 2;
const run = randomUUID().slice(0, 8);
const anonKey = embeddedAnonKey;

const failures: string[] = [];
function fail(message: string) {
  if (failures.length < 20) console.error(`  ✗ ${message}`);
  failures.push(message);
}

/** Slugs of inserts the server answered 201 for: each must exist from then on. */
const acknowledged: string[] = [];

async function reader(agent: http.Agent, origin: string, series: Series, until: number) {
  while (Date.now() < until) {
    try {
      const answer = await timed(series, () =>
        request(agent, `${origin}${blogListQuery}`, {
          headers: { apikey: anonKey, Prefer: 'count=exact' },
        }),
      );
      // 206: one page of a longer counted list, as PostgREST answers it.
      if (answer.status !== 200 && answer.status !== 206) fail(`read answered ${answer.status}`);
    } catch (error) {
      fail(`read failed: ${(error as Error).message}`);
    }
  }
}

async function pageReader(agent: http.Agent, origin: string, series: Series, until: number) {
  for (let index = 0; Date.now() < until; index += 1) {
    // A post's page stays cached while other posts are written (the list is rendered again
    // after each of the writers' inserts, as it should be).
    const path = index % 2 ? '/pricing' : '/resources/blog/ai-demo-setup-in-ten-minutes';
    try {
      const answer = await timed(series, () =>
        request(agent, `${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } }),
      );
      if (answer.status !== 200) fail(`${path} answered ${answer.status}`);
    } catch (error) {
      fail(`${path} failed: ${(error as Error).message}`);
    }
  }
}

/** 200 API readers on 20 addresses, 20 page readers on 5, 20 writers on 5. */
async function load(
  origin: string,
  token: string,
  phase: string,
  hostile?: (until: () => boolean) => Promise<string>,
) {
  const api = new Series();
  const pages = new Series();
  const writes = new Series();
  const until = Date.now() + seconds * 1000;
  const done = () => Date.now() >= until;
  const agents = {
    readers: Array.from({ length: 20 }, (_, index) => client(`127.1.${index + 1}.1`, 10)),
    pages: Array.from({ length: 5 }, (_, index) => client(`127.2.${index + 1}.1`, 4)),
    writers: Array.from({ length: 5 }, (_, index) => client(`127.4.${index + 1}.1`, 4)),
  };
  const started = performance.now();
  const [, , , report] = await Promise.all([
    Promise.all(
      Array.from({ length: readers }, (_, index) =>
        reader(agents.readers[index % 20]!, origin, api, until),
      ),
    ),
    Promise.all(
      Array.from({ length: pageReaders }, (_, index) =>
        pageReader(agents.pages[index % 5]!, origin, pages, until),
      ),
    ),
    Promise.all(
      Array.from({ length: writers }, (_, index) =>
        writer(
          agents.writers[index % 5]!,
          origin,
          token,
          `${phase.toLowerCase().replace(/\W+/g, '-')}${index}`,
          done,
          false,
          writes,
        ),
      ),
    ),
    hostile?.(done),
  ]);
  for (const agent of Object.values(agents).flat()) agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  const total = api.latencies.length + pages.latencies.length + writes.latencies.length;
  console.log(
    `${phase}: ${total} requests in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s)`,
  );
  console.log(`  API reads:  ${api.describe()}`);
  console.log(`  pages:      ${pages.describe()}`);
  console.log(`  writes:     ${writes.describe()}`);
  if (report) console.log(`  hostile:    ${report}`);
  return { api, pages, writes };
}

/**
 * Inserts until `until` (or until the server goes away when `crashing`: then a failed request is
 * expected and only acknowledged inserts count).
 */
async function writer(
  agent: http.Agent,
  origin: string,
  token: string,
  id: string,
  until: () => boolean,
  crashing: boolean,
  series = new Series(),
) {
  for (let index = 0; !until(); index += 1) {
    const slug = `stress-${run}-${id}-${index}`;
    try {
      const answer = await timed(series, () =>
        request(agent, `${origin}/rest/v1/blog_posts`, {
          method: 'POST',
          headers: {
            apikey: anonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Prefer: 'return=minimal',
          },
          body: JSON.stringify({
            title: `Stress ${index}`,
            slug,
            content_markdown: 'x'.repeat(500),
          }),
        }),
      );
      if (answer.status === 201) acknowledged.push(slug);
      else if (!crashing) fail(`insert answered ${answer.status}`);
    } catch (error) {
      if (crashing) return; // the server was killed under this request: not acknowledged
      fail(`insert failed: ${(error as Error).message}`);
    }
  }
}

/** Every acknowledged slug must be readable (paged: reads return at most max_rows rows). */
async function checkAcknowledged(origin: string, token: string, when: string) {
  const present = new Set<string>();
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(
      `${origin}/rest/v1/blog_posts?select=slug&order=slug.asc&limit=1000&offset=${offset}`,
      { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } },
    );
    if (!response.ok) throw new Error(`reading back: ${response.status}`);
    const page = (await response.json()) as { slug: string }[];
    for (const row of page) present.add(row.slug);
    if (page.length < 1000) break;
  }
  const missing = acknowledged.filter((slug) => !present.has(slug));
  if (missing.length) fail(`${when}: ${missing.length} acknowledged inserts missing`);
  console.log(
    `  ${when}: ${acknowledged.length} acknowledged writes checked, ${missing.length} missing`,
  );
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'demoly-stress-'));
let server: Server | undefined;
try {
  await cp(template ?? (await seededTemplate()), dataDir, { recursive: true });
  if (template) console.log(`On a copy of ${template}`);
  server = await startServer(dataDir);
  let token = await signIn(server.origin);
  const origin = server.origin;

  const quiet = await load(origin, token, 'Quiet');
  await checkAcknowledged(origin, token, 'after the quiet run');

  const hostile = await load(origin, token, 'Hostile neighbour', async (until) => {
    const [answers, sockets] = await Promise.all([
      slowRequester(client('127.0.3.1', 4), origin, until),
      idleSockets(origin, '127.0.3.2', 1000, until),
    ]);
    const statuses = [...answers].map(([status, count]) => `${count}× ${status || 'error'}`);
    return (
      `slow requests answered ${statuses.join(', ')}; idle sockets: ${sockets.opened} opened, ` +
      `${sockets.refused} closed at once, ${sockets.held} held at the end`
    );
  });
  await checkAcknowledged(origin, token, 'after the hostile run');
  for (const [name, calm, stressed] of [
    ['API reads', quiet.api, hostile.api],
    ['pages', quiet.pages, hostile.pages],
  ] as const) {
    const ratio = stressed.percentile(99) / Math.max(calm.percentile(99), 1);
    const added = stressed.percentile(99) - calm.percentile(99);
    console.log(
      `  ${name} p99 with the neighbour: ${ratio.toFixed(2)}× the quiet run (${added >= 0 ? '+' : ''}${added.toFixed(0)} ms)`,
    );
    if (template) {
      if (added > anonDeadlineMs)
        fail(
          `${name}: p99 grew by ${added.toFixed(0)} ms (at most the ${anonDeadlineMs} ms deadline)`,
        );
    } else if (ratio > 2) fail(`${name}: p99 ${ratio.toFixed(2)}× the quiet run (at most 2×)`);
  }

  // Image transformations: 50 first transforms of different objects at once must not hold up an
  // innocent API reader past the deadline, and each ends in 200 or a 503 past its wait budget.
  const photo = await cameraJpeg(0);
  const keys: string[] = [];
  for (let index = 0; index < 50; index += 1) {
    keys.push(await uploadPhoto(origin, token, index, `stress-${run}`, photo));
  }
  const flood = await imageFlood(origin, keys);
  const outcome = [...flood.statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  console.log(
    `Image flood: 50 first transforms in ${flood.seconds.toFixed(1)} s (${outcome}); innocent ` +
      `API reads p50 ${quantile(flood.reads, 0.5).toFixed(0)} ms, max ${(flood.reads.at(-1) ?? 0).toFixed(0)} ms`,
  );
  if ((flood.reads.at(-1) ?? 0) > anonDeadlineMs) fail('image flood: a read waited past 3 s');
  if (flood.readFailures) fail(`image flood: ${flood.readFailures} innocent reads failed`);
  if ([...flood.statuses.keys()].some((status) => status !== 200 && status !== 503)) {
    fail(`image flood: transforms ended ${outcome}`);
  }

  for (const failure of await runAttacks({
    origin,
    run,
    atScale: Boolean(template),
    seconds,
  })) {
    fail(failure);
  }

  // Signed in again: at scale the attacks outlast the first token (15 minutes), and writes with
  // an expired one would be refused, so a crash would have nothing acknowledged to lose.
  token = await signIn(server.origin);
  for (let round = 1; round <= crashRounds; round += 1) {
    const before = acknowledged.length;
    let killed = false;
    const agent = client('127.0.4.1', writers);
    const writing = Array.from({ length: writers }, (_, w) =>
      writer(agent, server!.origin, token, `crash${round}-${w}`, () => killed, true),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    killed = true;
    await stopServer(server, 'SIGKILL');
    await Promise.all(writing);
    agent.destroy();
    console.log(
      `Crash ${round}: SIGKILL with ${writers} writers running (${acknowledged.length - before} inserts acknowledged before it)`,
    );
    const restarted = performance.now();
    server = await startServer(dataDir);
    console.log(`  restarted in ${((performance.now() - restarted) / 1000).toFixed(1)} s`);
    // The access token outlives a restart (the signing secret belongs to the directory).
    token = await signIn(server.origin);
    await checkAcknowledged(server.origin, token, `after crash ${round}`);
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  if (server) await stopServer(server, 'SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  // Only the first 20 were printed as they came: every kind, counted.
  const kinds = new Map<string, number>();
  for (const failure of failures) {
    const kind = failure.replace(/\d+(\.\d+)?/g, 'N');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  for (const [kind, count] of kinds) console.error(`  ${count}× ${kind}`);
  console.error(`Stress FAILED: ${failures.length} failures`);
  process.exit(1);
}
console.log(
  `Stress passed: no errors, readers within ${template ? 'the deadline' : '2×'} beside a hostile neighbour, every acknowledged write present after load and 2 crashes`,
);

/**
 * The attacks of the review that found waiting without bound, each with an innocent client
 * beside it and what that client must get (npm run stress runs them after the load phases):
 * - many addresses holding idle sockets past the server's connection cap: a new visitor gets in;
 * - requests abandoned while they wait: the database is not kept busy after the client left;
 * - sitemap files by random number: each a quick 404, counted not built;
 * - a flood of unique URLs (unknown posts, invented categories): the hot pages stay cached;
 * - sign-in guessing from many addresses: the owner signs in every time;
 * - reads within every request limit that make the database work for a second or more, from
 *   eight networks at once: the time-fair queue serves a visitor between them.
 * Each returns a line for the log and the failures it saw.
 */
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { embeddedAnonKey } from '../../src/config/embedded-anon-key';
import { languageCodes } from '../../src/config/languages';
import { seedAccounts } from '../../supabase/embedded';
import { client, request, statusWithCode } from './clients';

/** The anonymous role's statement_timeout (supabase/platform/bootstrap.sql). */
const anonDeadlineMs = 3_000;

export interface AttackResult {
  line: string;
  failures: string[];
}

/** One request on a connection of its own from `localAddress`: its status and time. */
export function fresh(url: string, localAddress: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; cache?: string }>((resolve) => {
    const outgoing = http.get(
      url,
      { localAddress, agent: false, headers, timeout: 15_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            cache: response.headers['x-cache'] as string | undefined,
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/** 33 addresses × 130 idle sockets (past the 4,096 cap) while a visitor opens new connections. */
export async function manyAddresses(origin: string): Promise<AttackResult> {
  const { port } = new URL(origin);
  const sockets: net.Socket[] = [];
  let holding = true;
  const hold = (localAddress: string) => {
    if (!holding) return;
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress });
    socket.on('error', () => undefined);
    socket.once('close', () => setTimeout(() => hold(localAddress), 200));
    sockets.push(socket);
  };
  for (let address = 1; address <= 33; address += 1) {
    for (let index = 0; index < 130; index += 1) hold(`127.5.${address}.1`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const visits = [];
  for (let index = 0; index < 20; index += 1) {
    visits.push(await fresh(`${origin}/resources/blog`, '127.9.0.1'));
  }
  holding = false;
  for (const socket of sockets) socket.destroy();
  const failed = visits.filter((visit) => visit.status !== 200 || visit.ms > 2_000);
  const slowest = Math.max(...visits.map((visit) => visit.ms));
  return {
    line: `many addresses: 33 × 130 idle sockets; a new visitor's 20 connections answered ${20 - failed.length}× 200 within 2 s (slowest ${slowest.toFixed(0)} ms)`,
    failures: failed.length
      ? [`many addresses: ${failed.length} of 20 visits failed or took over 2 s`]
      : [],
  };
}

/** 40 slow reads sent and abandoned; a read from the same network must not wait for them. */
export async function abandonedRequests(origin: string): Promise<AttackResult> {
  const slow = `${origin}/rest/v1/blog_listings?select=id,title,excerpt&search_text=ilike.*a*e*i*q&order=title.desc`;
  const agent = client('127.6.0.1', 40);
  const sent = Array.from({ length: 40 }, () => {
    const outgoing = http.get(slow, {
      agent,
      headers: { apikey: embeddedAnonKey, Prefer: 'count=exact' },
    });
    outgoing.on('error', () => undefined);
    return outgoing;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const outgoing of sent) outgoing.destroy();
  agent.destroy();
  // The same /24: the same lane of the fair queue as the requests that were abandoned.
  const after = await fresh(`${origin}/rest/v1/blog_posts?select=id&limit=1`, '127.6.0.200', {
    apikey: embeddedAnonKey,
  });
  const bound = anonDeadlineMs + 1_500;
  return {
    line: `abandoned requests: 40 slow reads dropped by their client; a read from their network answered ${after.status} in ${after.ms.toFixed(0)} ms`,
    failures:
      after.status === 200 && after.ms <= bound
        ? []
        : [
            `abandoned requests: the next read answered ${after.status} in ${after.ms.toFixed(0)} ms (at most ${bound})`,
          ],
  };
}

/** 20 random sitemap numbers at once: each a 404 from the count, quickly. */
export async function sitemapNumbers(origin: string): Promise<AttackResult> {
  const numbers = Array.from({ length: 20 }, () => 2 + Math.floor(Math.random() * 9_998));
  const answers = await Promise.all(
    numbers.map((n) => fresh(`${origin}/sitemap-posts-${n}.xml`, '127.8.0.1')),
  );
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  const wrong = answers.filter((answer) => answer.status !== 404);
  return {
    line: `sitemap numbers: 20 random files answered ${answers.length - wrong.length}× 404, slowest ${slowest.toFixed(0)} ms`,
    failures: [
      ...(wrong.length ? [`sitemap numbers: ${wrong.length} answered other than 404`] : []),
      ...(slowest > 2_000
        ? [`sitemap numbers: slowest ${slowest.toFixed(0)} ms (at most 2 s)`]
        : []),
    ],
  };
}

/** Hot list pages cached, then `size` unique URLs: the hot pages must still be in the cache. */
export async function cacheFlood(origin: string, run: string, size: number): Promise<AttackResult> {
  const hot = languageCodes.map((language) =>
    language === 'en' ? `${origin}/resources/blog` : `${origin}/${language}/resources/blog`,
  );
  for (const url of hot) await fresh(url, '127.7.1.1');
  const flood = Array.from({ length: size }, (_, index) =>
    index % 2
      ? `${origin}/resources/blog/no-such-post-${run}-${index}`
      : `${origin}/resources/blog?category=${run}-${index}`,
  );
  for (let start = 0; start < flood.length; start += 10) {
    await Promise.all(
      flood.slice(start, start + 10).map((url, index) => fresh(url, `127.7.2.${1 + index}`)),
    );
  }
  const after = await Promise.all(hot.map((url) => fresh(url, '127.7.1.2')));
  // Still cached: fresh (HIT), or past its time to live and served while it refreshes (STALE).
  // A long flood outlives the time to live; only an evicted page would be rendered (MISS).
  const hits = after.filter((answer) => answer.cache === 'HIT' || answer.cache === 'STALE').length;
  return {
    line: `cache flood: ${size} unique URLs; ${hits} of ${hot.length} hot list pages still cached (${after.map((answer) => answer.cache ?? answer.status).join(' ')})`,
    failures: hits === hot.length ? [] : [`cache flood: ${hot.length - hits} hot pages evicted`],
  };
}

/** 10 addresses guessing unknown e-mails, 4 at a time each, while the owner signs in 3 times. */
export async function distributedGuessing(origin: string): Promise<AttackResult> {
  const agents = new Map<string, http.Agent>();
  const signIn = (localAddress: string, email: string, password: string) => {
    const agent = agents.get(localAddress) ?? client(localAddress, 4);
    agents.set(localAddress, agent);
    return request(agent, `${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: embeddedAnonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then(
      (answer) => answer.status,
      () => 0,
    );
  };
  let guessing = true;
  const guessers = Array.from({ length: 10 }, async (_, address) => {
    for (let round = 0; guessing && round < 3; round += 1) {
      await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          signIn(
            `127.10.${address + 1}.1`,
            `guess-${address}-${round}-${index}@example.com`,
            'guess',
          ),
        ),
      );
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const owner: number[] = [];
  const { email, defaultPassword } = seedAccounts.admin;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    owner.push(
      await signIn('127.9.0.3', email, process.env.SEED_ADMIN_PASSWORD || defaultPassword),
    );
  }
  guessing = false;
  await Promise.all(guessers);
  for (const agent of agents.values()) agent.destroy();
  return {
    line: `distributed guessing: 10 addresses × 4 at once; the owner's sign-ins answered ${owner.join(', ')}`,
    failures: owner.every((status) => status === 200)
      ? []
      : [`distributed guessing: the owner got ${owner.join(', ')}`],
  };
}

/**
 * Eight networks, two requests at a time each, sending reads that pass every request limit yet
 * make Postgres read every post's text or sort every listing: the planner prices some of them
 * under the cost ceiling (long text costs it nothing extra), so they run, up to the deadline.
 */
export async function hostileQueries(origin: string, seconds: number): Promise<AttackResult> {
  const terms = ['zq', 'xj', 'qk', 'vw', 'jx', 'kz'];
  const queries = [
    `/rest/v1/blog_posts?select=id&or=(${terms.map((term) => `content_markdown.ilike.*${term}*`).join(',')})`,
    '/rest/v1/blog_posts?select=id&order=content_markdown.desc&offset=20000&limit=10',
    '/rest/v1/blog_listings?select=id&order=excerpt.desc&offset=25000&limit=1',
    '/rest/v1/blog_listings?select=id&or=(search_text.ilike.*a*,excerpt.ilike.*b*,title.ilike.*c*)&order=excerpt.desc',
  ];
  const { summary, dropped } = await readsFromEightNetworks(
    origin,
    11,
    seconds,
    (index) => queries[index % queries.length]!,
    { Prefer: 'count=exact' },
  );
  return {
    line: `hostile queries: 8 networks × 2 at once for ${seconds} s answered ${summary}`,
    failures: dropped ? ['hostile queries: the server dropped connections'] : [],
  };
}

/**
 * Eight networks (127.<subnet>.1–8.1), two reads at a time each, for `seconds`: each read the
 * path `pathFor(index)` gives (index counts a slot's reads, starting at network + slot). Returns
 * the answers counted by status and PostgREST code, and whether any connection was dropped.
 */
export async function readsFromEightNetworks(
  origin: string,
  subnet: number,
  seconds: number,
  pathFor: (index: number) => string,
  headers: Record<string, string> = {},
) {
  const statuses = new Map<string, number>();
  const until = Date.now() + seconds * 1000;
  const agents = Array.from({ length: 8 }, (_, index) => client(`127.${subnet}.${index + 1}.1`, 2));
  await Promise.all(
    agents.flatMap((agent, network) =>
      [0, 1].map(async (slot) => {
        for (let index = network + slot; Date.now() < until; index += 1) {
          const answer = await request(agent, `${origin}${pathFor(index)}`, {
            headers: { apikey: embeddedAnonKey, ...headers },
          }).catch(() => ({ status: 0, body: Buffer.alloc(0) }));
          const code = statusWithCode(answer);
          statuses.set(code, (statuses.get(code) ?? 0) + 1);
        }
      }),
    ),
  );
  for (const agent of agents) agent.destroy();
  const summary = [...statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => `${count}× ${code === '0' ? 'error' : code}`)
    .join(', ');
  return { summary, dropped: statuses.has('0') };
}

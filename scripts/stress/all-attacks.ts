/**
 * The review's attacks in the order npm run stress runs them, each beside the innocent visitor
 * (innocent.ts): first the visitor alone, then beside each attack; its p99s must stay within the
 * bounds, and each attack has its own criterion. Returns every failure.
 */
import { savesBesideCostlyReaders, sitemapWhileSaving } from './admin-attacks';
import {
  abandonedRequests,
  cacheFlood,
  distributedGuessing,
  hostileQueries,
  manyAddresses,
  sitemapNumbers,
  type AttackResult,
} from './attacks';
import { beside, judgeInnocent } from './innocent';
import { newShapes } from './new-shapes';
import { uncachedRenderFlood } from './render-attacks';
import { guessingFromManyNetworks, slowSignInBodies } from './sign-in-attacks';
import { slowReaders } from './slow-readers';

export interface AttackRun {
  origin: string;
  /** This run's id, for names no other run uses. */
  run: string;
  /** On the database grown to 29,527 posts: bigger floods, and slow readers from 30 and 8 too. */
  atScale: boolean;
  /** How long each attack that runs for a time runs. */
  seconds: number;
}

export async function runAttacks({ origin, run, atScale, seconds }: AttackRun) {
  console.log('Attacks (each beside an innocent visitor):');
  const quietVisit = await beside(
    origin,
    () => new Promise((resolve) => setTimeout(resolve, 5_000)),
  );
  console.log(`  quiet: ${judgeInnocent('quiet', quietVisit.innocent).line}`);
  const floodSize = Number(process.env.STRESS_FLOOD ?? (atScale ? 10_000 : 600));
  const attacks: [string, () => Promise<AttackResult>][] = [
    ['many addresses', () => manyAddresses(origin)],
    ['abandoned requests', () => abandonedRequests(origin)],
    ['sitemap numbers', () => sitemapNumbers(origin)],
    ['cache flood', () => cacheFlood(origin, run, floodSize)],
    ['distributed guessing', () => distributedGuessing(origin)],
    ['guessing from 200 networks', () => guessingFromManyNetworks(origin, seconds)],
    ['slow sign-in bodies', () => slowSignInBodies(origin)],
    ['uncached render flood', () => uncachedRenderFlood(origin, seconds)],
    ['hostile queries', () => hostileQueries(origin, seconds)],
    ['new shapes', () => newShapes(origin, seconds)],
    ['saves beside costly readers', () => savesBesideCostlyReaders(origin, seconds)],
    ['sitemap while saving', () => sitemapWhileSaving(origin, seconds)],
    ...(atScale ? [33, 30, 8] : [33]).map((networks): [string, () => Promise<AttackResult>] => [
      `slow readers (${networks})`,
      // Past the server's 10 s read window, so it has closed trickle readers meanwhile.
      () => slowReaders(origin, networks, 128, Math.max(seconds, 15)),
    ]),
  ];
  const failures: string[] = [];
  for (const [name, attack] of attacks) {
    const { result, innocent } = await beside(origin, attack);
    const judged = judgeInnocent(name, innocent);
    console.log(`  ${result.line}\n    ${judged.line}`);
    failures.push(...result.failures, ...judged.failures);
  }
  return failures;
}

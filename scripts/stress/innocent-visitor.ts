/**
 * The innocent visitor's own thread (innocent.ts starts it): its requests and its clock run on an
 * event loop and a heap of their own, so what it measures is the server's answer, not the pauses
 * of the attackers' thousands of sockets in the harness beside it — as a visitor's phone does not
 * share the attackers' machine.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { embeddedAnonKey } from '../../src/config/embedded-anon-key';
import { client, request, Series, timed } from './clients';
import { blogListQuery, innocentPages } from './innocent';

export interface VisitorReport {
  api: number[];
  /** Pages served as kept (X-Cache HIT or STALE, or a prerendered file). */
  pages: number[];
  /** Pages rendered for this read (X-Cache MISS): a change dropped what was kept. */
  renders: number[];
  errors: string[];
}

const { origin } = workerData as { origin: string };
const report = {
  api: new Series(),
  pages: new Series(),
  renders: new Series(),
  errors: [] as string[],
};
const apiAgent = client('127.9.5.1', 1);
const pageAgent = client('127.9.6.1', 1);
let running = true;

async function loop(send: (index: number) => Promise<void>) {
  for (let index = 0; running; index += 1) {
    try {
      await send(index);
    } catch (error) {
      report.errors.push((error as Error).message);
    }
  }
}

// The pages are cached before the attack starts, as a visited site's pages are.
for (const path of innocentPages) await request(pageAgent, `${origin}${path}`);
const watching = Promise.all([
  loop(async () => {
    const answer = await timed(report.api, () =>
      request(apiAgent, `${origin}${blogListQuery}`, {
        headers: { apikey: embeddedAnonKey, Prefer: 'count=exact' },
      }),
    );
    if (answer.status !== 206 && answer.status !== 200) {
      report.errors.push(`API read answered ${answer.status}`);
    }
  }),
  loop(async (index) => {
    const path = innocentPages[index % innocentPages.length]!;
    const started = performance.now();
    const answer = await request(pageAgent, `${origin}${path}`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    // A list an editor's save just changed is rendered anew for this read: a fresh render,
    // with its own bound, not a kept page's.
    (answer.cache === 'MISS' ? report.renders : report.pages).record(performance.now() - started);
    if (answer.status !== 200) report.errors.push(`${path} answered ${answer.status}`);
  }),
]);
parentPort!.postMessage('visiting');
parentPort!.once('message', () => {
  running = false;
  void watching.then(() => {
    apiAgent.destroy();
    pageAgent.destroy();
    const visited: VisitorReport = {
      api: report.api.latencies,
      pages: report.pages.latencies,
      renders: report.renders.latencies,
      errors: report.errors,
    };
    parentPort!.postMessage(visited);
  });
});

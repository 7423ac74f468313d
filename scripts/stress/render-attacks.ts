/**
 * An uncached-render flood: 4 networks, 16 at a time each, ask for pages no cache holds (a new
 * search every time), while a visitor from another network asks for a fresh search of its own:
 * its render must answer 200 within 1.5 s at p99. Server renders read on the lane of the client
 * that asked (server/in-process-fetch.ts), so the flood waits behind itself.
 */
import { performance } from 'node:perf_hooks';
import type { AttackResult } from './attacks';
import { client, request, Series } from './clients';

const freshRenderBoundMs = 1_500;

export async function uncachedRenderFlood(origin: string, seconds: number): Promise<AttackResult> {
  const until = Date.now() + seconds * 1000;
  const statuses = new Map<number, number>();
  const words = ['demo', 'avatar', 'agent', 'sales', 'video', 'live', 'setup', 'trial'];
  const flood = Array.from({ length: 4 }, (_, network) => {
    const agent = client(`127.15.${network + 1}.1`, 16);
    return Promise.all(
      Array.from({ length: 16 }, async (_, slot) => {
        for (let round = 0; Date.now() < until; round += 1) {
          const q = `${words[(slot + round) % words.length]} ${network}-${slot}-${round}`;
          const answer = await request(
            agent,
            `${origin}/resources/blog?q=${encodeURIComponent(q)}`,
          ).catch(() => ({ status: 0 }));
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }),
    ).finally(() => agent.destroy());
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const visitor = new Series();
  const visitorStatuses: number[] = [];
  const agent = client('127.9.2.1', 1);
  for (let round = 0; Date.now() < until - 500; round += 1) {
    const started = performance.now();
    const answer = await request(
      agent,
      `${origin}/resources/blog?q=${encodeURIComponent(`visitor ${round}`)}`,
    ).catch(() => ({ status: 0 }));
    visitor.record(performance.now() - started);
    visitorStatuses.push(answer.status);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  agent.destroy();
  await Promise.all(flood);
  const p99 = visitor.percentile(99);
  const wrong = visitorStatuses.filter((status) => status !== 200).length;
  const answered = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  return {
    line: `uncached render flood: 4 networks × 16 new searches at once (${answered}); a visitor's own new searches: ${visitor.describe()}, ${wrong} not 200`,
    failures: [
      ...(p99 > freshRenderBoundMs
        ? [
            `uncached render flood: the visitor's fresh render p99 ${p99.toFixed(0)} ms (at most ${freshRenderBoundMs})`,
          ]
        : []),
      ...(wrong ? [`uncached render flood: ${wrong} of the visitor's renders were not 200`] : []),
    ],
  };
}

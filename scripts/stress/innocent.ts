/**
 * The innocent visitor beside each attack: one person from a network of their own, reading the
 * blog list's API query (counted, as the page does) and loading cached pages, one request at a
 * time, for as long as the attack runs. Its p99s are the attacks' bound: API reads within 1 s and
 * pages within 200 ms, at seed size and at 29.5k posts alike.
 */
import { embeddedAnonKey } from '../../src/config/embedded-anon-key';
import { client, request, Series, timed } from './clients';

export const innocentBounds = { apiMs: 1_000, pageMs: 200 };

/** The blog list's own query: one page of a language's list, newest first (counted). */
export const blogListQuery =
  '/rest/v1/blog_listings?select=id,slug,title,excerpt,category,published_at&list_language=eq.en&order=published_at.desc,id.desc&offset=0&limit=12';

const pages = [
  '/resources/blog',
  '/pricing',
  '/resources/blog/ai-demo-setup-in-ten-minutes',
  '/de/resources/blog',
];

export interface InnocentReport {
  api: Series;
  pages: Series;
  errors: string[];
}

/** Runs `attack` with the innocent visitor beside it; both end when the attack does. */
export async function beside<T>(
  origin: string,
  attack: () => Promise<T>,
): Promise<{ result: T; innocent: InnocentReport }> {
  const report: InnocentReport = { api: new Series(), pages: new Series(), errors: [] };
  const apiAgent = client('127.9.5.1', 1);
  const pageAgent = client('127.9.6.1', 1);
  let running = true;
  const loop = async (send: (index: number) => Promise<void>) => {
    for (let index = 0; running; index += 1) {
      try {
        await send(index);
      } catch (error) {
        report.errors.push((error as Error).message);
      }
    }
  };
  // The pages are cached before the attack starts, as a visited site's pages are.
  for (const path of pages) await request(pageAgent, `${origin}${path}`);
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
      const path = pages[index % pages.length]!;
      const answer = await timed(report.pages, () =>
        request(pageAgent, `${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } }),
      );
      if (answer.status !== 200) report.errors.push(`${path} answered ${answer.status}`);
    }),
  ]);
  try {
    return { result: await attack(), innocent: report };
  } finally {
    running = false;
    await watching;
    apiAgent.destroy();
    pageAgent.destroy();
  }
}

/** The report's line and the bounds it broke. */
export function judgeInnocent(name: string, report: InnocentReport) {
  const api = report.api.percentile(99);
  const page = report.pages.percentile(99);
  const failures = [
    ...(api > innocentBounds.apiMs
      ? [`${name}: the innocent API p99 was ${api.toFixed(0)} ms (at most ${innocentBounds.apiMs})`]
      : []),
    ...(page > innocentBounds.pageMs
      ? [
          `${name}: the innocent page p99 was ${page.toFixed(0)} ms (at most ${innocentBounds.pageMs})`,
        ]
      : []),
    ...report.errors.slice(0, 3).map((error) => `${name}: the innocent visitor got ${error}`),
  ];
  return {
    line: `innocent: API p99 ${api.toFixed(0)} ms (${report.api.latencies.length} reads), pages p99 ${page.toFixed(0)} ms (${report.pages.latencies.length})`,
    failures,
  };
}

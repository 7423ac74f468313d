/**
 * The innocent visitor beside each attack: one person from a network of their own, reading the
 * blog list's API query (counted, as the page does) and loading cached pages, one request at a
 * time, for as long as the attack runs. Its p99s are the attacks' bound: API reads within 1 s and
 * pages within 200 ms, at seed size and at 29.5k posts alike.
 */
import { Worker } from 'node:worker_threads';
import { Series } from './clients';
import type { VisitorReport } from './innocent-visitor';

export const innocentBounds = { apiMs: 1_000, pageMs: 200 };

/** The blog list's own query: one page of a language's list, newest first (counted). */
export const blogListQuery =
  '/rest/v1/blog_listings?select=id,slug,title,excerpt,category,published_at&list_language=eq.en&order=published_at.desc,id.desc&offset=0&limit=12';

export const innocentPages = [
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

/**
 * Runs `attack` with the innocent visitor beside it, in a thread of its own
 * (innocent-visitor.ts); both end when the attack does.
 */
export async function beside<T>(
  origin: string,
  attack: () => Promise<T>,
): Promise<{ result: T; innocent: InnocentReport }> {
  const visitor = new Worker(new URL('./innocent-visitor-entry.mjs', import.meta.url), {
    workerData: { origin },
  });
  // Its next message: first that it is visiting, then, once told to stop, its report.
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        visitor.off('message', answered).off('error', failed).off('exit', exited);
        outcome();
      };
      const answered = (message: unknown) => settle(() => resolve(message));
      const failed = (error: Error) => settle(() => reject(error));
      const exited = (code: number) =>
        settle(() => reject(new Error(`the innocent visitor's thread exited with ${code}`)));
      visitor.on('message', answered).on('error', failed).on('exit', exited);
    });
  try {
    await next(); // visiting: its pages are cached
    let result: T;
    try {
      result = await attack();
    } finally {
      visitor.postMessage('stop');
    }
    const visited = (await next()) as VisitorReport;
    const report: InnocentReport = {
      api: new Series(),
      pages: new Series(),
      errors: visited.errors,
    };
    for (const ms of visited.api) report.api.record(ms);
    for (const ms of visited.pages) report.pages.record(ms);
    return { result, innocent: report };
  } finally {
    await visitor.terminate();
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

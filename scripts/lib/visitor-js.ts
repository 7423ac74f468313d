/**
 * What a visitor's browser downloads, measured from outside: each page is opened in Debian's
 * Chromium (Playwright) with a phone or a desktop viewport, every host but this machine fails to
 * resolve (offlineFlag: a visitor behind a blocker, third parties never count), nothing is clicked,
 * scrolled or typed, and the page is left until the app has hydrated and the network has been
 * quiet for `settleMs`. The number is the same-origin JavaScript as it came over the wire: each
 * response body's encoded size (brotli or gzip, as the server chose), without headers.
 *
 * Both `npm run check:budgets` (which fails CI above budget) and `npm run bench` use it, so the
 * number a developer sees is the one a phone pays. One browser serves every page; each page gets
 * a fresh context (an empty cache, as on a first visit), a few at a time.
 */
import {
  chromium,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Request,
} from 'playwright-core';
import { chromiumFlags, chromiumPath, offlineFlag } from './chromium';

export type ViewportName = 'phone' | 'desktop';

/** A 412 × 915 phone (Pixel 7: touch, mobile user agent) and a 1440 × 900 desktop. */
export const viewports: Record<ViewportName, BrowserContextOptions> = {
  phone: { ...devices['Pixel 7'], viewport: { width: 412, height: 915 } },
  desktop: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
  },
};

export interface ScriptFile {
  /** Path and query on our origin, e.g. /assets/app-abc123.js. */
  path: string;
  /** Response body as sent (compressed), bytes. */
  bytes: number;
  encoding: string;
}

export interface VisitorWeight {
  path: string;
  viewport: ViewportName;
  /** Same-origin JavaScript on the wire, bytes. */
  bytes: number;
  files: ScriptFile[];
  /** The page reported `<html data-hydrated>` before the measurement ended. */
  hydrated: boolean;
}

export interface MeasureOptions {
  origin: string;
  pages: readonly string[];
  viewports?: readonly ViewportName[];
  /** Pages open at once (default 3: the machine has 2 cores and a server to run). */
  concurrency?: number;
  /** Quiet network needed after load and hydration before the count is taken (default 1500). */
  settleMs?: number;
  /** Longest wait for one page, after which it is counted as it is (default 30 s). */
  timeoutMs?: number;
  onResult?: (result: VisitorWeight) => void;
}

/** How old the prerendered page is when the visitor gets it. */
const cachedPageAgeMs = 60 * 60 * 1000;

const isJavaScript = (url: URL, contentType: string | undefined) =>
  /\.m?js$/.test(url.pathname) || /\bjavascript\b/.test(contentType ?? '');

async function measurePage(
  browser: Browser,
  origin: string,
  pagePath: string,
  viewport: ViewportName,
  settleMs: number,
  timeoutMs: number,
): Promise<VisitorWeight> {
  const ours = new URL(origin);
  const context = await browser.newContext({ ...viewports[viewport], serviceWorkers: 'block' });
  try {
    // The visitor comes an hour after the page was rendered, as to a page the server's cache (or a
    // CDN) has held a while: data the page carries must not look stale and be fetched again.
    await context.clock.setSystemTime(Date.now() + cachedPageAgeMs);
    const page = await context.newPage();
    let inFlight = 0;
    let lastActivity = Date.now();
    const finished: Request[] = [];
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      inFlight -= 1;
      lastActivity = Date.now();
      finished.push(request);
    });
    page.on('requestfailed', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });

    const started = Date.now();
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load', timeout: timeoutMs });
    // The app hydrates after the first paint (src/boot.ts); what it then fetches counts too.
    const hydrated = await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
        timeout: Math.max(1, timeoutMs - (Date.now() - started)),
        polling: 100,
      })
      .then(
        () => true,
        () => false,
      );
    lastActivity = Math.max(lastActivity, Date.now());
    while (Date.now() - started < timeoutMs) {
      if (inFlight <= 0 && Date.now() - lastActivity >= settleMs) break;
      await page.waitForTimeout(100);
    }

    const files: ScriptFile[] = [];
    for (const request of finished) {
      const url = new URL(request.url());
      if (url.host !== ours.host) continue;
      const response = await request.response();
      if (!response) continue;
      const headers = await response.allHeaders();
      if (!isJavaScript(url, headers['content-type'])) continue;
      const sizes = await request.sizes();
      files.push({
        path: `${url.pathname}${url.search}`,
        bytes: sizes.responseBodySize,
        encoding: headers['content-encoding'] ?? 'identity',
      });
    }
    files.sort((a, b) => b.bytes - a.bytes);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return { path: pagePath, viewport, bytes, files, hydrated };
  } finally {
    await context.close();
  }
}

/** Measures every page in every viewport; results in the order of `pages` × `viewports`. */
export async function measureVisitorJs({
  origin,
  pages,
  viewports: names = ['phone', 'desktop'],
  concurrency = 3,
  settleMs = 1500,
  timeoutMs = 30_000,
  onResult,
}: MeasureOptions): Promise<VisitorWeight[]> {
  const jobs = pages.flatMap((pagePath) => names.map((viewport) => ({ pagePath, viewport })));
  const results: VisitorWeight[] = new Array(jobs.length);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, offlineFlag],
  });
  try {
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const index = next++;
        const { pagePath, viewport } = jobs[index]!;
        const result = await measurePage(browser, origin, pagePath, viewport, settleMs, timeoutMs);
        results[index] = result;
        onResult?.(result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * npm run bench: numbers for speed and size, printed, never asserted in tests.
 *  - bytes a first visit downloads per page (HTML, CSS, JS incl. lazy route and language chunks),
 *    gzip-compressed as the server sends them;
 *  - server time to first byte over loopback (bounded loop);
 *  - in Chromium at phone size: first contentful paint, largest contentful paint, layout shift.
 * Needs a build (npm run build) and Debian's Chromium.
 */
import { chromium } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { createEmbeddedBackend } from '../supabase/embedded';
import { startSiteServer } from '../server/site-server';
import { parseEnv } from '../src/config/env-schema';

const pages = [
  '/',
  '/pricing',
  '/de/pricing',
  '/resources/blog',
  '/ja/resources/blog',
  '/demoly-live',
  '/admin',
];
const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;

const backend = await createEmbeddedBackend({ dataDir: process.env.DATA_DIR ?? '.data-bench' });
const server = await startSiteServer({
  host: '127.0.0.1',
  port,
  backend,
  env: parseEnv(process.env),
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

console.log('\nServer time to first byte (50 sequential requests each, loopback)');
for (const page of pages) {
  const times: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${page}`);
    times.push(performance.now() - started);
    await response.arrayBuffer();
  }
  console.log(
    `  ${page.padEnd(22)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
console.log(
  '\nFirst visit at 390 px (transferred bytes as sent, gzip where the server compresses)',
);
console.log(
  '  page                    html KB   css KB    js KB  img KB  requests   FCP ms   LCP ms   CLS',
);
for (const page of pages) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const tab = await context.newPage();
  const bytes = { html: 0, css: 0, js: 0, img: 0 };
  let requests = 0;
  tab.on('response', async (response) => {
    requests += 1;
    const type = response.request().resourceType();
    const size =
      (
        await response
          .request()
          .sizes()
          .catch(() => null)
      )?.responseBodySize ?? 0;
    if (type === 'document') bytes.html += size;
    else if (type === 'stylesheet') bytes.css += size;
    else if (type === 'script') bytes.js += size;
    else if (type === 'image') bytes.img += size;
  });
  await tab.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
  await tab.waitForTimeout(500);
  const metrics = await tab.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { fcp, lcp: w.__lcp, cls: w.__cls };
  });
  const kb = (value: number) => (value / 1024).toFixed(1).padStart(7);
  console.log(
    `  ${page.padEnd(22)} ${kb(bytes.html)}  ${kb(bytes.css)}  ${kb(bytes.js)} ${kb(bytes.img)}  ${String(requests).padStart(8)}  ${metrics.fcp.toFixed(0).padStart(7)}  ${metrics.lcp.toFixed(0).padStart(7)}  ${metrics.cls.toFixed(3)}`,
  );
  await context.close();
}
await browser.close();
server.close();
await backend.close();

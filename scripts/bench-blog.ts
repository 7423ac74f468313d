/**
 * npm run bench:blog -- [N]: the blog at N posts (default 2,000). Seeds a separate data
 * directory with the seed plus N generated posts (db:seed-scale), serves the build on it with
 * `npm start`, then prints, next to the targets, and saves to bench/results:
 *  - the blog list's HTML (uncompressed and gzip) and DOM element count, for page 1, a deep
 *    page and a search;
 *  - the admin dashboard's DOM element count (signed in through the form);
 *  - Lighthouse mobile Performance of the blog list (median of --runs, default 3);
 *  - the list query and a search through the embedded REST layer with supabase-js (p50, p95).
 * Options: --runs N, --readme (write the table into bench/README.md between the bench-blog markers).
 * Needs a build (npm run build). Numbers are printed, never asserted.
 */
import { execFileSync } from 'node:child_process';
import { rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { projectRoot } from '../server/paths';
import { chromiumFlags, chromiumPath, lighthouseChromiumFlags } from './lib/chromium';
import { writeBenchRecord } from './lib/bench-records';
import { serveBuild } from './lib/serve';
import { createApiClient, embeddedAnonKey } from '../src/lib/supabase';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 2000);
const runs = Number(option('--runs') ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4391);
const dataDir = path.join(projectRoot, '.data-bench-blog');

await rm(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir };
execFileSync('npx', ['tsx', 'scripts/db-seed-scale.ts', String(count)], {
  cwd: projectRoot,
  env,
  stdio: 'inherit',
});

const { origin, stop } = await serveBuild({ port, env });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Row {
  measure: string;
  value: string;
  target: string;
  met: boolean | null;
}
const rows: Row[] = [];
const add = (measure: string, value: number, unit: string, target?: number, digits = 0) =>
  rows.push({
    measure,
    value: `${value.toFixed(digits)} ${unit}`,
    target: target === undefined ? '' : `≤ ${target} ${unit}`,
    met: target === undefined ? null : value <= target,
  });

/** Every post the bench ran against, seed included, as the database counts them. */
let postTotal = count;

try {
  const pages = [
    ['/resources/blog', 'page 1'],
    ['/resources/blog?page=50', 'page 50'],
    ['/resources/blog?q=webinars', 'search "webinars"'],
  ] as const;

  // HTML as the server sends it.
  for (const [url, label] of pages) {
    const html = await (await fetch(`${origin}${url}`)).text();
    const bytes = Buffer.byteLength(html);
    add(`HTML, ${label}`, bytes / 1000, 'kB', label === 'page 1' ? 150 : undefined, 1);
    add(`HTML gzip, ${label}`, gzipSync(html).length / 1000, 'kB', undefined, 1);
  }

  // DOM size in a real browser, after hydration and the first data load.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    for (const [url, label] of pages) {
      await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
      const elements = await page.evaluate(() => document.querySelectorAll('*').length);
      add(`DOM elements, ${label}`, elements, 'elements', 2000);
    }
    await page.goto(`${origin}/admin`);
    await page.getByLabel('Email address').fill('admin@example.com');
    await page.getByLabel('Password').fill('admin-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    const adminElements = await page.evaluate(() => document.querySelectorAll('*').length);
    add('DOM elements, admin dashboard', adminElements, 'elements', 2000);
  } finally {
    await browser.close();
  }

  // The queries the list sends, through supabase-js and the embedded REST layer.
  const client = createApiClient(origin, embeddedAnonKey);
  const counted = await client.from('blog_posts').select('id', { count: 'exact', head: true });
  if (counted.error) throw new Error(`counting posts failed: ${JSON.stringify(counted.error)}`);
  postTotal = counted.count ?? count;
  const columns =
    'id,title,slug,excerpt,author,published_at,created_at,category,tags,featured_image,read_time,language';
  const list = () =>
    client
      .from('blog_listings')
      .select(columns, { count: 'exact' })
      .eq('list_language', 'en')
      .order('published_at', { ascending: false })
      .order('id', { ascending: false })
      .range(0, 11);
  const timed = async (query: () => PromiseLike<{ error: unknown }>) => {
    const samples: number[] = [];
    for (let run = 0; run < 55; run += 1) {
      const started = performance.now();
      const { error } = await query();
      if (error) throw new Error(`query failed: ${JSON.stringify(error)}`);
      if (run >= 5) samples.push(performance.now() - started); // 5 warm-up runs
    }
    return samples;
  };
  const listTimes = await timed(list);
  add('list query p50', percentile(listTimes, 50), 'ms', 30, 1);
  add('list query p95', percentile(listTimes, 95), 'ms', undefined, 1);
  const searchTimes = await timed(() => list().ilike('search_text', '%webinars%'));
  add('search query p50', percentile(searchTimes, 50), 'ms', 50, 1);
  add('search query p95', percentile(searchTimes, 95), 'ms', undefined, 1);

  // Lighthouse, as scripts/bench.ts runs it.
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: lighthouseChromiumFlags });
  try {
    const scores: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}/resources/blog`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      scores.push((result?.lhr.categories.performance?.score ?? 0) * 100);
    }
    const median = percentile(scores, 50);
    rows.push({
      measure: `Lighthouse mobile Performance, page 1 (median of ${runs})`,
      value: String(Math.round(median)),
      target: '≥ 98',
      met: median >= 98,
    });
  } finally {
    chrome.kill();
  }
} finally {
  stop();
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot })
  .toString()
  .trim();
const date = new Date().toISOString();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`;
const table = [
  `Blog with ${postTotal.toLocaleString('en-US')} posts (${count.toLocaleString('en-US')} generated + the seed), ${date.slice(0, 10)}, commit ${commit}, ${machine}`,
  '',
  '| measure | value | target | met |',
  '|---|---:|---:|:---:|',
  ...rows.map(
    (row) =>
      `| ${row.measure} | ${row.value} | ${row.target} | ${row.met === null ? '' : row.met ? 'yes' : 'no'} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

const resultsDir = path.join(projectRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${date.slice(0, 10)}-${commit}-blog-${count}.json`);
await writeFile(
  file,
  `${JSON.stringify({ date, commit, machine, posts: count, rows }, null, 2)}\n`,
);
console.log(`Written to ${path.relative(projectRoot, file)}`);

if (args.includes('--readme')) await writeBenchRecord('bench-blog', table);
process.exit(0);

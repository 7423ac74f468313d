/**
 * npm run bench: the performance record. Builds, serves the build with `npm start`, then prints
 * and saves per page:
 *  - first-view JavaScript and CSS, gzip, computed from the build (as scripts/check-budgets.ts);
 *  - Lighthouse 12 medians (mobile, default simulated throttling) of Performance, Accessibility,
 *    Best Practices, SEO, LCP, TBT and CLS, in Debian's Chromium with every non-local host
 *    unresolvable (so third parties never count, as for a visitor behind a blocker).
 * Results go to bench/results/<date>-<commit>.json, so two commits can be compared.
 *
 * Options: --sizes (sizes only: no server, no Lighthouse), --runs N (default 5), --no-build,
 * --pages /,/pricing (instead of the default list), --readme (also write the table into bench/README.md,
 * between the bench markers), --blog N (also the blog at N posts: scripts/bench-blog.ts),
 * --no-throughput (skip requests/s against nginx: scripts/bench-throughput.ts, run after the
 * Lighthouse pages unless --sizes). BENCH_PORT (default 4390) is the server's port;
 * CHROME_PATH (default /usr/bin/chromium) the browser. Numbers are printed, never asserted: timings
 * depend on the machine and on what else runs on it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { readClientManifest } from '../server/client-manifest';
import { clientDir, projectRoot } from '../server/paths';
import { budgetFor, firstViewFiles, gzipSize, kB } from './budgets';
import { chromiumPath, lighthouseChromiumFlags } from './lib/chromium';
import { writeBenchRecord } from './lib/bench-records';
import { serveBuild } from './lib/serve';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const sizesOnly = args.includes('--sizes');
const runs = Number(option('--runs') ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4390);

if (!args.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: projectRoot });
}

/** The first prerendered post, so the list of pages needs no slug. */
async function firstPostPath(): Promise<string | undefined> {
  const dir = path.join(clientDir, 'resources', 'blog');
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const post = entries.find((entry) => entry.isDirectory());
  return post ? `/resources/blog/${post.name}` : undefined;
}

const defaultPages = [
  '/',
  '/pricing',
  '/ja',
  '/resources/blog',
  await firstPostPath(),
  '/demoly-live',
  '/auth',
  '/solutions/agencies',
].filter((page): page is string => Boolean(page));
const pages = option('--pages')?.split(',') ?? defaultPages;

// ---- sizes, from the build ----
const manifest = await readClientManifest();
const gzipOf = new Map<string, number>();
async function gzipped(file: string): Promise<number> {
  let size = gzipOf.get(file);
  if (size === undefined) {
    size = gzipSize(await readFile(path.join(clientDir, file)));
    gzipOf.set(file, size);
  }
  return size;
}

interface PageSizes {
  js: number;
  css: number;
  budget: number | null;
}

async function sizesOf(page: string): Promise<PageSizes> {
  const html = await readFile(path.join(clientDir, page, 'index.html'), 'utf8');
  let js = 0;
  for (const file of firstViewFiles(html, manifest)) js += await gzipped(file);
  let css = 0;
  for (const [, file] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)) {
    if (file) css += await gzipped(file);
  }
  return { js, css, budget: budgetFor(page) };
}

// ---- Lighthouse, against the served build ----
interface LighthouseMedians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function lighthouseMedians(pagesToRun: string[]): Promise<Map<string, LighthouseMedians>> {
  const { origin, stop } = await serveBuild({
    port,
    env: { DATA_DIR: process.env.DATA_DIR ?? '.data-bench' },
  });
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: lighthouseChromiumFlags });
  const results = new Map<string, LighthouseMedians>();
  try {
    for (const page of pagesToRun) {
      const samples: Omit<LighthouseMedians, 'runs'>[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = result.lhr;
        samples.push({
          performance: (categories.performance?.score ?? 0) * 100,
          accessibility: (categories.accessibility?.score ?? 0) * 100,
          bestPractices: (categories['best-practices']?.score ?? 0) * 100,
          seo: (categories.seo?.score ?? 0) * 100,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
        process.stderr.write('.');
      }
      const pick = (key: keyof Omit<LighthouseMedians, 'runs'>) =>
        median(samples.map((sample) => sample[key]));
      results.set(page, {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        runs: samples.length,
      });
    }
    process.stderr.write('\n');
  } finally {
    chrome.kill();
    stop();
  }
  return results;
}

const sizes = new Map<string, PageSizes>();
for (const page of pages) sizes.set(page, await sizesOf(page));
const scores = sizesOnly ? new Map<string, LighthouseMedians>() : await lighthouseMedians(pages);

// ---- report ----
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot })
  .toString()
  .trim();
const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: projectRoot }).length > 0;
const date = new Date().toISOString();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, Node ${process.version}`;

const kb = (bytes: number) => (bytes / kB).toFixed(1);
const header = sizesOnly
  ? '| page | JS kB | budget | CSS kB |\n|---|---:|---:|---:|'
  : '| page | JS kB | budget | CSS kB | Perf | A11y | BP | SEO | LCP s | TBT ms | CLS |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
const rows = pages.map((page) => {
  const size = sizes.get(page)!;
  const cells = [page, kb(size.js), size.budget === null ? '—' : kb(size.budget), kb(size.css)];
  const score = scores.get(page);
  if (score) {
    cells.push(
      String(Math.round(score.performance)),
      String(Math.round(score.accessibility)),
      String(Math.round(score.bestPractices)),
      String(Math.round(score.seo)),
      (score.lcpMs / 1000).toFixed(2),
      String(Math.round(score.tbtMs)),
      score.cls.toFixed(3),
    );
  }
  return `| ${cells.join(' | ')} |`;
});
console.log(
  `\n${date.slice(0, 10)}, commit ${commit}${dirty ? ' (with uncommitted changes)' : ''}, ${machine}`,
);
if (!sizesOnly)
  console.log(`Lighthouse ${runs} runs per page, medians; mobile, simulated throttling`);
console.log(`First-view JS and CSS: gzip, kB = 1000 bytes\n\n${header}\n${rows.join('\n')}\n`);

const record = {
  date,
  commit,
  dirty,
  machine,
  lighthouseRuns: sizesOnly ? 0 : runs,
  pages: pages.map((page) => ({
    path: page,
    firstViewJsBytes: sizes.get(page)!.js,
    firstViewCssBytes: sizes.get(page)!.css,
    budgetBytes: sizes.get(page)!.budget,
    lighthouse: scores.get(page) ?? null,
  })),
};
const resultsDir = path.join(projectRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
const file = path.join(
  resultsDir,
  `${date.slice(0, 10)}-${commit}${sizesOnly ? '-sizes' : ''}.json`,
);
await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`Written to ${path.relative(projectRoot, file)}`);

// --readme: the same table in bench/README.md, between the bench markers.
if (args.includes('--readme') && !sizesOnly) {
  const section = [
    `Latest record, ${date.slice(0, 10)}, commit ${commit}${dirty ? ' (with uncommitted changes)' : ''}, ${machine}:`,
    `\`npm run bench -- --runs ${runs}\` (\`${path.relative(projectRoot, file)}\`). First-view JS and`,
    `CSS gzip, kB = 1000 bytes; Lighthouse 12 mobile, simulated throttling, median of ${runs}.`,
    '',
    header,
    ...rows,
    '',
    'Best Practices 96 is the console error of the blocked geolocation lookup (pages without a',
    'language prefix). Lighthouse numbers move by a few points from run to run on this machine.',
  ].join('\n');
  await writeBenchRecord('bench', section);
}

// --blog N: the blog at N posts as well (scripts/bench-blog.ts).
const blogPosts = option('--blog');
if (blogPosts) {
  execFileSync(
    'npx',
    ['tsx', 'scripts/bench-blog.ts', blogPosts, ...(args.includes('--readme') ? ['--readme'] : [])],
    { stdio: 'inherit', cwd: projectRoot },
  );
}
// Throughput of npm start beside nginx on the same files (scripts/bench-throughput.ts).
if (!sizesOnly && !args.includes('--no-throughput')) {
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/bench-throughput.ts',
      '--no-build',
      ...(args.includes('--readme') ? ['--readme'] : []),
    ],
    { stdio: 'inherit', cwd: projectRoot },
  );
}
process.exit(0);

/**
 * npm run bench: the performance record. Builds, serves the build with `npm start`, then prints
 * and saves per page:
 *  - the same-origin JavaScript a visitor downloads, compressed as sent, on a 412 px phone and a
 *    1440 px desktop, from navigation until the page is idle with no input (a real browser:
 *    scripts/lib/visitor-js.ts, as `npm run check:budgets`), and the CSS it names (gzip);
 *  - Lighthouse 12 medians (mobile, default simulated throttling) of Performance, Accessibility,
 *    Best Practices, SEO, LCP, TBT and CLS, in Debian's Chromium with every non-local host
 *    unresolvable (so third parties never count, as for a visitor behind a blocker).
 * Results go to bench/results/<date>-<commit>.json, so two commits can be compared.
 *
 * Options: --sizes (no Lighthouse; lists what each chunk the pages downloaded is made of, the
 * 20 heaviest modules per chunk), --runs N (default 5), --no-build, --pages /,/pricing (instead
 * of the default list), --readme (also write the table into bench/README.md, between the bench
 * markers), --blog N (also the blog at N posts: scripts/bench-blog.ts; unless --sizes, the
 * uncached blog render over loopback and in-process: scripts/bench-render.ts), --no-throughput (skip
 * requests/s against nginx: scripts/bench-throughput.ts, run after the Lighthouse pages unless
 * --sizes), --without-js (Lighthouse also on each page minus its scripts: a control for what
 * the machine costs, scripts/lib/without-scripts.ts). BENCH_PORT (default 4390) is the server's
 * port, the next one the copy's; CHROME_PATH (default /usr/bin/chromium) the browser. Numbers are
 * printed, never asserted: timings depend on the machine and on what else runs on it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { clientDir, projectRoot } from '../server/paths';
import { budgetFor, gzipSize, kB } from './budgets';
import { chromiumPath, lighthouseChromiumFlags } from './lib/chromium';
import { writeBenchRecord } from './lib/bench-records';
import { chunkContents, shortModuleName, type ChunkContents } from './lib/chunk-contents';
import { serveBuild } from './lib/serve';
import { measureVisitorJs, type ViewportName, type VisitorWeight } from './lib/visitor-js';
import { serveWithoutScripts } from './lib/without-scripts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const sizesOnly = args.includes('--sizes');
const withoutJs = args.includes('--without-js') && !sizesOnly;
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

// ---- CSS, from the build; JavaScript, from a browser (below) ----
const gzipOf = new Map<string, number>();
async function gzipped(file: string): Promise<number> {
  let size = gzipOf.get(file);
  if (size === undefined) {
    size = gzipSize(await readFile(path.join(clientDir, file)));
    gzipOf.set(file, size);
  }
  return size;
}

async function cssOf(page: string): Promise<number> {
  const html = await readFile(path.join(clientDir, page, 'index.html'), 'utf8');
  let css = 0;
  for (const [, file] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)) {
    if (file) css += await gzipped(file);
  }
  return css;
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

async function lighthouseMedians(
  origin: string,
  pagesToRun: string[],
): Promise<Map<string, LighthouseMedians>> {
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
  }
  return results;
}

const css = new Map<string, number>();
for (const page of pages) css.set(page, await cssOf(page));

const { origin, stop } = await serveBuild({
  port,
  env: { DATA_DIR: process.env.DATA_DIR ?? '.data-bench' },
});
const weights = new Map<string, Partial<Record<ViewportName, VisitorWeight>>>();
let scores = new Map<string, LighthouseMedians>();
let withoutJsScores = new Map<string, LighthouseMedians>();
try {
  for (const weight of await measureVisitorJs({ origin, pages })) {
    weights.set(weight.path, { ...weights.get(weight.path), [weight.viewport]: weight });
  }
  if (!sizesOnly) scores = await lighthouseMedians(origin, pages);
  if (withoutJs) {
    const copy = await serveWithoutScripts(origin, port + 1, pages);
    try {
      withoutJsScores = await lighthouseMedians(copy.origin, pages);
    } finally {
      await copy.close();
    }
  }
} finally {
  stop();
}
const jsOf = (page: string, viewport: ViewportName) => weights.get(page)?.[viewport]?.bytes ?? NaN;

// ---- what the chunks the pages downloaded are made of ----
const downloaded = new Set<string>();
for (const byViewport of weights.values()) {
  for (const weight of Object.values(byViewport)) {
    for (const file of weight.files) downloaded.add(file.path.replace(/^\/|\?.*$/g, ''));
  }
}
const chunks: ChunkContents[] = [];
for (const file of downloaded) chunks.push(await chunkContents(file));
chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);

// ---- report ----
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot })
  .toString()
  .trim();
const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: projectRoot }).length > 0;
const date = new Date().toISOString();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, Node ${process.version}`;

const kb = (bytes: number) => (bytes / kB).toFixed(1);
const columns = sizesOnly
  ? ['page', 'JS kB phone', 'JS kB desktop', 'budget', 'CSS kB']
  : [
      ...['page', 'JS kB phone', 'JS kB desktop', 'budget', 'CSS kB'],
      ...['Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'CLS'],
      ...(withoutJs ? ['Perf without JS', 'TBT ms without JS'] : []),
    ];
const header = `| ${columns.join(' | ')} |\n|---|${'---:|'.repeat(columns.length - 1)}`;
const rows = pages.map((page) => {
  const budget = budgetFor(page);
  const cells = [
    page,
    kb(jsOf(page, 'phone')),
    kb(jsOf(page, 'desktop')),
    budget === null ? '—' : kb(budget),
    kb(css.get(page) ?? NaN),
  ];
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
  const control = withoutJsScores.get(page);
  if (control)
    cells.push(String(Math.round(control.performance)), String(Math.round(control.tbtMs)));
  return `| ${cells.join(' | ')} |`;
});
console.log(
  `\n${date.slice(0, 10)}, commit ${commit}${dirty ? ' (with uncommitted changes)' : ''}, ${machine}`,
);
if (!sizesOnly)
  console.log(`Lighthouse ${runs} runs per page, medians; mobile, simulated throttling`);
if (withoutJs)
  console.log('Without JS: Lighthouse on the same page with its scripts removed (a control)');
console.log(
  'JS: same-origin JavaScript on the wire (compressed as sent) until idle with no input; CSS: gzip; kB = 1000 bytes',
);
console.log(`\n${header}\n${rows.join('\n')}\n`);

if (sizesOnly) {
  console.log("What the downloaded chunks are made of (gzip; a module's share compressed alone):");
  for (const chunk of chunks) {
    console.log(
      `\n${chunk.file}: ${kb(chunk.gzipBytes)} kB gzip, ${kb(chunk.brotliBytes)} kB brotli, ${kb(chunk.minifiedBytes)} kB minified`,
    );
    if (chunk.gzipBytes < 2 * kB) continue;
    for (const module of chunk.modules.slice(0, 20)) {
      console.log(`  ${kb(module.gzipBytes).padStart(6)}  ${shortModuleName(module.module)}`);
    }
  }
  console.log('');
}

const record = {
  date,
  commit,
  dirty,
  machine,
  lighthouseRuns: sizesOnly ? 0 : runs,
  pages: pages.map((page) => ({
    path: page,
    visitorJsBytes: { phone: jsOf(page, 'phone'), desktop: jsOf(page, 'desktop') },
    visitorJsFiles: {
      phone: weights.get(page)?.phone?.files ?? [],
      desktop: weights.get(page)?.desktop?.files ?? [],
    },
    firstViewCssBytes: css.get(page) ?? null,
    budgetBytes: budgetFor(page),
    lighthouse: scores.get(page) ?? null,
    lighthouseWithoutJs: withoutJsScores.get(page) ?? null,
  })),
  chunks: chunks.map((chunk) => ({ ...chunk, modules: chunk.modules.slice(0, 20) })),
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
    `\`npm run bench -- --runs ${runs}${withoutJs ? ' --without-js' : ''}\` (\`${path.relative(projectRoot, file)}\`). JS: same-origin`,
    'JavaScript on the wire (compressed as sent) from navigation until the page is idle with no',
    'input, in Chromium on a 412 px phone and a 1440 px desktop; CSS gzip; kB = 1000 bytes;',
    `Lighthouse 12 mobile, simulated throttling, median of ${runs}.`,
    '',
    header,
    ...rows,
    '',
    'Lighthouse numbers move from run to run on a 2-core machine, TBT most: the browser, its',
    'raster threads and the server share the cores, and Lighthouse multiplies each task by four.',
    ...(withoutJs
      ? [
          '"Without JS" is Lighthouse on the same page with its scripts removed',
          '(`--without-js`, scripts/lib/without-scripts.ts): a control for what the machine costs.',
        ]
      : []),
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
// The uncached blog render, its API read over loopback HTTP and in-process (bench-render.ts).
if (!sizesOnly) {
  execFileSync('npx', ['tsx', 'scripts/bench-render.ts'], { stdio: 'inherit', cwd: projectRoot });
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

/**
 * npm run check:budgets (CI, after the build): serves the build with `npm start` and opens every
 * public page of the route table, in English, Japanese and German (`--languages all`: all ten),
 * plus a blog post in each, on a 412 px phone and a 1440 px desktop, in Debian's Chromium with no
 * input (scripts/lib/visitor-js.ts). Fails when a page's same-origin JavaScript on the wire is
 * over its budget (scripts/budgets.ts: 130 kB, the blog's too), or when the entry script, which
 * runs before the first paint, is more than a loader. `--pages /,/ja` opens only those.
 * BENCH_PORT chooses the server's port (default: a free one).
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { readClientManifest } from '../server/client-manifest';
import { clientDir } from '../server/paths';
import { isLanguageCode, languageCodes, type LanguageCode } from '../src/config/languages';
import { localizePath, paths } from '../src/config/paths';
import {
  budgetedPages,
  budgetFor,
  entryBudget,
  entryFiles,
  gzipSize,
  kB,
  overBudget,
} from './budgets';
import { serveBuild } from './lib/serve';
import { measureVisitorJs, type VisitorWeight } from './lib/visitor-js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const show = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;

// ---- the entry, from the build: what runs before the first paint must stay a loader ----
const manifest = await readClientManifest();
const entry = entryFiles(manifest);
let entryBytes = 0;
for (const file of entry) entryBytes += gzipSize(await readFile(path.join(clientDir, file)));
console.log(`The entry, before the first paint: ${show(entryBytes)} (limit ${show(entryBudget)}).`);
if (entryBytes > entryBudget) {
  console.error(`The entry imports more than a loader should: ${entry.join(', ')}`);
  process.exit(1);
}

// ---- every budgeted page, as a visitor's browser downloads it ----
const languageOption = option('--languages') ?? 'en,ja,de';
const languages: LanguageCode[] =
  languageOption === 'all'
    ? [...languageCodes]
    : languageOption.split(',').filter((code): code is LanguageCode => isLanguageCode(code));

/** A prerendered post in the language (its directory under dist/client), if any. */
async function postIn(language: LanguageCode): Promise<string | undefined> {
  const blog = localizePath(paths.blog, language);
  const entries = await readdir(path.join(clientDir, blog), { withFileTypes: true }).catch(
    () => [],
  );
  const post = entries.find((entry) => entry.isDirectory());
  return post ? `${blog}/${post.name}` : undefined;
}

const posts = new Map<LanguageCode, string>();
for (const language of languages) {
  const post = await postIn(language);
  if (post) posts.set(language, post);
}
const pages = option('--pages')?.split(',') ?? budgetedPages(languages, posts);

/** A free port on the loopback interface, unless BENCH_PORT names one. */
async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const started = Date.now();
const { origin, stop } = await serveBuild({
  port: await freePort(),
  env: { DATA_DIR: process.env.DATA_DIR ?? '.data-budgets' },
});
let weights: VisitorWeight[];
try {
  console.log(
    `\nSame-origin JavaScript on the wire (compressed as sent, kB = 1000 bytes), from navigation` +
      `\nuntil the page is idle with no input: ${pages.length} pages × phone 412 px, desktop 1440 px`,
  );
  console.log('    phone   desktop    budget  page');
  const byPage = new Map<string, Partial<Record<string, VisitorWeight>>>();
  weights = await measureVisitorJs({
    origin,
    pages,
    // Five pages at once: what is counted is bytes, which a busy machine does not change.
    concurrency: 5,
    onResult: (result) => {
      const row = byPage.get(result.path) ?? {};
      row[result.viewport] = result;
      byPage.set(result.path, row);
      const { phone, desktop } = row;
      if (!phone || !desktop) return;
      const budget = budgetFor(result.path);
      const over = [phone, desktop].some((weight) => budget !== null && weight.bytes > budget);
      console.log(
        `${show(phone.bytes).padStart(9)} ${show(desktop.bytes).padStart(9)} ${(budget === null ? '—' : show(budget)).padStart(9)}  ${result.path}${over ? '  (over budget)' : ''}`,
      );
    },
  });
} finally {
  stop();
}

const notHydrated = weights.filter((weight) => !weight.hydrated);
const over = overBudget(weights.map((weight) => ({ ...weight, budget: budgetFor(weight.path) })));
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\n${weights.length - over.length} of ${weights.length} page views within budget (${seconds} s).`,
);
if (notHydrated.length > 0) {
  console.error(`\n${notHydrated.length} page view(s) never hydrated, so their count is short:`);
  for (const weight of notHydrated) console.error(`  ${weight.path} (${weight.viewport})`);
}
if (over.length > 0) {
  console.error(`\n${over.length} page view(s) over budget:`);
  for (const weight of over) {
    console.error(
      `  ${weight.path} (${weight.viewport}): ${show(weight.bytes)} > ${show(weight.budget ?? 0)}`,
    );
    for (const file of weight.files) {
      console.error(`    ${show(file.bytes).padStart(9)}  ${file.path} (${file.encoding})`);
    }
  }
}
if (over.length > 0 || notHydrated.length > 0) process.exit(1);
console.log('Every page is within its budget on both viewports.');
process.exit(0);

/**
 * npm run check:budgets (CI, after the build): fails when a prerendered page, in any language,
 * downloads more first-view JavaScript than CI allows it (scripts/budgets.ts: the page's budget,
 * or a page's interim ceiling while it is not there yet). Prints the heaviest page of each kind;
 * `--all` prints every page.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readClientManifest } from '../server/client-manifest';
import { clientDir } from '../server/paths';
import { splitLanguagePrefix } from '../src/config/paths';
import {
  budgetFor,
  ceilingFor,
  entryBudget,
  entryFiles,
  firstViewFiles,
  gzipSize,
  kB,
  overBudget,
  type PageWeight,
} from './budgets';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** /de/pricing/index.html → /de/pricing; /de/404.html → /de/__not-found__. */
function urlPathOf(file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join('/');
  const page = relative
    .replace(/(^|\/)index\.html$/, '')
    .replace(/(^|\/)404\.html$/, '$1__not-found__');
  return `/${page}`.replace(/\/$/, '') || '/';
}

/** The kind of page: its neutral path, with blog posts as one kind. */
function kindOf(urlPath: string): string {
  return splitLanguagePrefix(urlPath).path.replace(
    /^\/resources\/blog\/[^/]+$/,
    '/resources/blog/:slug',
  );
}

const manifest = await readClientManifest();
const sizes = new Map<string, number>();
const sizeOf = async (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSize(await readFile(path.join(clientDir, file)));
    sizes.set(file, size);
  }
  return size;
};

const pages: PageWeight[] = [];
for (const file of (await htmlFiles(clientDir)).sort()) {
  const urlPath = urlPathOf(file);
  const files = firstViewFiles(await readFile(file, 'utf8'), manifest);
  let bytes = 0;
  for (const js of files) bytes += await sizeOf(js);
  pages.push({
    path: urlPath,
    bytes,
    budget: budgetFor(urlPath),
    ceiling: ceilingFor(urlPath),
    files,
  });
}

const show = (value: number) => `${(value / kB).toFixed(1)} kB`;
const printAll = process.argv.includes('--all');
const printed = new Set<string>();
console.log(`First-view JavaScript (gzip, kB = 1000 bytes) of ${pages.length} prerendered pages`);
console.log('   weight    budget   CI limit  page (heaviest language)');
for (const page of [...pages].sort((a, b) => b.bytes - a.bytes)) {
  const kind = kindOf(page.path);
  if (!printAll && printed.has(kind)) continue;
  printed.add(kind);
  const budget = page.budget === null ? '—' : show(page.budget);
  const ceiling = page.ceiling === null ? '—' : show(page.ceiling);
  const mark = page.budget !== null && page.bytes > page.budget ? ' (over budget)' : '';
  console.log(
    `  ${show(page.bytes).padStart(9)} ${budget.padStart(9)} ${ceiling.padStart(9)}  ${page.path}${mark}`,
  );
}

const within = pages.filter((page) => page.budget !== null && page.bytes <= page.budget).length;
const budgeted = pages.filter((page) => page.budget !== null).length;
console.log(`\n${within} of ${budgeted} budgeted pages are within their first-view budget.`);

const entry = entryFiles(manifest);
let entryBytes = 0;
for (const file of entry) entryBytes += await sizeOf(file);
console.log(`The entry, before the first paint: ${show(entryBytes)} (limit ${show(entryBudget)}).`);
if (entryBytes > entryBudget) {
  console.error(`The entry imports more than a loader should: ${entry.join(', ')}`);
  process.exit(1);
}

const over = overBudget(pages);
if (over.length > 0) {
  console.error(`\n${over.length} page(s) over their CI limit:`);
  for (const page of over) {
    console.error(`  ${page.path}: ${show(page.bytes)} > ${show(page.ceiling ?? 0)}`);
    for (const file of page.files) {
      console.error(`    ${show(await sizeOf(file)).padStart(9)}  ${file}`);
    }
  }
  process.exit(1);
}
console.log('Every page is within its CI limit.');

/**
 * npm run check:budgets (CI, after the build): fails when any prerendered page, in any language,
 * downloads more first-view JavaScript than its budget (scripts/budgets.ts). `--all` prints every
 * page instead of one line per neutral path.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readClientManifest } from '../server/client-manifest';
import { clientDir } from '../server/paths';
import {
  budgetFor,
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

/** /de/pricing/index.html → /de/pricing; /de/404.html → /de/404. */
function urlPathOf(file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join('/');
  const withoutIndex = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutIndex}`;
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
  pages.push({ path: urlPath, bytes, budget: budgetFor(urlPath), files });
}

const show = (value: number) => `${(value / kB).toFixed(1)} kB`;
const printAll = process.argv.includes('--all');
const printed = new Set<string>();
console.log(`First-view JavaScript (gzip) of ${pages.length} prerendered pages`);
for (const page of [...pages].sort((a, b) => b.bytes - a.bytes)) {
  const shape = page.path.replace(/^\/(de|es|fr|it|ja|ko|nl|pt|zh)(?=\/|$)/, '/:lang');
  if (!printAll && printed.has(shape)) continue;
  printed.add(shape);
  const budget = page.budget === null ? 'no budget' : `budget ${show(page.budget)}`;
  console.log(`  ${show(page.bytes).padStart(9)}  ${budget.padEnd(17)} ${page.path}`);
}

const over = overBudget(pages);
if (over.length > 0) {
  console.error(`\n${over.length} page(s) over their first-view JavaScript budget:`);
  for (const page of over) {
    console.error(`  ${page.path}: ${show(page.bytes)} > ${show(page.budget ?? 0)}`);
    for (const file of page.files) console.error(`    ${show(await sizeOf(file)).padStart(9)}  ${file}`);
  }
  process.exit(1);
}
console.log('Every page is within its budget.');

/**
 * First-view JavaScript budgets, computed from the build rather than from a timing:
 * a page's first view is every script its prerendered HTML names (the entry and each
 * modulepreload) plus, through Vite's manifest, every chunk those import statically. Sizes are
 * gzip as the server sends them.
 */
import { gzipSync } from 'node:zlib';
import { splitLanguagePrefix } from '../src/config/paths';
import { chunkClosure, type ClientManifest } from '../src/lib/client-manifest';
import { pageModulesElementId } from '../src/lib/page-modules';

export const kB = 1000;

/** Budget in bytes for a public page by its language-neutral path; null means not budgeted. */
export function budgetFor(urlPath: string): number | null {
  const { path } = splitLanguagePrefix(urlPath);
  // The admin is behind sign-in and runs the editor, supabase-js and the auth client by design.
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  if (path === '/resources/blog' || path.startsWith('/resources/blog/')) return 170 * kB;
  return 130 * kB;
}

/**
 * What CI enforces today. A page that does not meet its budget yet has an interim ceiling at
 * about what it weighs now, so it cannot grow while it waits for its share of the work:
 * lower a ceiling whenever a page gets lighter, and delete it once the page is within budget.
 */
const interimCeilings: readonly (readonly [RegExp, number])[] = []; // every page is within budget

export function ceilingFor(urlPath: string): number | null {
  const budget = budgetFor(urlPath);
  if (budget === null) return null;
  const { path } = splitLanguagePrefix(urlPath);
  const interim = interimCeilings.find(([pattern]) => pattern.test(path))?.[1] ?? 0;
  return Math.max(budget, interim);
}

/**
 * Same-origin script files an HTML page loads before any interaction, without the slash: module
 * scripts, modulepreloads, and the page modules src/boot.ts preloads after the first paint.
 */
export function scriptsNamedIn(html: string): string[] {
  const files = new Set<string>();
  const tag = /<(script|link)\b[^>]*>/gi;
  for (const [element, name = ''] of html.matchAll(tag)) {
    const isScript = name.toLowerCase() === 'script' && /\btype="module"/.test(element);
    const isPreload = name.toLowerCase() === 'link' && /\brel="modulepreload"/.test(element);
    if (!isScript && !isPreload) continue;
    const url = /\b(?:src|href)="\/(?!\/)([^"]+\.js)"/.exec(element)?.[1];
    if (url) files.add(url);
  }
  const listed = new RegExp(
    `<script type="application/json" id="${pageModulesElementId}">([^<]*)</script>`,
  ).exec(html)?.[1];
  for (const file of listed ? (JSON.parse(listed) as string[]) : []) {
    if (file.startsWith('/') && !file.startsWith('//')) files.add(file.slice(1));
  }
  return [...files];
}

/**
 * Every JS file of the first view: the named ones, the static imports they pull in, and the app
 * the entry imports dynamically once the page has painted (src/boot.ts), with its imports.
 */
export function firstViewFiles(html: string, manifest: ClientManifest): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const named = scriptsNamedIn(html);
  const keys = named.flatMap((file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${file} is named in the page but missing from the manifest`);
    const chunk = manifest[key];
    return [key, ...(chunk?.isEntry ? (chunk.dynamicImports ?? []) : [])];
  });
  return chunkClosure(manifest, keys).js;
}

/**
 * What the entry script (src/boot.ts) may weigh with its static imports, in bytes: it runs
 * before the first paint is reported, so it must stay a loader. The app comes after the paint.
 */
export const entryBudget = 3 * kB;

/** The entry chunks and everything they import statically: what runs before the first paint. */
export function entryFiles(manifest: ClientManifest): string[] {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  return chunkClosure(manifest, entries).js;
}

export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content).length;
}

export interface PageWeight {
  path: string;
  bytes: number;
  budget: number | null;
  ceiling: number | null;
  files: string[];
}

/** Pages over what CI allows them, heaviest overshoot first. */
export function overBudget(pages: readonly PageWeight[]): PageWeight[] {
  return pages
    .filter((page) => page.ceiling !== null && page.bytes > page.ceiling)
    .sort((a, b) => b.bytes - (b.ceiling ?? 0) - (a.bytes - (a.ceiling ?? 0)));
}

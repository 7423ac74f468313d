/**
 * JavaScript budgets: what a page may make a visitor download, compressed, from navigation until
 * it is idle with no input (measured in a browser: scripts/lib/visitor-js.ts), and the pages
 * `npm run check:budgets` opens. Also, from the build alone: the scripts a prerendered page names
 * and the entry's weight, which must stay a loader.
 */
import { gzipSync } from 'node:zlib';
import type { LanguageCode } from '../src/config/languages';
import { localizePath, splitLanguagePrefix } from '../src/config/paths';
import { staticPublicPaths } from '../src/config/routes';
import { chunkClosure, type ClientManifest } from '../src/lib/client-manifest';
import { pageModulesElementId } from '../src/lib/page-modules';

export const kB = 1000;

/** Budget in bytes for a public page (the blog's too) by its path; null means not budgeted. */
export function budgetFor(urlPath: string): number | null {
  const { path } = splitLanguagePrefix(urlPath);
  // The admin is behind sign-in and runs the editor, supabase-js and the auth client by design.
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  return 130 * kB;
}

/**
 * The one page over 130 kB: a static host's blog list reads fresh posts from Supabase with all of
 * supabase-js once the build's copy is 30 s old (docs/deployment.md), about 164 kB in all. Held
 * here so it cannot grow while the list learns to read with the REST client alone.
 */
export const staticHostFreshListBudget = 170 * kB;

/** An opening `<script>` or `<link>` tag, with the element's name as the first group. */
const scriptOrLinkTag = /<(script|link)\b[^>]*>/gi;

/** Whether an opening tag (`scriptOrLinkTag`) loads JavaScript: a module script or its preload. */
export function isModuleTag(element: string, name: string): boolean {
  const lower = name.toLowerCase();
  return (
    (lower === 'script' && /\btype="module"/.test(element)) ||
    (lower === 'link' && /\brel="modulepreload"/.test(element))
  );
}

/**
 * Same-origin script files an HTML page loads before any interaction, without the slash: module
 * scripts, modulepreloads, and the page modules src/boot.ts preloads after the first paint.
 */
export function scriptsNamedIn(html: string): string[] {
  const files = new Set<string>();
  for (const [element, name = ''] of html.matchAll(scriptOrLinkTag)) {
    if (!isModuleTag(element, name)) continue;
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

/** A page as a visitor's browser weighed it (scripts/lib/visitor-js.ts), with its budget. */
export interface PageWeight {
  path: string;
  bytes: number;
  budget: number | null;
}

/** Pages over their budget, heaviest overshoot first; unbudgeted pages never are. */
export function overBudget<Page extends PageWeight>(pages: readonly Page[]): Page[] {
  return pages
    .filter((page) => page.budget !== null && page.bytes > page.budget)
    .sort((a, b) => b.bytes - (b.budget ?? 0) - (a.bytes - (a.budget ?? 0)));
}

/**
 * The pages the budget check opens: every public route of the table in each of `languages`,
 * plus one blog post per language (`posts`: language → a prerendered post's path).
 */
export function budgetedPages(
  languages: readonly LanguageCode[],
  posts: ReadonlyMap<LanguageCode, string> = new Map(),
): string[] {
  return languages.flatMap((language) => [
    ...staticPublicPaths.map((path) => localizePath(path, language)),
    ...(posts.has(language) ? [posts.get(language)!] : []),
  ]);
}

import type * as ServerEntryModule from '../src/entry-server';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageCodes } from '../src/config/languages';
import { localizePath } from '../src/config/paths';
import { adminPaths, staticPublicPaths } from '../src/config/routes';
import type { Env } from '../src/config/env-schema';
import { readClientManifest } from './client-manifest';
import { renderDocument } from './render-document';
import { headersFile, vercelConfig } from './security-headers';
import { catalogues } from '../src/i18n/locales/all';
import { createApiClient, embeddedAnonKey } from '../src/lib/supabase';
import { getFeedPosts, getSitemapPosts } from './blog-index';
import { fetchCategoryNames } from '../src/lib/posts/fetch-category-names';
import { buildFeed, feedPath } from './feed';
import { buildRobots, sitemapFiles } from './sitemap';
import { clientDir, notFoundFile, serverEntryPath, templatePath } from './paths';

type ServerEntry = typeof ServerEntryModule;

/** The file a static host serves for a URL path: /de/pricing → de/pricing/index.html. */
export function fileForPath(urlPath: string): string {
  return path.join(clientDir, urlPath, 'index.html');
}

/** React's mark for a part whose server render threw, sent with its fallback instead. */
const clientRenderedBoundary = '<!--$!-->';

/**
 * Writes static HTML for every public route in every language, each post where the lists link it,
 * the admin shells, a not-found page per language (404.html, which static hosts serve with HTTP
 * 404), and _redirects for /en.
 */
export async function prerender(options: {
  env: Env;
  apiOrigin?: string;
  /** Post pages at the addresses the blog lists link to (any other is rendered on request). */
  postUrls?: readonly string[];
}): Promise<string[]> {
  const entry = (await import(pathToFileURL(serverEntryPath).href)) as ServerEntry;
  if (options.apiOrigin) entry.setServerApiOrigin(options.apiOrigin);
  const template = await readFile(templatePath, 'utf8');
  entry.setClientManifest(await readClientManifest(), template);
  const written: string[] = [];

  const write = async (url: string, file: string, expectedStatus: number) => {
    const result = await entry.render(url, { prerendered: true });
    if (result.kind === 'page' && result.dataFailure === 'unavailable') {
      // The API is down during the build: the page keeps its loading state, which the browser
      // retries; `npm start` renders it from the database anyway.
      console.warn(`${url}: its data could not be read; prerendered in its loading state`);
    } else if (result.kind !== 'page' || result.status !== expectedStatus) {
      throw new Error(`Prerendering ${url} gave ${result.kind} ${result.status}`);
    }
    const html = renderDocument(template, result);
    // renderToString reports such a part nowhere else. A published page is whole or the build stops.
    if (html.includes(clientRenderedBoundary)) {
      const problems = await entry.explainFailedParts(url);
      throw new Error(
        `Prerendering ${url}: a part failed on the server and would be sent as its fallback:\n` +
          (problems.join('\n\n') || '(the second render to find out why succeeded)'),
      );
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    written.push(url);
  };

  for (const language of languageCodes) {
    for (const neutral of [...staticPublicPaths, ...adminPaths]) {
      const url = localizePath(neutral, language);
      await write(url, fileForPath(url), 200);
    }
    const notFoundUrl = localizePath('/__not-found__', language);
    await write(notFoundUrl, notFoundFile(language), 404);
  }

  for (const url of options.postUrls ?? []) await write(url, fileForPath(url), 200);

  await writeBlogIndexes(options);
  await writeFile(path.join(clientDir, 'robots.txt'), buildRobots());

  // Static hosts that read _redirects (Netlify, Cloudflare Pages) canonicalise /en/... too.
  await writeFile(path.join(clientDir, '_redirects'), '/en / 301\n/en/* /:splat 301\n');
  // The same security headers npm start sends, for Netlify / Cloudflare Pages and for Vercel.
  await writeFile(path.join(clientDir, '_headers'), headersFile(options.env));
  await writeFile(path.join(clientDir, 'vercel.json'), vercelConfig(options.env));
  return written;
}

/**
 * The sitemap index with its children, and the RSS feed of each language. Without an API to read
 * the posts (a build with the backend down), the sitemap lists the pages only and the feeds are
 * left out; `npm start` serves both live anyway.
 */
async function writeBlogIndexes(options: { env: Env; apiOrigin?: string }): Promise<void> {
  const client = options.apiOrigin
    ? createApiClient(options.apiOrigin, options.env.VITE_SUPABASE_ANON_KEY ?? embeddedAnonKey)
    : undefined;
  let posts: Awaited<ReturnType<typeof getSitemapPosts>> = [];
  try {
    if (client) posts = await getSitemapPosts(client);
  } catch (error) {
    console.warn(`The sitemap lists no posts: ${String(error)}`);
  }
  for (const [name, xml] of sitemapFiles(staticPublicPaths, posts)) {
    await writeFile(path.join(clientDir, name), xml);
  }
  if (!client) return;
  for (const language of languageCodes) {
    try {
      const feed = buildFeed(
        language,
        catalogues[language],
        ...(await Promise.all([getFeedPosts(client, language), fetchCategoryNames(client)])),
      );
      const file = path.join(clientDir, localizePath(feedPath, language));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, feed);
    } catch (error) {
      console.warn(`No ${language} feed written: ${String(error)}`);
    }
  }
}

import type * as ServerEntryModule from '../src/entry-server';
import compression from 'compression';
import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchPath } from 'react-router-dom';
import sirv from 'sirv';
import {
  defaultLanguage,
  isLanguageCode,
  languageCodes,
  type LanguageCode,
} from '../src/config/languages';
import { localizePath, paths, previewParam, splitLanguagePrefix } from '../src/config/paths';
import { pageRoutes, staticPublicPaths, type PageRoute } from '../src/config/routes';
import { catalogues } from '../src/i18n/locales/all';
import { blogListSearch, readBlogListParams } from '../src/features/blog/lib/list-params';
import { createApiClient, embeddedAnonKey } from '../src/lib/supabase';
import type { Env } from '../src/config/env-schema';
import { isApiPath, type EmbeddedBackend, readBody } from '../supabase/embedded';
import { isHttpsRequest } from './http';
import { countPosts, getFeedPosts, getSitemapPosts } from './blog-index';
import { startChangePoll } from './change-poll';
import {
  blogChangesChannel,
  cacheTags,
  changedTags,
  isCategoryNamesChange,
  parseBlogChange,
  type BlogChange,
  type PostVersion,
} from './blog-changes';
import { fetchCategoryNames } from '../src/lib/posts/fetch-category-names';
import { buildFeed, feedPath } from './feed';
import { createPageCache, type Partition, type Rendered } from './page-cache';
import { createScheduledPublications } from './scheduled-publications';
import { renderDocument } from './render-document';
import { prepare, send } from './representation';
import {
  buildPagesSitemap,
  buildPostsSitemaps,
  buildSitemapIndex,
  maxUrlsPerSitemap,
  pagesSitemap,
  postsSitemap,
} from './sitemap';
import { securityHeaders } from './security-headers';
import { readClientManifest } from './client-manifest';
import { createStaticPages } from './static-pages';
import { clientDir, serverEntryPath, templatePath } from './paths';

type ServerEntry = typeof ServerEntryModule;
type Page = Extract<Awaited<ReturnType<ServerEntry['render']>>, { kind: 'page' }>;
type Next = (error?: unknown) => void;

export interface SiteServerOptions {
  /** The embedded backend; absent in hosted mode (the API is Supabase's). */
  backend?: EmbeddedBackend;
  /**
   * Host names this server answers besides loopback (the listen address, the site's own host,
   * ALLOWED_HOSTS). Anything else gets 403, so a DNS-rebinding page cannot use the local API.
   */
  allowedHosts?: readonly string[];
  /** The configuration the security headers are derived from. */
  env: Env;
  /** Reverse proxies in front of this server whose X-Forwarded-* headers are believed. */
  trustedProxyHops?: number;
  /**
   * Set while the embedded seed accounts keep their published passwords: requests under any
   * non-loopback Host (a reverse proxy, a LAN name) are refused with this message, since whoever
   * reaches the server that way could sign in as the admin.
   */
  refuseNonLoopback?: string;
  /**
   * The shared secret of the purge webhook (REVALIDATE_SECRET): a Supabase database webhook on
   * blog_posts POSTs each change to /api/revalidate with `Authorization: Bearer <secret>`.
   * Without it the endpoint does not exist.
   */
  revalidateSecret?: string;
  /**
   * Where renders and feeds read the embedded API; defaults to this server itself. (The build
   * reads through a server of its own; a test points it at an API that is down.)
   */
  apiOrigin?: string;
}

/** Where a Supabase database webhook announces changes in hosted mode. */
export const revalidatePath = '/api/revalidate';

/**
 * How long rendered answers stay fresh. Embedded, every write reaches this server and drops what
 * it changed at once, so the time-to-live is only a safety net. Hosted, writes go to Supabase:
 * without the webhook an answer is re-rendered once a minute at most, serving the old one
 * meanwhile, so Supabase sees one render per page per minute, not one per visit.
 */
const freshness = {
  embedded: { ttlMs: 10 * 60_000, staleMs: 60 * 60_000 },
  hosted: { ttlMs: 60_000, staleMs: 10 * 60_000 },
};

const cacheControl = {
  /** Marketing pages change only with a deploy: always revalidated, answered 304 when unchanged. */
  page: 'public, no-cache',
  /** The blog: CDNs may keep it a minute and serve it stale while they fetch it again. */
  blog: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  feed: 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
  none: 'no-store',
};

const htmlType = 'text/html; charset=utf-8';
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The Host header's name without the port. */
function hostName(header: string | undefined): string {
  if (!header) return '';
  return header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0]!;
}

/** C0 controls and DEL: never part of a real address, never echoed into a page. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether the URL's path or query holds a control character once decoded (or cannot be). */
function isMalformed(url: URL): boolean {
  try {
    if (hasControlCharacter(decodeURIComponent(url.pathname))) return true;
  } catch {
    return true; // broken percent-encoding
  }
  for (const [name, value] of url.searchParams) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
  }
  return false;
}

/** Routes that answer `?preview` at their own address (an admin's view of a draft). */
const previewRoutes = pageRoutes
  .filter((route: PageRoute) => route.preview)
  .map((route) => route.path);

/** Routes the build cannot prerender (an admin edit URL holds a post id): rendered per request. */
const parameterRoutes = pageRoutes
  .filter((route) => route.kind === 'admin' && route.path.includes(':'))
  .map((route) => route.path);

/**
 * Serves the build: hashed assets with long caching and every prerendered page like a file (both
 * precompressed at build time, ETag and 304s); /en/... redirected to the bare URL; the blog, its
 * feeds and sitemaps rendered from the database, cached and served the same way until a write
 * changes them (page-cache.ts, blog-changes.ts); the API of the embedded backend.
 */
export async function createSiteHandler(options: SiteServerOptions & { origin: string }) {
  const template = await readFile(templatePath, 'utf8');
  const entry = (await import(pathToFileURL(serverEntryPath).href)) as ServerEntry;
  // Server renders of blog pages call the embedded API on this same server.
  const apiOrigin = options.apiOrigin ?? options.origin;
  entry.setServerApiOrigin(apiOrigin);
  entry.setClientManifest(await readClientManifest(), template);
  const assets = sirv(clientDir, {
    dev: false,
    etag: true,
    // The build wrote .br and .gz beside each compressible file.
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders(res, pathname) {
      // Static copies (/index.html, /404.html) are HTML too: same type and caching as pages.
      if (pathname.endsWith('.html')) res.setHeader('Cache-Control', cacheControl.page);
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // Only API answers are compressed per request; everything else was compressed ahead of time.
  const compress = compression();
  const staticPages = createStaticPages();
  const hosted = Boolean(options.env.VITE_SUPABASE_URL);
  const cache = createPageCache({
    maxBytes: 64 * 1024 * 1024,
    maxSearchBytes: 16 * 1024 * 1024,
    ...freshness[hosted ? 'hosted' : 'embedded'],
  });

  /**
   * A post whose scheduled date has come changes no row, so no write announces it: the timer
   * does, dropping what it touches and rendering the blog pages, the feed and the sitemap that
   * now list it, so the first reader after that moment gets them from memory.
   */
  const scheduled = createScheduledPublications((versions) => {
    for (const version of versions) {
      cache.invalidate(changedTags({ type: 'UPDATE', record: version }));
    }
    for (const pathname of goLivePages(versions)) {
      warm(pathname).catch((error: unknown) =>
        console.error('[scheduled publication] rendering', pathname, error),
      );
    }
  });

  function applyChange(change: BlogChange): number {
    scheduled.track(change);
    return cache.invalidate(changedTags(change));
  }

  function invalidate(payload: unknown) {
    if (isCategoryNamesChange(payload)) {
      cache.clear();
      return;
    }
    const change = parseBlogChange(payload);
    if (change) applyChange(change);
  }
  // Delivered when the writing transaction commits, before its answer leaves this server, so
  // the next request after a save renders the new version.
  await options.backend?.database.listen(blogChangesChannel, (payload) => {
    try {
      invalidate(JSON.parse(payload));
    } catch {
      cache.clear(); // unreadable: drop everything rather than serve what may be stale
    }
  });

  // Posts scheduled before this start; later ones arrive with the change announcements. (Hosted,
  // the anonymous API cannot see them: a restart learns of them from the next webhook, and the
  // minute-long freshness bounds how late one can be.)
  if (options.backend) {
    const { rows } = await options.backend.database.query<PostVersion>(
      `select id, slug, language, translation_of, status,
              to_json(published_at)#>>'{}' as published_at
       from public.blog_posts where status <> 'draft' and published_at > now()`,
    );
    for (const record of rows) scheduled.track({ type: 'INSERT', record });
  }

  /*
   * Feeds and sitemaps are read through the API with the anonymous key: only what is public.
   */
  const api = createApiClient(
    options.env.VITE_SUPABASE_URL ?? apiOrigin,
    options.env.VITE_SUPABASE_ANON_KEY ?? embeddedAnonKey,
  );

  // Hosted, every instance looks for changes itself: the webhook reaches only one of them.
  const changePoll = options.backend
    ? undefined
    : startChangePoll({ api, onChange: applyChange, onUnknownChange: () => cache.clear() });

  async function renderPage(
    url: string,
    cacheControlValue: string,
    { noindex = false } = {},
  ): Promise<Rendered> {
    const result = await entry.render(url);
    if (result.kind === 'redirect') {
      throw new Error(`Unexpected redirect from ${url} to ${result.location}`);
    }
    return {
      representation: await prepare(renderDocument(template, result), {
        status: result.status,
        headers: {
          'Content-Type': htmlType,
          'Cache-Control': result.status >= 500 ? cacheControl.none : cacheControlValue,
          ...(noindex || result.status >= 400 ? { 'X-Robots-Tag': 'noindex' } : {}),
          ...(result.status === 503 ? { 'Retry-After': '5' } : {}),
        },
        // Rendered on request: quick brotli, still far smaller than gzip.
        quality: 6,
      }),
      tags: renderTags(result),
      // A page whose data failed is never kept: the next visitor tries again.
      ...(result.dataFailure === 'unavailable' ? { ttlMs: 0 } : {}),
    };
  }

  function renderTags(result: Page): string[] {
    const subject = result.subject;
    if (subject?.kind === 'blog-list') return [cacheTags.list(subject.language)];
    if (subject?.kind === 'blog-post') {
      return [
        cacheTags.post(subject.slugOrId),
        ...(subject.groupId ? [cacheTags.group(subject.groupId)] : []),
      ];
    }
    return [];
  }

  function xml(body: string, tags: string[], type = 'application/xml'): Promise<Rendered> {
    return prepare(body, {
      headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cacheControl.feed },
      quality: 9,
    }).then((representation) => ({ representation, tags }));
  }

  /** A cached answer, with how it was found (X-Cache: HIT, STALE or MISS, as CDNs say it). */
  async function sendCached(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    partition: Partition,
    render: () => Promise<Rendered>,
  ) {
    const { representation, state } = await cache.get(key, partition, render);
    res.setHeader('X-Cache', state.toUpperCase());
    return send(req, res, representation);
  }

  async function notFound(
    req: IncomingMessage,
    res: ServerResponse,
    language: LanguageCode | undefined,
    status = 404,
  ) {
    const file =
      !language || language === defaultLanguage
        ? path.join(clientDir, '404.html')
        : path.join(clientDir, language, '404.html');
    const page = await staticPages.get(
      file,
      { 'Content-Type': htmlType, 'Cache-Control': cacheControl.none, 'X-Robots-Tag': 'noindex' },
      status,
    );
    if (page) return send(req, res, page);
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Robots-Tag': 'noindex',
    });
    res.end(status === 400 ? 'Bad request' : 'Not found');
  }

  const sitemapName = /^\/sitemap(?:-posts-(\d{1,4}))?\.xml$/;

  /** The feeds and sitemaps, or undefined when `pathname` is neither. */
  function blogIndex(
    pathname: string,
  ): { key: string; render: () => Promise<Rendered> } | undefined {
    const { language, path: neutral } = splitLanguagePrefix(pathname);
    if (neutral === feedPath && language !== defaultLanguage) {
      const feedLanguage = language ?? defaultLanguage;
      return {
        key: `feed ${feedLanguage}`,
        render: async () =>
          xml(
            buildFeed(
              feedLanguage,
              catalogues[feedLanguage],
              ...(await Promise.all([getFeedPosts(api, feedLanguage), fetchCategoryNames(api)])),
            ),
            [cacheTags.feed(feedLanguage)],
            'application/rss+xml',
          ),
      };
    }
    if (pathname === `/${pagesSitemap}`) {
      return { key: pagesSitemap, render: () => xml(buildPagesSitemap(staticPublicPaths), []) };
    }
    const match = sitemapName.exec(pathname);
    if (!match) return undefined;
    if (!match[1]) {
      // The index needs only how many posts there are, never the posts themselves.
      return {
        key: 'sitemap.xml',
        render: async () => {
          const files = Math.max(1, Math.ceil((await countPosts(api)) / maxUrlsPerSitemap));
          const names = Array.from({ length: files }, (_, index) => postsSitemap(index + 1));
          return xml(buildSitemapIndex([pagesSitemap, ...names]), [cacheTags.sitemap]);
        },
      };
    }
    const index = Number(match[1]);
    return {
      key: `sitemap-posts ${index}`,
      render: async () => {
        const file = buildPostsSitemaps(await getSitemapPosts(api))[index - 1];
        if (!file) {
          return {
            representation: await prepare('Not found', {
              status: 404,
              headers: {
                'Content-Type': 'text/plain; charset=utf-8',
                'Cache-Control': cacheControl.feed,
              },
            }),
            tags: [cacheTags.sitemap],
          };
        }
        return xml(file, [cacheTags.sitemap]);
      },
    };
  }

  /**
   * What the blog answers from the cache: feeds and sitemaps, list pages and posts, rendered
   * from the database and kept until a change touches them. Undefined for anything else.
   */
  function cachedAnswer(
    pathname: string,
    search: URLSearchParams,
  ): { key: string; partition: Partition; render: () => Promise<Rendered> } | undefined {
    const index = blogIndex(pathname);
    if (index) return { ...index, partition: 'pages' };
    const { path: neutral } = splitLanguagePrefix(pathname);
    if (neutral === paths.blog) {
      const list = readBlogListParams(search);
      // One entry per list page however its URL is spelt (order, unknown parameters).
      const key = `${pathname}${blogListSearch(list)}`;
      const partition: Partition = list.search ? 'searches' : 'pages';
      return { key, partition, render: () => renderPage(key, cacheControl.blog) };
    }
    if (neutral.startsWith(`${paths.blog}/`)) {
      return {
        key: pathname,
        partition: 'pages',
        render: () => renderPage(pathname, cacheControl.blog),
      };
    }
    return undefined;
  }

  /** Renders a cached answer ahead of any request (a scheduled post just went live). */
  async function warm(pathname: string): Promise<void> {
    const cached = cachedAnswer(pathname, new URLSearchParams());
    if (cached) await cache.get(cached.key, cached.partition, cached.render);
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    // A target starting with // would parse as another host; repeated slashes (and the
    // backslashes URL turns into slashes) are collapsed so no redirect can leave this site.
    const url = new URL((req.url ?? '/').replace(/^[/\\]+/, '/'), 'http://localhost');
    const collapsed = url.pathname.replace(/\/{2,}/g, '/');
    const pathname = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
    const { language, path: neutral } = splitLanguagePrefix(pathname);

    if (isMalformed(url)) return notFound(req, res, language, 400);
    if (pathname === '/en' || pathname.startsWith('/en/')) {
      res.writeHead(301, { Location: `${neutral}${url.search}` }).end();
      return;
    }
    if (pathname !== url.pathname) {
      res.writeHead(301, { Location: `${pathname}${url.search}` }).end();
      return;
    }

    if (
      url.searchParams.has(previewParam) &&
      previewRoutes.some((pattern) => matchPath(pattern, neutral))
    ) {
      // An admin's preview: the wait for the browser's admin check, rendered per request, never
      // kept (the public page at this address is) and never indexed. Other parameters are dropped.
      const rendered = await renderPage(`${pathname}?${previewParam}`, cacheControl.none, {
        noindex: true,
      });
      return send(req, res, rendered.representation);
    }

    const cached = cachedAnswer(pathname, url.searchParams);
    if (cached) return sendCached(req, res, cached.key, cached.partition, cached.render);

    // Everything else is a file of the build: assets by sirv, pages from memory.
    const servedByAssets = await new Promise<boolean>((resolve) => {
      res.once('close', () => resolve(true));
      assets(req, res, () => resolve(false));
    });
    if (servedByAssets) return;
    const file = path.join(clientDir, pathname, 'index.html');
    const page = pathname.includes('..')
      ? undefined
      : await staticPages.get(file, {
          'Content-Type': htmlType,
          'Cache-Control': cacheControl.page,
        });
    if (page) return send(req, res, page);
    if (parameterRoutes.some((pattern) => matchPath(pattern, neutral))) {
      const rendered = await renderPage(`${pathname}${url.search}`, cacheControl.none);
      return send(req, res, rendered.representation);
    }
    return notFound(req, res, language);
  }

  async function revalidate(req: IncomingMessage, res: ServerResponse) {
    const secret = options.revalidateSecret;
    const given = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${secret}`);
    if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('A valid Authorization: Bearer <REVALIDATE_SECRET> is required');
      return;
    }
    const body = await readBody(req, 64 * 1024);
    let payload: unknown;
    try {
      payload = body.ok ? JSON.parse(body.body.toString('utf8')) : undefined;
    } catch {
      payload = undefined;
    }
    if (isCategoryNamesChange(payload)) {
      const { entries } = cache.stats();
      cache.clear();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ invalidated: entries }));
      return;
    }
    const change = parseBlogChange(payload);
    if (!change) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(
        'Expected a Supabase database webhook payload for the blog_posts or blog_category_names table',
      );
      return;
    }
    const dropped = applyChange(change);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ invalidated: dropped }));
  }

  const allowedHosts = new Set([...loopbackHosts, ...(options.allowedHosts ?? [])]);

  const hops = options.trustedProxyHops ?? 0;
  const headers = {
    http: securityHeaders(options.env, { https: false }),
    https: securityHeaders(options.env, { https: true }),
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    // Every response gets the policy, whatever answers it (page, static file, API, error): a
    // header only on the rendered pages left the static HTML copies without it.
    for (const [name, value] of Object.entries(
      headers[isHttpsRequest(req, hops) ? 'https' : 'http'],
    )) {
      res.setHeader(name, value);
    }
    const host = hostName(req.headers.host).toLowerCase();
    if (!allowedHosts.has(host)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Unknown host: add it to ALLOWED_HOSTS to serve it.');
      return;
    }
    if (options.refuseNonLoopback && !loopbackHosts.includes(host)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(options.refuseNonLoopback);
      return;
    }
    const fail: Next = (error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    };
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (options.backend && isApiPath(pathname)) {
      const backend = options.backend;
      compress(req as never, res as never, () =>
        backend.handle(req, res, (error) =>
          error ? fail(error) : notFound(req, res, undefined).catch(fail),
        ),
      );
      return;
    }
    if (pathname === revalidatePath && req.method === 'POST') {
      revalidate(req, res).catch(fail);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    serve(req, res).catch(fail);
  };
  return Object.assign(handler, { cache, scheduled, changePoll });
}

/**
 * The pages a post going live changes, rendered at once: its own page, page 1 of every list
 * that shows it, its language's feed, and the sitemap index and first posts sitemap.
 */
function goLivePages(versions: readonly PostVersion[]): string[] {
  const pages = new Set<string>(['/sitemap.xml', '/sitemap-posts-1.xml']);
  for (const version of versions) {
    const language = isLanguageCode(version.language) ? version.language : defaultLanguage;
    pages.add(localizePath(paths.blogPost(version.slug), language));
    pages.add(localizePath(feedPath, language));
    const lists = language === defaultLanguage ? languageCodes : [language];
    for (const list of lists) pages.add(localizePath(paths.blog, list));
  }
  return [...pages];
}

export async function startSiteServer(options: SiteServerOptions & { host: string; port: number }) {
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
  const handler = await createSiteHandler({ ...options, origin });
  const server = http.createServer(handler);
  server.on('close', () => handler.changePoll?.stop());
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return { server, cache: handler.cache };
}

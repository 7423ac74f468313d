import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { matchPath } from 'react-router-dom';
import compression from 'compression';
import { resolveLanguage } from '../src/app/language-resolution';
import { previewParam, splitLanguagePrefix } from '../src/config/paths';
import { pageRoutes, type PageRoute } from '../src/config/routes';
import type { Env } from '../src/config/env-schema';
import { createApiClient, embeddedAnonKey } from '../src/lib/supabase';
import { clientAddress, isApiPath, type EmbeddedBackend } from '../supabase/embedded';
import { createBlogAnswers, type ServerEntry } from './blog-answers';
import { keepBlogFresh } from './blog-freshness';
import { createBuildFiles } from './build-files';
import { cacheControl } from './cache-control';
import { readClientManifest } from './client-manifest';
import { createPageCache } from './page-cache';
import { serverEntryPath, templatePath } from './paths';
import { send } from './representation';
import { asClient, embeddedApiFetch } from './in-process-fetch';
import { createRequestGuard, isMalformed } from './request-guards';
import { createRevalidateEndpoint, revalidatePath } from './revalidate-endpoint';

export { revalidatePath };

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
 * changes them (blog-answers.ts, blog-changes.ts); the API of the embedded backend.
 */
export async function createSiteHandler(options: SiteServerOptions & { origin: string }) {
  const template = await readFile(templatePath, 'utf8');
  const entry = (await import(pathToFileURL(serverEntryPath).href)) as ServerEntry;
  // Server renders and feeds read the embedded API of this same process without a socket, on a
  // fair-queue lane of their own; another API (apiOrigin, hosted) over HTTP.
  const ownApi =
    options.backend && !options.apiOrigin ? embeddedApiFetch(options.backend) : undefined;
  entry.setServerApiOrigin(options.apiOrigin ?? options.origin, ownApi);
  entry.setClientManifest(await readClientManifest(), template);
  const hosted = Boolean(options.env.VITE_SUPABASE_URL);
  const mebibyte = 1024 * 1024;
  const cache = createPageCache({
    maxBytes: {
      hot: 16 * mebibyte,
      pages: 48 * mebibyte,
      variants: 8 * mebibyte,
      searches: 8 * mebibyte,
      misses: 4 * mebibyte,
    },
    ...freshness[hosted ? 'hosted' : 'embedded'],
  });
  // Feeds and sitemaps are read through the API with the anonymous key: only what is public.
  const api = createApiClient(
    options.env.VITE_SUPABASE_URL ?? options.apiOrigin ?? options.origin,
    options.env.VITE_SUPABASE_ANON_KEY ?? embeddedAnonKey,
    ownApi,
  );
  const blog = createBlogAnswers({ entry, template, cache, api });
  const files = createBuildFiles();
  const guard = createRequestGuard(options);
  const hops = options.trustedProxyHops ?? 0;
  const compress = compression();

  const { scheduled, changePoll, applyPayload } = await keepBlogFresh({
    cache,
    backend: options.backend,
    api,
    warm: (pathname) => blog.warm(pathname),
  });
  const revalidate = createRevalidateEndpoint(options.revalidateSecret, applyPayload);

  async function serve(req: IncomingMessage, res: ServerResponse) {
    // A target starting with // would parse as another host; repeated slashes (and the
    // backslashes URL turns into slashes) are collapsed so no redirect can leave this site.
    const url = new URL((req.url ?? '/').replace(/^[/\\]+/, '/'), 'http://localhost');
    const collapsed = url.pathname.replace(/\/{2,}/g, '/');
    const pathname = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
    const { language, path: neutral } = splitLanguagePrefix(pathname);

    if (isMalformed(url)) return files.notFound(req, res, language, 400);
    // English has one address, the bare one (the routers' own rule, language-resolution.ts).
    const resolved = resolveLanguage(language, { pathname, search: url.search });
    if (resolved.kind === 'redirect') {
      res.writeHead(301, { Location: resolved.to }).end();
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
      const rendered = await blog.renderPage(`${pathname}?${previewParam}`, cacheControl.none, {
        noindex: true,
      });
      return send(req, res, rendered.representation);
    }

    const cached = blog.cachedAnswer(pathname, url.searchParams);
    if (cached) return blog.sendCached(req, res, cached.key, cached.partition, cached.render);

    // Everything else is a file of the build: assets by sirv, pages from memory.
    if (await files.serveFile(req, res, pathname)) return;
    if (parameterRoutes.some((pattern) => matchPath(pattern, neutral))) {
      const rendered = await blog.renderPage(`${pathname}${url.search}`, cacheControl.none);
      return send(req, res, rendered.representation);
    }
    return files.notFound(req, res, language);
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (guard(req, res)) return;
    const fail = (error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    };
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (options.backend && isApiPath(pathname)) {
      const backend = options.backend;
      compress(req as never, res as never, () =>
        backend.handle(req, res, (error) =>
          error ? fail(error) : files.notFound(req, res, undefined).catch(fail),
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
    // Renders this request starts read on the lane of its client's network.
    asClient(clientAddress(req, hops), () => serve(req, res)).catch(fail);
  };
  return Object.assign(handler, { cache, scheduled, changePoll });
}

export async function startSiteServer(options: SiteServerOptions & { host: string; port: number }) {
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
  const handler = await createSiteHandler({ ...options, origin });
  const server = http.createServer(handler);
  server.on('close', () => handler.changePoll?.stop());
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return { server, cache: handler.cache };
}

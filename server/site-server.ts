import type * as ServerEntryModule from '../src/entry-server';
import compression from 'compression';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { defaultLanguage } from '../src/config/languages';
import { paths, splitLanguagePrefix } from '../src/config/paths';
import { staticPublicPaths } from '../src/config/routes';
import { catalogues } from '../src/i18n/locales/all';
import { createApiClient, embeddedAnonKey } from '../src/lib/supabase';
import type { Env } from '../src/config/env-schema';
import type { EmbeddedBackend } from '../supabase/embedded';
import { isHttpsRequest } from '../supabase/embedded/client-address';
import { getFeedPosts, getSitemapPosts } from './blog-index';
import { buildFeed, feedPath } from './feed';
import { renderDocument } from './render-document';
import { sitemapFiles } from './sitemap';
import { securityHeaders } from './security-headers';
import { readClientManifest } from './client-manifest';
import { clientDir, serverEntryPath, templatePath } from './paths';

type ServerEntry = typeof ServerEntryModule;
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
}

const htmlHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
};

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The Host header's name without the port. */
function hostName(header: string | undefined): string {
  if (!header) return '';
  return header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0]!;
}

/**
 * Serves the build: hashed assets with long caching, each URL's own prerendered HTML, /en/...
 * redirected to the bare URL, and anything else rendered on the server (blog posts published
 * after the build, or the not-found page with HTTP 404).
 */
export async function createSiteHandler(options: SiteServerOptions & { origin: string }) {
  const template = await readFile(templatePath, 'utf8');
  const entry = (await import(pathToFileURL(serverEntryPath).href)) as ServerEntry;
  // Server renders of blog pages call the embedded API on this same server.
  entry.setServerApiOrigin(options.origin);
  entry.setClientManifest(await readClientManifest(), template);
  const assets = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: false,
    extensions: [],
    setHeaders(res, pathname) {
      // Static copies (/index.html, /404.html) are HTML too: same type and caching as pages.
      if (pathname.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const compress = compression();

  async function servePage(req: IncomingMessage, res: ServerResponse) {
    // A target starting with // would parse as another host; repeated slashes (and the
    // backslashes URL turns into slashes) are collapsed so no redirect can leave this site.
    const url = new URL((req.url ?? '/').replace(/^[/\\]+/, '/'), 'http://localhost');
    const collapsed = url.pathname.replace(/\/{2,}/g, '/');
    const pathname = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : '/';
    const { path: neutral } = splitLanguagePrefix(pathname);

    if (pathname === '/en' || pathname.startsWith('/en/')) {
      res.writeHead(301, { Location: `${neutral}${url.search}` }).end();
      return;
    }
    if (pathname !== url.pathname) {
      res.writeHead(301, { Location: `${pathname}${url.search}` }).end();
      return;
    }

    // The blog changes without a rebuild: this server renders it fresh on every request, while
    // static hosts get the copies prerendered at build time.
    const isBlog = neutral === paths.blog || neutral.startsWith(`${paths.blog}/`);
    const file = path.join(clientDir, pathname, 'index.html');
    if (!isBlog && !pathname.includes('..') && existsSync(file)) {
      res.writeHead(200, htmlHeaders);
      res.end(req.method === 'HEAD' ? undefined : await readFile(file));
      return;
    }

    const result = await entry.render(`${pathname}${url.search}`);
    if (result.kind === 'redirect') {
      res.writeHead(result.status, { Location: result.location }).end();
      return;
    }
    const notFound = result.status === 404;
    res.writeHead(result.status, {
      ...htmlHeaders,
      ...(notFound ? { 'X-Robots-Tag': 'noindex' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : renderDocument(template, result));
  }

  /*
   * The feeds and the sitemap follow the blog live, like its pages: read from the API at each
   * request (the build's copies serve static hosts). The anonymous key: only what is public.
   */
  const api = createApiClient(
    options.env.VITE_SUPABASE_URL ?? options.origin,
    options.env.VITE_SUPABASE_ANON_KEY ?? embeddedAnonKey,
  );
  const sitemapName = /^\/(sitemap(?:-pages|-posts-\d{1,4})?\.xml)$/;
  async function serveBlogIndex(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const { language, path: neutral } = splitLanguagePrefix(pathname);
    const send = (body: string, type: string) => {
      res.writeHead(200, {
        'Content-Type': `${type}; charset=utf-8`,
        'Cache-Control': 'public, max-age=300',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    };
    if (neutral === feedPath && language !== defaultLanguage) {
      const feedLanguage = language ?? defaultLanguage;
      const posts = await getFeedPosts(api, feedLanguage);
      return send(buildFeed(feedLanguage, catalogues[feedLanguage], posts), 'application/rss+xml');
    }
    const name = sitemapName.exec(pathname)?.[1];
    if (!name) return false;
    const xml = sitemapFiles(staticPublicPaths, await getSitemapPosts(api)).get(name);
    if (!xml) return false;
    return send(xml, 'application/xml');
  }

  const allowedHosts = new Set([...loopbackHosts, ...(options.allowedHosts ?? [])]);

  const hops = options.trustedProxyHops ?? 0;
  const headers = {
    http: securityHeaders(options.env, { https: false }),
    https: securityHeaders(options.env, { https: true }),
  };

  return (req: IncomingMessage, res: ServerResponse) => {
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
    compress(req as never, res as never, () => {
      const afterBackend: Next = (error) => {
        if (error) return fail(error);
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.writeHead(405, { Allow: 'GET, HEAD' }).end();
          return;
        }
        serveBlogIndex(req, res)
          .then((served) => {
            if (!served) assets(req, res, () => servePage(req, res).catch(fail));
          })
          .catch(fail);
      };
      if (options.backend) options.backend.handle(req, res, afterBackend);
      else afterBackend();
    });
  };
}

export async function startSiteServer(options: SiteServerOptions & { host: string; port: number }) {
  const origin = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
  const handler = await createSiteHandler({ ...options, origin });
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return server;
}

/**
 * The build's files: hashed assets by sirv (precompressed at build time, ETag and 304s), every
 * prerendered page from memory (static-pages.ts), and the not-found page in the visitor's
 * language.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import type { LanguageCode } from '../src/config/languages';
import { cacheControl, htmlType } from './cache-control';
import { clientDir, notFoundFile } from './paths';
import { send } from './representation';
import { createStaticPages } from './static-pages';

export function createBuildFiles() {
  const staticPages = createStaticPages();
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
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', cacheControl.asset);
    },
  });

  /** The not-found page (or, with status 400, the bad-request one) in `language`. */
  async function notFound(
    req: IncomingMessage,
    res: ServerResponse,
    language: LanguageCode | undefined,
    status = 404,
  ): Promise<void> {
    const page = await staticPages.get(
      notFoundFile(language),
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

  /** Answers `pathname` from the build if it has that file or page; false when it has neither. */
  async function serveFile(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    const servedByAssets = await new Promise<boolean>((resolve) => {
      res.once('close', () => resolve(true));
      assets(req, res, () => resolve(false));
    });
    if (servedByAssets) return true;
    if (pathname.includes('..')) return false;
    const page = await staticPages.get(path.join(clientDir, pathname, 'index.html'), {
      'Content-Type': htmlType,
      'Cache-Control': cacheControl.page,
    });
    if (!page) return false;
    await send(req, res, page);
    return true;
  }

  return { notFound, serveFile };
}

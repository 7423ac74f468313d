/**
 * What the blog answers from the page cache: the list pages, the posts, the feeds and the
 * sitemaps (blog-index-answers.ts), rendered from the database (through the API, as the public reads it) and kept until
 * a change touches them (blog-changes.ts says which tags a change drops).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { matchPath } from 'react-router-dom';
import type * as ServerEntryModule from '../src/entry-server';
import { splitLanguagePrefix } from '../src/config/paths';
import { serverCachedRoutes } from '../src/config/routes';
import {
  blogListSearch,
  readBlogListParams,
  type BlogListParams,
} from '../src/features/blog/lib/list-params';
import type { Database } from '../src/lib/database.types';
import { cacheTags } from './blog-changes';
import { blogIndexAnswer } from './blog-index-answers';
import { cacheControl, htmlType } from './cache-control';
import type { PageCache, Partition, Rendered } from './page-cache';
import { renderLane } from './in-process-fetch';
import { renderDocument } from './render-document';
import { createRenderTurns, RenderBusyError, renderTurnLimits } from './render-turns';
import { prepare, send } from './representation';

export type ServerEntry = typeof ServerEntryModule;
type Page = Extract<Awaited<ReturnType<ServerEntry['render']>>, { kind: 'page' }>;

export interface BlogAnswersContext {
  /** The server build's entry: renders a URL to a page. */
  entry: ServerEntry;
  /** index.html of the client build, the page every render fills. */
  template: string;
  cache: PageCache;
  /** The API as the public reads it (the anonymous key). */
  api: SupabaseClient<Database>;
}

/** What a rendered page is kept under: drop the tags and the page goes (blog-changes.ts). */
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

/** Which part of the cache a list page lives in, so searches cannot push out the first pages. */
function listPartition(list: BlogListParams): Partition {
  if (list.search) return 'searches';
  if (list.category) return 'variants';
  return list.page === 1 ? 'hot' : 'pages';
}

export function createBlogAnswers({ entry, template, cache, api }: BlogAnswersContext) {
  const turns = createRenderTurns(renderTurnLimits);

  /** A page rendered in its client's turn; a client with too many waiting gets 503 at once. */
  async function renderPage(
    url: string,
    cacheControlValue: string,
    options: { noindex?: boolean } = {},
  ): Promise<Rendered> {
    try {
      return await turns.run(renderLane(), () => renderNow(url, cacheControlValue, options));
    } catch (error) {
      if (!(error instanceof RenderBusyError)) throw error;
      return {
        representation: await prepare(error.message, {
          status: 503,
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': cacheControl.none,
            'Retry-After': '5',
          },
          quality: 1,
        }),
        tags: [],
        ttlMs: 0,
        failed: true,
      };
    }
  }

  async function renderNow(
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
      // A page whose data failed is never kept: the next visitor tries again, and meanwhile the
      // cache serves the last good answer it had.
      ...(result.dataFailure === 'unavailable' ? { ttlMs: 0, failed: true } : {}),
    };
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

  /**
   * What the blog answers from the cache: feeds and sitemaps, list pages and posts, rendered
   * from the database and kept until a change touches them. Undefined for anything else.
   */
  function cachedAnswer(
    pathname: string,
    search: URLSearchParams,
  ): { key: string; partition: Partition; render: () => Promise<Rendered> } | undefined {
    const index = blogIndexAnswer(api, cache, pathname);
    if (index) return { ...index, partition: 'hot' };
    const { path: neutral } = splitLanguagePrefix(pathname);
    // The route table says which pages are kept, and as what; paths match exactly as written.
    const route = serverCachedRoutes.find(({ path }) =>
      matchPath({ path, caseSensitive: true, end: true }, neutral),
    );
    if (route?.serverCache === 'list') {
      const list = readBlogListParams(search);
      // One entry per list page however its URL is spelt (order, unknown parameters).
      const key = `${pathname}${blogListSearch(list)}`;
      return {
        key,
        partition: listPartition(list),
        render: () => renderPage(key, cacheControl.blog),
      };
    }
    if (route?.serverCache === 'post') {
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

  return { renderPage, cachedAnswer, sendCached, warm };
}

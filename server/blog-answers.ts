/**
 * What the blog answers from the page cache: the list pages, the posts, the feeds and the
 * sitemaps, rendered from the database (through the API, as the public reads it) and kept until
 * a change touches them (blog-changes.ts says which tags a change drops).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { matchPath } from 'react-router-dom';
import type * as ServerEntryModule from '../src/entry-server';
import { defaultLanguage } from '../src/config/languages';
import { splitLanguagePrefix } from '../src/config/paths';
import { serverCachedRoutes, staticPublicPaths } from '../src/config/routes';
import { blogListSearch, readBlogListParams } from '../src/features/blog/lib/list-params';
import { catalogues } from '../src/i18n/locales/all';
import type { Database } from '../src/lib/database.types';
import { fetchCategoryNames } from '../src/lib/posts/fetch-category-names';
import { cacheTags } from './blog-changes';
import { countPosts, getFeedPosts, getSitemapPosts } from './blog-index';
import { cacheControl, htmlType } from './cache-control';
import { buildFeed, feedPath } from './feed';
import type { PageCache, Partition, Rendered } from './page-cache';
import { renderDocument } from './render-document';
import { prepare, send } from './representation';
import {
  buildPagesSitemap,
  buildPostsSitemaps,
  buildSitemapIndex,
  pagesSitemap,
  postsSitemap,
  postsSitemapCount,
} from './sitemap';

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

export function createBlogAnswers({ entry, template, cache, api }: BlogAnswersContext) {
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

  const sitemapName = /^\/sitemap(?:-posts-(\d{1,4}))?\.xml$/;
  /** How many posts sitemaps there are, from the number of posts alone. */
  const sitemapCount = async () =>
    postsSitemapCount(await cache.share('post count', () => countPosts(api)));

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
          const names = Array.from({ length: await sitemapCount() }, (_, index) =>
            postsSitemap(index + 1),
          );
          return xml(buildSitemapIndex([pagesSitemap, ...names]), [cacheTags.sitemap]);
        },
      };
    }
    const index = Number(match[1]);
    return {
      key: `sitemap-posts ${index}`,
      render: async () => {
        // A number past the last file is answered from the count, never by building them all.
        const file =
          index >= 1 && index <= (await sitemapCount())
            ? buildPostsSitemaps(await cache.share('sitemap posts', () => getSitemapPosts(api)))[
                index - 1
              ]
            : undefined;
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
      const partition: Partition = list.search
        ? 'searches'
        : list.category
          ? 'variants'
          : list.page === 1
            ? 'hot'
            : 'pages';
      return { key, partition, render: () => renderPage(key, cacheControl.blog) };
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

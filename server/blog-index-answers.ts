/**
 * The feeds and sitemaps the blog answers from the page cache, built from the database (through
 * the API, as the public reads it). A number past the last sitemap file is answered from the
 * post count alone, never by building every file.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultLanguage } from '../src/config/languages';
import { splitLanguagePrefix } from '../src/config/paths';
import { staticPublicPaths } from '../src/config/routes';
import { catalogues } from '../src/i18n/locales/all';
import type { Database } from '../src/lib/database.types';
import { fetchCategoryNames } from '../src/lib/posts/fetch-category-names';
import { cacheTags } from './blog-changes';
import { countPosts, getFeedPosts, getSitemapPosts } from './blog-index';
import { cacheControl } from './cache-control';
import { buildFeed, feedPath } from './feed';
import type { PageCache, Rendered } from './page-cache';
import { prepare } from './representation';
import {
  buildPagesSitemap,
  buildPostsSitemaps,
  buildSitemapIndex,
  pagesSitemap,
  postsSitemap,
  postsSitemapCount,
} from './sitemap';

export interface IndexAnswer {
  key: string;
  render: () => Promise<Rendered>;
}

type Api = SupabaseClient<Database>;

const sitemapName = /^\/sitemap(?:-posts-(\d{1,4}))?\.xml$/;

/**
 * How long a crawler waits for a sitemap being rebuilt after a change before it gets the one
 * before it: one render of every post's entry, which at 30,000 posts takes seconds, must not be
 * every crawler's wait each time an editor saves.
 */
export const sitemapWaitOnChangeMs = 1_000;

/** An XML answer: a feed (`type` RSS) or a sitemap, which may lag a change (`waitOnChangeMs`). */
function xml(
  body: string,
  tags: string[],
  { type = 'application/xml', waitOnChangeMs }: { type?: string; waitOnChangeMs?: number } = {},
): Promise<Rendered> {
  return prepare(body, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cacheControl.feed },
    quality: 9,
  }).then((representation) => ({ representation, tags, waitOnChangeMs }));
}

async function sitemapNotFound(): Promise<Rendered> {
  return {
    representation: await prepare('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.feed },
    }),
    tags: [cacheTags.sitemap],
  };
}

function feedAnswer(api: Api, pathname: string): IndexAnswer | undefined {
  const { language, path: neutral } = splitLanguagePrefix(pathname);
  // The English feed lives at the unprefixed path only.
  if (neutral !== feedPath || language === defaultLanguage) return undefined;
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
        { type: 'application/rss+xml' },
      ),
  };
}

function sitemapAnswer(api: Api, cache: PageCache, pathname: string): IndexAnswer | undefined {
  if (pathname === `/${pagesSitemap}`) {
    return { key: pagesSitemap, render: () => xml(buildPagesSitemap(staticPublicPaths), []) };
  }
  const match = sitemapName.exec(pathname);
  if (!match) return undefined;
  /** How many posts sitemaps there are, from the number of posts alone. */
  const sitemapCount = async () =>
    postsSitemapCount(await cache.share('post count', () => countPosts(api)));
  if (!match[1]) {
    // The index needs only how many posts there are, never the posts themselves.
    return {
      key: 'sitemap.xml',
      render: async () => {
        const names = Array.from({ length: await sitemapCount() }, (_, i) => postsSitemap(i + 1));
        return xml(buildSitemapIndex([pagesSitemap, ...names]), [cacheTags.sitemap], {
          waitOnChangeMs: sitemapWaitOnChangeMs,
        });
      },
    };
  }
  const index = Number(match[1]);
  return {
    key: `sitemap-posts ${index}`,
    render: async () => {
      if (index < 1 || index > (await sitemapCount())) return sitemapNotFound();
      const posts = await cache.share('sitemap posts', () => getSitemapPosts(api));
      const file = buildPostsSitemaps(posts)[index - 1];
      return file
        ? xml(file, [cacheTags.sitemap], { waitOnChangeMs: sitemapWaitOnChangeMs })
        : sitemapNotFound();
    },
  };
}

/** The feed or sitemap at `pathname`, or undefined when it is neither. */
export function blogIndexAnswer(
  api: Api,
  cache: PageCache,
  pathname: string,
): IndexAnswer | undefined {
  return feedAnswer(api, pathname) ?? sitemapAnswer(api, cache, pathname);
}

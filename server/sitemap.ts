import {
  defaultLanguage,
  hreflangTags,
  isLanguageCode,
  languageCodes,
} from '../src/config/languages';
import { paths } from '../src/config/paths';
import { site } from '../src/config/site';
import { absoluteUrl, alternateLinks } from '../src/lib/seo';
import type { SitemapPost } from './blog-index';

/**
 * sitemap.xml is a sitemap index (sitemaps.org): one child for the site's pages in every
 * language, and the posts in children of at most 50,000 URLs each, so the blog can grow past
 * what one sitemap may hold. The build writes the files; `npm start` serves them live.
 */
export const maxUrlsPerSitemap = 50_000;
export const pagesSitemap = 'sitemap-pages.xml';
export const postsSitemap = (index: number) => `sitemap-posts-${index}.xml`;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Entry {
  loc: string;
  alternates: { hrefLang: string; href: string }[];
  lastmod?: string;
}

function urlset(entries: readonly Entry[]): string {
  const urls = entries.map(({ loc, alternates, lastmod }) => {
    const links = alternates
      .map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('\n');
    const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>${modified}\n${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The site's pages (language-neutral paths) in all ten languages, each with its alternates. */
export function buildPagesSitemap(neutralPaths: readonly string[]): string {
  return urlset(
    neutralPaths.flatMap((path) =>
      languageCodes.map((language) => ({
        loc: absoluteUrl(path, language),
        alternates: alternateLinks(path),
      })),
    ),
  );
}

/**
 * One entry per post at its own language's URL, its translations as alternates (x-default: the
 * English version, else the original), in sitemaps of at most `perSitemap` URLs.
 */
export function buildPostsSitemaps(
  posts: readonly SitemapPost[],
  perSitemap = maxUrlsPerSitemap,
): string[] {
  const groups = new Map<string, SitemapPost[]>();
  for (const post of posts) {
    const key = post.translation_of ?? post.id;
    groups.set(key, [...(groups.get(key) ?? []), post]);
  }
  const url = (post: SitemapPost) =>
    absoluteUrl(
      paths.blogPost(post.slug),
      isLanguageCode(post.language) ? post.language : defaultLanguage,
    );
  const entries = posts.map((post): Entry => {
    const group = groups.get(post.translation_of ?? post.id) ?? [post];
    const fallback =
      group.find((version) => version.language === defaultLanguage) ??
      group.find((version) => version.translation_of === null) ??
      post;
    return {
      loc: url(post),
      lastmod: post.updated_at,
      alternates: [
        ...group.map((version) => ({
          hrefLang: isLanguageCode(version.language)
            ? hreflangTags[version.language]
            : version.language,
          href: url(version),
        })),
        { hrefLang: 'x-default', href: url(fallback) },
      ],
    };
  });
  return Array.from({ length: postsSitemapCount(entries.length, perSitemap) }, (_, index) =>
    urlset(entries.slice(index * perSitemap, (index + 1) * perSitemap)),
  );
}

/**
 * How many posts sitemaps `postCount` posts fill: at least one, so the index always names a
 * posts sitemap, empty or not. The built files and the server's index and 404s count alike.
 */
export function postsSitemapCount(postCount: number, perSitemap = maxUrlsPerSitemap): number {
  return Math.max(1, Math.ceil(postCount / perSitemap));
}

export function buildSitemapIndex(files: readonly string[]): string {
  const items = files.map(
    (file) => `  <sitemap>\n    <loc>${escapeXml(`${site.origin}/${file}`)}</loc>\n  </sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Every sitemap file by name: the index (sitemap.xml), the pages, the posts. */
export function sitemapFiles(
  neutralPaths: readonly string[],
  posts: readonly SitemapPost[],
): Map<string, string> {
  const postFiles = buildPostsSitemaps(posts);
  const files = new Map<string, string>([[pagesSitemap, buildPagesSitemap(neutralPaths)]]);
  postFiles.forEach((xml, index) => files.set(postsSitemap(index + 1), xml));
  return new Map([['sitemap.xml', buildSitemapIndex([...files.keys()])], ...files]);
}

/** robots.txt: everything public is crawlable; the admin area is not. */
export function buildRobots(): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /*/admin\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}

import type { Nodes } from 'mdast';
import { parseMarkdown } from '../../../../supabase/functions/_shared/markdown-segments';
import { defaultLanguage, isLanguageCode, type LanguageCode } from '@/config/languages';
import { localizePath, paths, splitLanguagePrefix } from '@/config/paths';
import { staticPublicPaths } from '@/config/routes';

/**
 * Links follow the language: in a translation, a link to another post of the blog points to that
 * post's version in the translation's language where one is published (its own slug, under the
 * language's prefix), a link to a site page to that page under the prefix, anything else stays as
 * the original has it. Fragments and queries are kept; external links are never touched.
 */

/** A post as the lookup needs it: blog_posts' id, translation_of, language, slug and status. */
export interface LinkPost {
  id: string;
  translation_of: string | null;
  language: string;
  slug: string;
  status: string;
}

export type LinkOutcome = 'post' | 'page' | 'unchanged' | 'external';

export interface LinkRewrite {
  /** The URL as the original's Markdown has it. */
  url: string;
  /** The URL the translation gets (the same when nothing changes). */
  target: string;
  outcome: LinkOutcome;
}

/** Every link and definition URL in a Markdown body, in document order, each once. */
export function linkUrls(markdown: string): string[] {
  const urls = new Set<string>();
  const visit = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'definition') urls.add(node.url);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(parseMarkdown(markdown));
  return [...urls];
}

const sitePages = new Set(staticPublicPaths);
const blogPrefix = `${paths.blog}/`;

interface SiteAddress {
  language: LanguageCode;
  /** The language-neutral path, without a trailing slash. */
  path: string;
  rest: string;
  /** The origin the link was written with, when absolute. */
  origin: string;
}

/** A link on the site itself, split into its language and neutral path; null for anything else. */
function siteAddress(url: string, origin: string): SiteAddress | null {
  const site = new URL(origin);
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  if (!absolute && !(url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'))) {
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url, site);
  } catch {
    return null;
  }
  if (absolute && parsed.origin !== site.origin) return null;
  const { language, path } = splitLanguagePrefix(parsed.pathname);
  return {
    language: language ?? defaultLanguage,
    path: path.length > 1 ? path.replace(/\/+$/, '') : path,
    rest: parsed.search + parsed.hash,
    origin: absolute ? parsed.origin : '',
  };
}

function postSlug(path: string): string | null {
  if (!path.startsWith(blogPrefix)) return null;
  const slug = path.slice(blogPrefix.length);
  if (slug === '' || slug.includes('/')) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

/** The post a link names: by slug in the link's language, else (an old link) the slug's only post. */
function linkedPost(posts: readonly LinkPost[], slug: string, language: string) {
  const exact = posts.find((post) => post.slug === slug && post.language === language);
  if (exact) return exact;
  const groups = new Set(
    posts.filter((post) => post.slug === slug).map((post) => post.translation_of ?? post.id),
  );
  if (groups.size !== 1) return undefined;
  return posts.find((post) => post.slug === slug);
}

/** The group's published version in `language`, if there is one. */
function versionIn(posts: readonly LinkPost[], group: string, language: string) {
  return posts.find(
    (post) =>
      (post.translation_of ?? post.id) === group &&
      post.language === language &&
      // Only a published version is a page readers can open; a draft would be a broken link.
      post.status === 'published',
  );
}

/**
 * Each URL as the translation into `targetLanguage` should have it. `origin` is the site's own
 * (site.origin): absolute links to it are treated like paths and stay absolute.
 */
export function rewriteLinks({
  urls,
  targetLanguage,
  posts,
  origin,
}: {
  urls: readonly string[];
  targetLanguage: string;
  posts: readonly LinkPost[];
  origin: string;
}): LinkRewrite[] {
  return urls.map((url): LinkRewrite => {
    const address = siteAddress(url, origin);
    if (!address) {
      const external = /^[a-z][a-z0-9+.-]*:|^[/\\]{2}/i.test(url);
      return { url, target: url, outcome: external ? 'external' : 'unchanged' };
    }
    if (!isLanguageCode(targetLanguage)) return { url, target: url, outcome: 'unchanged' };
    const at = (path: string) => address.origin + localizePath(path, targetLanguage) + address.rest;
    const slug = postSlug(address.path);
    if (slug !== null) {
      const linked = linkedPost(posts, slug, address.language);
      const version =
        linked && versionIn(posts, linked.translation_of ?? linked.id, targetLanguage);
      if (!version) return { url, target: url, outcome: 'unchanged' };
      const target = at(paths.blogPost(version.slug));
      return { url, target, outcome: target === url ? 'unchanged' : 'post' };
    }
    if (sitePages.has(address.path)) {
      const target = at(address.path);
      return { url, target, outcome: target === url ? 'unchanged' : 'page' };
    }
    return { url, target: url, outcome: 'unchanged' };
  });
}

/** The slugs of the blog posts among `urls` (on this site): what the lookup must read. */
export function linkedSlugs(urls: readonly string[], origin: string): string[] {
  const slugs = new Set<string>();
  for (const url of urls) {
    const address = siteAddress(url, origin);
    const slug = address && postSlug(address.path);
    if (slug) slugs.add(slug);
  }
  return [...slugs];
}

/**
 * `markdown` with each rewritten link's destination replaced where it stands (links, images'
 * enclosing links and reference definitions), everything else byte for byte.
 */
export function applyLinkRewrites(markdown: string, rewrites: readonly LinkRewrite[]): string {
  const targets = new Map(
    rewrites.filter((rewrite) => rewrite.target !== rewrite.url).map((r) => [r.url, r.target]),
  );
  if (targets.size === 0) return markdown;
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: Nodes) => {
    if ((node.type === 'link' || node.type === 'definition') && targets.has(node.url)) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start !== undefined && end !== undefined) {
        // The destination stands after the link's text (a definition's label): searched from there.
        const from =
          node.type === 'link'
            ? (node.children[node.children.length - 1]?.position?.end.offset ?? start)
            : markdown.indexOf(']:', start);
        const at = markdown.indexOf(node.url, Math.max(from, start));
        if (at >= 0 && at + node.url.length <= end) {
          edits.push({ start: at, end: at + node.url.length, text: targets.get(node.url) ?? '' });
        }
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(parseMarkdown(markdown));
  let output = markdown;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return output;
}

/**
 * The rewrites turned around: a saved translation's links put back to the original's URLs, so the
 * workspace pairs its segments with the source's (whose locked links keep the original's URLs)
 * instead of seeing every rewritten link as a changed one.
 */
export function reverseLinkRewrites(rewrites: readonly LinkRewrite[]): LinkRewrite[] {
  return rewrites
    .filter((rewrite) => rewrite.target !== rewrite.url)
    .map((rewrite) => ({ url: rewrite.target, target: rewrite.url, outcome: rewrite.outcome }));
}

import {
  applyLinkRewrites,
  linkedSlugs,
  linkUrls,
  reverseLinkRewrites,
  rewriteLinks,
  type LinkPost,
  type LinkRewrite,
} from './link-targets';

/**
 * Links follow the language in the workspace (link-targets.ts): the workspace and everything it
 * hands on (segments, machine calls, XLIFF files) holds a translation in the original's URLs, so
 * its locked link chips match the source's; the saved body carries the rewritten ones. Loading
 * turns them back, saving forward, both with the same list of rewrites.
 */

/** The slugs of posts the original's body links to: what the link lookup reads. */
export function slugsToLookUp(originalBody: string | null, origin: string): string[] {
  return linkedSlugs(linkUrls(originalBody ?? ''), origin);
}

/** What each of the original body's links becomes in a translation into `targetLanguage`. */
export function workspaceLinks({
  originalBody,
  targetLanguage,
  posts,
  origin,
}: {
  originalBody: string | null;
  targetLanguage: string;
  posts: readonly LinkPost[];
  origin: string;
}): LinkRewrite[] {
  return rewriteLinks({ urls: linkUrls(originalBody ?? ''), targetLanguage, posts, origin });
}

/**
 * A saved translation with its rewritten links put back to the original's URLs: what segments are
 * paired from, so a rewritten link is not taken for a changed one.
 */
export function withOriginalLinks<T extends { content_markdown: string | null }>(
  translation: T,
  links: readonly LinkRewrite[],
): T {
  if (translation.content_markdown === null) return translation;
  // A target that is also one of the original's own URLs (it links both forms), or that two of
  // them become, cannot be told apart: it stays as it is (the segment shows as not fitting).
  const urls = new Set(links.map((link) => link.url));
  const back = reverseLinkRewrites(links);
  const seen = new Map<string, number>();
  for (const link of back) seen.set(link.url, (seen.get(link.url) ?? 0) + 1);
  const markdown = applyLinkRewrites(
    translation.content_markdown,
    back.filter((link) => !urls.has(link.url) && seen.get(link.url) === 1),
  );
  return markdown === translation.content_markdown
    ? translation
    : { ...translation, content_markdown: markdown };
}

/** A body rebuilt in the original's URLs, as the translation stores it: links rewritten. */
export function withTranslatedLinks(markdown: string, links: readonly LinkRewrite[]): string {
  return applyLinkRewrites(markdown, links);
}

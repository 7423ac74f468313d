import { defaultLanguage, isLanguageCode, type LanguageCode } from './languages';
import { env } from './env';

/**
 * The URL of every page of the site, language-neutral: pass them through `localizePath` (or the
 * locale's `localizePath`) for the active language. The route table (routes.ts) is built on them.
 */
export const productSlug = env.VITE_PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The query parameter that turns a page into its admin preview (routes.ts `preview`). */
export const previewParam = 'preview';

/** The query of paths.adminTranslatePost. */
export const translateParams = { source: 'translate', language: 'language' } as const;

export const paths = {
  home: '/',
  auth: '/auth',
  pricing: '/pricing',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  agencies: '/solutions/agencies',
  blog: '/resources/blog',
  /** RSS 2.0 of the posts written in the URL's language (server/feed.ts). */
  blogFeed: '/resources/blog/rss.xml',
  blogPost: (slugOrId: string) => `/resources/blog/${encodeURIComponent(slugOrId)}`,
  events: '/resources/events',
  templates: '/resources/templates',
  videos: '/resources/videos',
  webinars: '/resources/webinars',
  brand: '/brand',
  live: `/${productSlug}-live`,
  cookies: '/cookies',
  admin: '/admin',
  adminNewPost: '/admin/post/new',
  adminEditPost: (id: string) => `/admin/post/${encodeURIComponent(id)}`,
  /** A translation beside its original, segment by segment. */
  adminTranslationWorkspace: (id: string) => `/admin/post/${encodeURIComponent(id)}/workspace`,
  /** Machine translation's glossary and per-language settings. */
  adminTranslationSettings: '/admin/translation',
  /** A new post prefilled from `sourceId` as its translation into `language`. */
  adminTranslatePost: (sourceId: string, language: string) =>
    `/admin/post/new?${new URLSearchParams({ [translateParams.source]: sourceId, [translateParams.language]: language })}`,
  /**
   * A post (draft, scheduled or published) at its own address, as the blog will show it: for
   * admins only, read in the browser with their token, never cached or indexed.
   */
  postPreview: (slugOrId: string) =>
    `/resources/blog/${encodeURIComponent(slugOrId)}?${previewParam}`,
} as const;

/** Adds the language prefix to a language-neutral path (none for English). */
export function localizePath(path: string, language: LanguageCode): string {
  const neutral = path.startsWith('/') ? path : `/${path}`;
  if (language === defaultLanguage) return neutral;
  return neutral === '/' ? `/${language}` : `/${language}${neutral}`;
}

/** Splits a URL path into its language prefix (if any) and the language-neutral rest. */
export function splitLanguagePrefix(pathname: string): {
  language: LanguageCode | undefined;
  path: string;
} {
  // Leading runs of slashes or backslashes collapse to one: `//evil.com` must never come out as
  // a path, or a redirect built from it would leave the site.
  const sameSite = (path: string) => path.replace(/^[/\\]+/, '/') || '/';
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLanguageCode(first)) {
    return { language: first, path: sameSite(match?.[2] || '/') };
  }
  return { language: undefined, path: sameSite(pathname) };
}

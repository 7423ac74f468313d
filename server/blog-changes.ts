/**
 * What a change to a post makes stale. The database announces each change (the blog_changes
 * notification in embedded mode, a Supabase database webhook in hosted mode) in the webhook's
 * shape; every cached page, feed and sitemap carries tags saying what it shows, and a change
 * drops exactly the entries whose tags it names.
 */
import {
  defaultLanguage,
  isLanguageCode,
  languageCodes,
  type LanguageCode,
} from '../src/config/languages';
import { localizePath, paths } from '../src/config/paths';

/** The channel the database notifies (supabase/migrations/*_blog_change_notifications.sql). */
export const blogChangesChannel = 'blog_changes';

/** The tag vocabulary: the one place that says what an entry depends on. */
export const cacheTags = {
  /** A post's page in any language, reached by its slug or its id. */
  post: (slugOrId: string) => `post:${slugOrId}`,
  /** The pages of every post in a translation group (their "Also in" row and hreflang). */
  group: (groupId: string) => `group:${groupId}`,
  /** The list pages (every page, filter and search) of one list language. */
  list: (language: string) => `list:${language}`,
  feed: (language: string) => `feed:${language}`,
  sitemap: 'sitemap',
} as const;

/** The columns of a post that decide where it is shown. */
export interface PostVersion {
  id: string;
  slug: string;
  language: string;
  translation_of: string | null;
  published_at?: string | null;
  /** draft, scheduled or published (announced since the status column exists). */
  status?: string;
}

export interface BlogChange {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record?: PostVersion;
  old_record?: PostVersion;
}

function isPostVersion(value: unknown): value is PostVersion {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.id === 'string' &&
    typeof row.slug === 'string' &&
    typeof row.language === 'string' &&
    (row.translation_of === null || typeof row.translation_of === 'string')
  );
}

/** A change to blog_posts in the webhook's shape, or undefined for anything else. */
export function parseBlogChange(value: unknown): BlogChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, table, record, old_record: old } = value as Record<string, unknown>;
  if (table !== 'blog_posts') return undefined;
  if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return undefined;
  const change: BlogChange = { type };
  if (isPostVersion(record)) change.record = record;
  if (isPostVersion(old)) change.old_record = old;
  return change.record || change.old_record ? change : undefined;
}

/**
 * A change to the categories' names (blog_category_names, announced on the same channel and by
 * the same kind of webhook). Every list and post page shows a category's name, so it makes the
 * whole blog stale.
 */
export function isCategoryNamesChange(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<string, unknown>).table === 'blog_category_names'
  );
}

/**
 * The list languages that may show a post written in `language`: its own and, for an English
 * post, every language, since a list shows the English post of a group it has no translation of.
 * This mirrors the blog_listings view (supabase/migrations/*_blog_listings_by_language.sql) as an
 * upper bound: whether the group has a translation in a language is not asked, because a change
 * must also stale the lists that showed the post before it (the row may already be gone), and
 * dropping a list that did not show it only costs one render.
 */
export function listingLanguages<Language extends string>(
  language: Language,
): readonly (Language | LanguageCode)[] {
  return language === defaultLanguage ? languageCodes : [language];
}

/** The tags of every entry a change may have made stale. */
export function changedTags(change: BlogChange): string[] {
  const tags = new Set<string>([cacheTags.sitemap]);
  for (const version of [change.old_record, change.record]) {
    if (!version) continue;
    tags.add(cacheTags.post(version.slug));
    tags.add(cacheTags.post(version.id));
    tags.add(cacheTags.group(version.translation_of ?? version.id));
    tags.add(cacheTags.feed(version.language));
    for (const language of listingLanguages(version.language)) tags.add(cacheTags.list(language));
  }
  return [...tags];
}

/**
 * The pages a post going live changes, rendered at once: its own page, page 1 of every list
 * that shows it, its language's feed, and the sitemap index and first posts sitemap.
 */
export function goLivePages(versions: readonly PostVersion[]): string[] {
  const pages = new Set<string>(['/sitemap.xml', '/sitemap-posts-1.xml']);
  for (const version of versions) {
    const language = isLanguageCode(version.language) ? version.language : defaultLanguage;
    pages.add(localizePath(paths.blogPost(version.slug), language));
    pages.add(localizePath(paths.blogFeed, language));
    for (const list of listingLanguages(language)) pages.add(localizePath(paths.blog, list));
  }
  return [...pages];
}

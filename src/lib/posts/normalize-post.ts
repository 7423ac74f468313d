import { site } from '@/config/site';
import type { PostCardRow, PostSummary } from './types';

/** Defaults when a post is shown. */
export const postDefaults = {
  category: 'General',
  readTimeMinutes: 5,
} as const;

export function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Only web URLs may become an <img src> or og:image: a stored `javascript:` or `data:` value is
 * dropped rather than trusted.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  const url = text(value);
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function readTime(value: number | null | undefined): number {
  const minutes = Number(value);
  return Number.isFinite(minutes) && minutes >= 1
    ? Math.round(minutes)
    : postDefaults.readTimeMinutes;
}

/**
 * A list card's fields with the defaults (no body: the list never renders it). Card rows
 * come from a view, whose columns may be null, except the id the fetcher made sure of.
 */
export function normalizePostSummary(row: PostCardRow & { id: string }): PostSummary {
  return {
    id: row.id,
    title: text(row.title),
    urlKey: text(row.slug) || row.id,
    excerpt: text(row.excerpt),
    author: text(row.author) || site.teamName,
    date: text(row.published_at) || text(row.created_at),
    category: text(row.category) || postDefaults.category,
    tags: Array.isArray(row.tags)
      ? row.tags.map((tag) => text(tag)).filter((tag) => tag.length > 0)
      : [],
    readTime: readTime(row.read_time),
    featuredImage: safeImageUrl(row.featured_image),
    language: row.language || 'en',
  };
}

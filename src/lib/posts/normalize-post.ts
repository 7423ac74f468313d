import { site } from '@/config/site';
import { parseImageRef } from '@/lib/images/image-ref';
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
 * A stored image value the site can show (lib/images/image-ref.ts reads it), as stored; else
 * null. A `javascript:` or `data:` value, or one naming another host as a path, is dropped.
 */
export function safeImageValue(value: string | null | undefined): string | null {
  return parseImageRef(value) ? text(value) : null;
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
    featuredImage: safeImageValue(row.featured_image),
    language: row.language || 'en',
  };
}

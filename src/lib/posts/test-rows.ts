import { randomUUID } from 'node:crypto';
import type { PostCardRow, PostPayload, PostRow } from './types';

/** A complete post as the database holds it; tests override the fields they care about. */
export function makeRow(overrides: Partial<PostRow> = {}): PostRow {
  return {
    id: '5b0f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    title: 'How agencies run AI demos',
    slug: 'agencies-ai-demos',
    excerpt: 'Branding, separation and reporting.',
    content_html: null,
    content_markdown: '## Why\n\nBecause **demos** sell.',
    author: 'Ada Lovelace',
    published_at: '2026-11-21T09:30:00+00:00',
    created_at: '2026-11-01T00:00:00+00:00',
    updated_at: '2026-11-22T00:00:00+00:00',
    category: 'Agencies',
    tags: ['white-label', 'Reporting'],
    meta_description: null,
    seo_title: null,
    featured_image: '/blog/agencies.jpg',
    featured_image_alt: null,
    read_time: 7,
    outrank_id: null,
    language: 'en',
    translation_of: null,
    status: 'published',
    content_version: 1,
    source_version: null,
    ...overrides,
  };
}

/** A list card's row (from the blog_listings view, whose columns may be null), with its id. */
export function makeCardRow(
  overrides: Partial<Omit<PostCardRow, 'id'>> = {},
): PostCardRow & { id: string } {
  const row = makeRow();
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    published_at: row.published_at,
    created_at: row.created_at,
    category: row.category,
    tags: row.tags,
    featured_image: row.featured_image,
    read_time: row.read_time,
    language: row.language,
    ...overrides,
  };
}

/** A complete write payload, a unique slug and outrank_id each call; tests override the rest. */
export function makePayload(overrides: Partial<PostPayload> = {}): PostPayload {
  return {
    title: 'Test post',
    slug: `test-${randomUUID()}`,
    excerpt: 'Short',
    content_markdown: 'Body',
    content_html: null,
    author: 'Demoly Team',
    category: 'Product',
    tags: ['launch'],
    meta_description: 'Meta',
    seo_title: null,
    read_time: 3,
    featured_image: null,
    featured_image_alt: null,
    outrank_id: `manual-${randomUUID()}`,
    published_at: '2026-01-02T03:04:05.000Z',
    language: 'en',
    translation_of: null,
    status: 'published',
    ...overrides,
  };
}

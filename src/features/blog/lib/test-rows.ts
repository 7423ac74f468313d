import type { BlogPostRow } from '../types';

/** A complete row; tests override the fields they care about. */
export function makeRow(overrides: Partial<BlogPostRow> = {}): BlogPostRow {
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
    featured_image: '/blog/agencies.jpg',
    read_time: 7,
    outrank_id: null,
    language: 'en',
    translation_of: null,
    ...overrides,
  };
}

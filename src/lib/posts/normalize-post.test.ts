import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { normalizePostSummary, postDefaults, safeImageValue } from './normalize-post';
import { normalizePost } from './normalize-post-body';
import { makeCardRow, makeRow } from './test-rows';

describe('normalizePost: the defaults a post without a field gets', () => {
  it('keeps the stored values when present', () => {
    const post = normalizePost(makeRow());
    expect(post).toMatchObject({
      title: 'How agencies run AI demos',
      urlKey: 'agencies-ai-demos',
      excerpt: 'Branding, separation and reporting.',
      author: 'Ada Lovelace',
      date: '2026-11-21T09:30:00+00:00',
      category: 'Agencies',
      tags: ['white-label', 'Reporting'],
      readTime: 7,
      featuredImage: '/blog/agencies.jpg',
      updatedAt: '2026-11-22T00:00:00+00:00',
    });
  });

  it('fills every missing field with its default', () => {
    const post = normalizePost(
      makeRow({
        excerpt: null,
        content_html: null,
        content_markdown: null,
        author: null,
        published_at: null,
        featured_image: null,
        updated_at: '',
      }),
    );
    expect(post.excerpt).toBe('');
    expect(post.contentHtml).toBe('');
    expect(post.author).toBe(`${site.productName} Team`);
    expect(post.date).toBe('2026-11-01T00:00:00+00:00');
    expect(post.featuredImage).toBeNull();
    expect(post.updatedAt).toBeNull();
    expect(postDefaults).toEqual({ category: 'General', readTimeMinutes: 5 });
  });

  it("fills a list card's missing view columns with their defaults", () => {
    const card = normalizePostSummary(
      makeCardRow({ category: null, tags: null, read_time: null, language: null, slug: null }),
    );
    expect(card.category).toBe('General');
    expect(card.tags).toEqual([]);
    expect(card.readTime).toBe(5);
    expect(card.language).toBe('en');
    expect(card.urlKey).toBe('5b0f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
  });

  it('treats blank strings like missing ones', () => {
    const post = normalizePostSummary(
      makeRow({ excerpt: '  ', author: ' ', category: '', published_at: '', slug: '' }),
    );
    expect(post.excerpt).toBe('');
    expect(post.author).toBe(`${site.productName} Team`);
    expect(post.category).toBe('General');
    expect(post.date).toBe('2026-11-01T00:00:00+00:00');
    // No slug: cards link by id.
    expect(post.urlKey).toBe('5b0f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
  });

  it('has an empty date when neither published_at nor created_at is set', () => {
    expect(normalizePostSummary(makeCardRow({ published_at: null, created_at: null })).date).toBe(
      '',
    );
  });

  it('drops blank tags and a read time below one minute', () => {
    const post = normalizePostSummary(makeRow({ tags: [' ai ', '', '  '], read_time: 0 }));
    expect(post.tags).toEqual(['ai']);
    expect(post.readTime).toBe(5);
  });

  it('prefers content_html over markdown, and sanitizes it', () => {
    const post = normalizePost(
      makeRow({
        content_html: '<p onclick="steal()">From <b>HTML</b></p><script>steal()</script>',
        content_markdown: '# From markdown',
      }),
    );
    expect(post.contentHtml).toBe('<p>From <b>HTML</b></p>');
  });

  it('renders markdown when there is no HTML', () => {
    const post = normalizePost(makeRow({ content_html: '  ', content_markdown: '# Title\nline' }));
    expect(post.contentHtml).toContain('<h1>Title</h1>');
    expect(post.contentHtml).toContain('line');
  });
});

describe('safeImageValue', () => {
  it('keeps uploads, web URLs and site paths, and nothing that names another host as a path', () => {
    expect(safeImageValue('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageValue('/blog/a.jpg')).toBe('/blog/a.jpg');
    expect(safeImageValue('blog-images/1b9d.jpg')).toBe('blog-images/1b9d.jpg');
    expect(safeImageValue('javascript:alert(1)')).toBeNull();
    expect(safeImageValue('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageValue('//evil.example/a.png')).toBeNull();
    expect(safeImageValue('/\\evil.example/x.png')).toBeNull();
    expect(safeImageValue('not a url')).toBeNull();
    expect(safeImageValue(null)).toBeNull();
  });
});

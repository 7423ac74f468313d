import { describe, expect, it } from 'vitest';
import type { SitemapPost } from './blog-index';
import { buildPagesSitemap, buildPostsSitemaps, buildRobots, sitemapFiles } from './sitemap';

const post = (n: number, overrides: Partial<SitemapPost> = {}): SitemapPost => ({
  id: `id-${n}`,
  slug: `post-${n}`,
  language: 'en',
  translation_of: null,
  updated_at: '2026-11-01T00:00:00Z',
  created_at: '2026-10-01T00:00:00Z',
  ...overrides,
});

describe('sitemaps', () => {
  it('lists each page in all ten languages with alternates', () => {
    const xml = buildPagesSitemap(['/pricing']);
    expect(xml.match(/<url>/g)).toHaveLength(10);
    expect(xml).toContain('<loc>https://demoly.ai/de/pricing</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://demoly.ai/pricing"');
  });

  it('lists a post once, at its own language, with its translations as alternates', () => {
    const [xml] = buildPostsSitemaps([
      post(1),
      post(2, { slug: 'beitrag-2', language: 'de', translation_of: 'id-1' }),
      post(3),
    ]);
    expect(xml!.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://demoly.ai/de/resources/blog/beitrag-2</loc>');
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00Z</lastmod>');
    // Both versions name each other, and x-default is the English one.
    const german = xml!.slice(xml!.indexOf('beitrag-2</loc>'));
    expect(german.slice(0, german.indexOf('</url>'))).toContain(
      'hreflang="x-default" href="https://demoly.ai/resources/blog/post-1"',
    );
    const english = xml!.slice(xml!.indexOf('post-1</loc>'));
    expect(english.slice(0, english.indexOf('</url>'))).toContain(
      'hreflang="de" href="https://demoly.ai/de/resources/blog/beitrag-2"',
    );
  });

  it('stays valid past 50,000 URLs: an index of sitemaps of at most 50,000 each', () => {
    const posts = Array.from({ length: 120_001 }, (_, index) => post(index));
    const files = sitemapFiles(['/pricing'], posts);
    expect([...files.keys()]).toEqual([
      'sitemap.xml',
      'sitemap-pages.xml',
      'sitemap-posts-1.xml',
      'sitemap-posts-2.xml',
      'sitemap-posts-3.xml',
    ]);
    const counts = [1, 2, 3].map(
      (n) => files.get(`sitemap-posts-${n}.xml`)!.match(/<url>/g)!.length,
    );
    expect(counts).toEqual([50_000, 50_000, 20_001]);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://demoly.ai/sitemap-posts-3.xml</loc>');
  });

  it('escapes what XML needs escaped', () => {
    const [xml] = buildPostsSitemaps([post(1, { slug: 'a&b' })]);
    expect(xml).toContain('a%26b');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it('keeps the admin area out of robots and points at the index', () => {
    expect(buildRobots()).toContain('Disallow: /admin');
    expect(buildRobots()).toContain('Sitemap: https://demoly.ai/sitemap.xml');
  });
});

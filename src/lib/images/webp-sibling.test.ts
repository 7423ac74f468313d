import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webpSibling } from './webp-sibling';

describe('webpSibling', () => {
  it('names the WebP beside a site-hosted blog JPEG', () => {
    expect(webpSibling('/blog/demo-analytics.jpg')).toBe('/blog/demo-analytics.webp');
    expect(webpSibling('/blog/photo.jpeg')).toBe('/blog/photo.webp');
  });

  it('has none for uploads, other folders and other hosts', () => {
    expect(webpSibling('/storage/v1/object/public/blog-images/a.jpg')).toBeNull();
    expect(webpSibling('https://cdn.example.com/blog/a.jpg')).toBeNull();
    expect(webpSibling('/home/demo-poster.svg')).toBeNull();
    expect(webpSibling('/blog/../og-image.jpg')).toBeNull();
  });

  it('is true of public/blog: every JPEG there has its WebP', () => {
    const dir = path.resolve('public/blog');
    const files = new Set(readdirSync(dir));
    const jpegs = [...files].filter((file) => /\.jpe?g$/.test(file));
    expect(jpegs.length).toBeGreaterThan(0);
    for (const jpeg of jpegs) {
      const webp = webpSibling(`/blog/${jpeg}`);
      expect(webp && files.has(path.basename(webp)), `${jpeg} has no WebP beside it`).toBe(true);
    }
  });
});

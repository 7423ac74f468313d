// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { parseImageRef } from './image-ref';
import {
  imageSources,
  pageImageBox,
  renderImageUrl,
  shareImageFor,
  sizeFromKey,
  storageUrl,
  type ImageTransform,
} from './image-sources';

describe('parseImageRef', () => {
  it('reads an upload by its place in the bucket, and an old absolute upload URL as that place', () => {
    expect(parseImageRef('blog-images/1b9d.jpg')).toEqual({
      kind: 'storage',
      bucket: 'blog-images',
      key: '1b9d.jpg',
    });
    expect(
      parseImageRef('http://127.0.0.1:4420/storage/v1/object/public/blog-images/1b9d.png'),
    ).toEqual({ kind: 'storage', bucket: 'blog-images', key: '1b9d.png' });
  });

  it('keeps site paths and other hosts apart, and refuses what a browser reads as another host', () => {
    expect(parseImageRef('/blog/a.jpg')).toEqual({ kind: 'site', path: '/blog/a.jpg' });
    expect(parseImageRef('https://cdn.example.com/a.png')).toEqual({
      kind: 'external',
      url: 'https://cdn.example.com/a.png',
    });
    for (const hostile of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'javascript:alert(1)',
    ]) {
      expect(parseImageRef(hostile), hostile).toBeNull();
    }
    expect(parseImageRef('blog-images/../secret.jpg')).toBeNull();
    expect(parseImageRef('')).toBeNull();
  });
});

describe('renderImageUrl', () => {
  const client = createClient('https://project.supabase.co', 'key', {
    accessToken: async () => null,
  });
  const transforms: (ImageTransform & { format?: 'origin' })[] = [
    { width: 800 },
    { width: 800, height: 500, resize: 'cover' },
    { height: 300, resize: 'contain', quality: 60 },
    { width: 1200, height: 630, resize: 'cover', format: 'origin' },
  ];

  it('writes the URL supabase-js getPublicUrl(path, { transform }) writes', () => {
    for (const transform of transforms) {
      const { publicUrl } = client.storage
        .from('blog-images')
        .getPublicUrl('a b/1b9d.jpg', { transform }).data;
      expect(
        renderImageUrl(
          'https://project.supabase.co/storage/v1',
          'blog-images',
          'a b/1b9d.jpg',
          transform,
        ),
      ).toBe(publicUrl);
    }
  });
});

describe('imageSources', () => {
  it('offers an upload at every width, cropped to the 16:10 box of a card and the hero', () => {
    const ref = parseImageRef('blog-images/1b9d.jpg')!;
    const card = imageSources(ref, 'card');
    expect(card.src).toBe(
      `${storageUrl()}/render/image/public/blog-images/1b9d.jpg?width=800&height=500&resize=cover`,
    );
    expect(card.srcSet?.split(', ')).toHaveLength(7);
    expect(card.srcSet).toContain('width=400&height=250&resize=cover 400w');
    expect(card.sizes).toMatch(/100vw$/);
  });

  it('gives card and hero boxes the same 16:10 shape as the crop Storage is asked for', () => {
    expect(pageImageBox(800)).toEqual({ width: 800, height: 500 });
    expect(pageImageBox(1600)).toEqual({ width: 1600, height: 1000 });
    expect(imageSources(parseImageRef('blog-images/1b9d.jpg')!, 'hero').srcSet).toContain(
      'width=1600&height=1000&resize=cover 1600w',
    );
  });

  it('keeps a body image’s own shape and takes its size from its name', () => {
    const ref = parseImageRef('blog-images/1b9d-w1600h900.png')!;
    const body = imageSources(ref, 'body');
    expect(body.src).toMatch(/\?width=800$/);
    expect(body).toMatchObject({ width: 1600, height: 900 });
    expect(sizeFromKey('x.png')).toBeUndefined();
  });

  it('serves site images with their WebP twin and other hosts as they are', () => {
    expect(imageSources(parseImageRef('/blog/a.jpg')!, 'hero')).toEqual({
      src: '/blog/a.jpg',
      webp: '/blog/a.webp',
    });
    expect(imageSources(parseImageRef('https://cdn.example.com/a.png')!, 'card')).toEqual({
      src: 'https://cdn.example.com/a.png',
    });
  });
});

describe('shareImageFor', () => {
  it('is absolute on the canonical origin, 1200×630 in the upload’s own format', () => {
    expect(
      shareImageFor('http://127.0.0.1:4420/storage/v1/object/public/blog-images/1b9d.jpg'),
    ).toBe(
      `${site.origin}/storage/v1/render/image/public/blog-images/1b9d.jpg?width=1200&height=630&resize=cover&format=origin`,
    );
    expect(shareImageFor('/blog/a.jpg')).toBe(`${site.origin}/blog/a.jpg`);
  });

  it('vouches for no image on another host', () => {
    expect(shareImageFor('https://evil.example/x.png')).toBeNull();
    expect(shareImageFor('/\\evil.example/x.png')).toBeNull();
  });
});

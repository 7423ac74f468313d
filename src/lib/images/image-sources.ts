import { env } from '@/config/env';
import { site } from '@/config/site';
import { parseImageRef, type ImageRef } from './image-ref';
import { webpSibling } from './webp-sibling';

/**
 * How the site asks for an image at a size: Storage's image transformation URL, exactly as
 * supabase-js's `getPublicUrl(path, { transform })` writes it (the test compares the two), so
 * hosted mode gets Supabase's transformations and the embedded backend answers the same URL.
 * Written here rather than asked of supabase-js, which public pages do not load to show a post.
 * Storage picks WebP for browsers that accept it unless `format` says otherwise.
 */
export interface ImageTransform {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif';
  quality?: number;
}

/** Storage's base URL: Supabase's in hosted mode; this site's own origin in embedded mode. */
export function storageUrl({ absolute = false } = {}): string {
  if (env.VITE_SUPABASE_URL) return `${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/storage/v1`;
  return `${absolute ? site.origin : ''}/storage/v1`;
}

export function renderImageUrl(
  base: string,
  bucket: string,
  key: string,
  transform: ImageTransform,
): string {
  const query = new URLSearchParams();
  if (transform.width) query.set('width', String(transform.width));
  if (transform.height) query.set('height', String(transform.height));
  if (transform.resize) query.set('resize', transform.resize);
  if (transform.format) query.set('format', transform.format);
  if (transform.quality) query.set('quality', String(transform.quality));
  const queryString = query.toString();
  return (
    encodeURI(`${base}/render/image/public/${bucket}/${key.replace(/^\/+/, '')}`) +
    (queryString ? `?${queryString}` : '')
  );
}

/** Widths offered in srcset: a phone at DPR 2 to a wide screen at DPR 2, within Storage's 2500. */
export const imageWidths = [400, 640, 800, 1080, 1280, 1600, 2000] as const;

/**
 * The one shape of a featured image on the blog: list cards and a post's hero crop it to 16:10
 * (the boxes they fill), and so do the editor's previews. The class is written out whole so
 * Tailwind finds it here.
 */
export const pageImageCrop = { width: 16, height: 10, className: 'aspect-[16/10]' } as const;

/** The width and height attributes of a featured image `width` pixels wide in the page's crop. */
export function pageImageBox(width: number): { width: number; height: number } {
  return { width, height: Math.round((width * pageImageCrop.height) / pageImageCrop.width) };
}

/** A shared link's image (og:image): 1200×630, about 1.91:1, as the networks crop it. */
export const shareImageCrop = { width: 1200, height: 630, className: 'aspect-[1200/630]' } as const;

/**
 * Where an image sits, which decides its shape and the `sizes` the browser picks a width by:
 * list cards and the post's hero are cropped to pageImageCrop, a body image keeps its own shape
 * in the article's column (768 px at most), a share preview is cropped as the networks crop.
 */
export type ImageLayout = 'card' | 'hero' | 'body' | 'share';

const pageAspect = pageImageCrop.height / pageImageCrop.width;
const layouts: Record<ImageLayout, { sizes: string; aspect?: number }> = {
  card: { sizes: '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw', aspect: pageAspect },
  hero: { sizes: '(min-width: 816px) 768px, calc(100vw - 48px)', aspect: pageAspect },
  body: { sizes: '(min-width: 816px) 768px, calc(100vw - 48px)' },
  share: {
    sizes: '(min-width: 640px) 500px, 100vw',
    aspect: shareImageCrop.height / shareImageCrop.width,
  },
};

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** The WebP twin of a site image (public/blog keeps one beside each JPEG). */
  webp?: string;
  /** The image's own size when its name says it (uploads made by the editor). */
  width?: number;
  height?: number;
}

/** An upload's own size, written into its name by the editor (`…-w1600h900.jpg`). */
export function sizeFromKey(key: string): { width: number; height: number } | undefined {
  const match = /-w(\d{1,5})h(\d{1,5})\.[a-z0-9]+$/i.exec(key);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** src, srcset and sizes for an image in `layout`. */
export function imageSources(ref: ImageRef, layout: ImageLayout): ImageSources {
  if (ref.kind === 'external') return { src: ref.url };
  if (ref.kind === 'site') {
    return { src: ref.path, webp: webpSibling(ref.path) ?? undefined };
  }
  const { sizes, aspect } = layouts[layout];
  const url = (width: number) =>
    renderImageUrl(storageUrl(), ref.bucket, ref.key, {
      width,
      ...(aspect ? { height: Math.round(width * aspect), resize: 'cover' as const } : {}),
    });
  return {
    src: url(800),
    srcSet: imageWidths.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes,
    ...(layout === 'body' ? sizeFromKey(ref.key) : {}),
  };
}

/**
 * The share image (og:image, twitter:image): absolute, 1200×630 as the networks crop, in the
 * upload's own format (not every crawler takes WebP). Site images are served as they are; an
 * image on another host is not vouched for in the site's head (null: the site's own image).
 */
export function shareImageUrl(ref: ImageRef): string | null {
  if (ref.kind === 'external') return null;
  if (ref.kind === 'site') return `${site.origin}${ref.path}`;
  return renderImageUrl(storageUrl({ absolute: true }), ref.bucket, ref.key, {
    width: shareImageCrop.width,
    height: shareImageCrop.height,
    resize: 'cover',
    format: 'origin',
  });
}

/** The share image of a stored image value, or null (the page then shares the site's own). */
export function shareImageFor(value: string | null | undefined): string | null {
  const ref = parseImageRef(value);
  return ref ? shareImageUrl(ref) : null;
}

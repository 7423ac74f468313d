/**
 * The WebP beside a site-hosted blog image: every public/blog/*.jpg has one at the same size
 * (webp-sibling.test.ts keeps that true), about a quarter of the bytes. Other images (uploads in
 * Storage, external URLs) have none and are shown as they are.
 */
export function webpSibling(src: string): string | null {
  return /^\/blog\/[\w-]+\.jpe?g$/.test(src) ? src.replace(/\.jpe?g$/, '.webp') : null;
}

/**
 * The images the blog takes: raster formats only, each with its file extension. No SVG: it can
 * carry script and would be served from the site's own origin. The embedded Storage accepts
 * exactly these, and the bucket's allowed_mime_types in the migration is the same list (a test
 * compares them), so hosted Storage refuses the same files.
 */
/** The public bucket every uploaded blog image lives in (supabase/migrations creates it). */
export const imageBucket = 'blog-images';

/** The bucket's file_size_limit (5 MB), checked before a doomed upload; a test compares them. */
export const maxImageBytes = 5 * 1024 * 1024;

export const imageExtensions = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
} as const;

export type ImageType = keyof typeof imageExtensions;

export const allowedImageTypes = Object.keys(imageExtensions) as ImageType[];

export function isImageType(type: string): type is ImageType {
  return Object.hasOwn(imageExtensions, type);
}

/** The first bytes of each format (WebP and AVIF sit inside RIFF / ISO-BMFF boxes). */
function matches(bytes: Uint8Array, offset: number, signature: string): boolean {
  return [...signature].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
}

/**
 * What the bytes really are, from their first 12, or null when they are no image we take. A
 * declared type comes from a file name and says nothing about the content: a text file, an SVG
 * or an HTML page renamed to .png must not reach the image bucket.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (matches(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (matches(bytes, 0, 'GIF87a') || matches(bytes, 0, 'GIF89a')) return 'image/gif';
  if (matches(bytes, 0, 'RIFF') && matches(bytes, 8, 'WEBP')) return 'image/webp';
  if (matches(bytes, 4, 'ftyp') && (matches(bytes, 8, 'avif') || matches(bytes, 8, 'avis'))) {
    return 'image/avif';
  }
  return null;
}

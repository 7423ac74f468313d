/**
 * Raster images only. `accept="image/*"` is a hint the browser may ignore (drag and drop, "All
 * files"), and SVG is left out on purpose: served from our own origin, an SVG can carry script.
 */
const extensionsByType: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
};

export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return file.type in extensionsByType;
}

/** A random name keeping the original extension (lower-cased), e.g. 1b9d….png. */
export function imageFileName(file: Pick<File, 'name' | 'type'>, randomId: string): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[0]?.toLowerCase();
  return `${randomId}${fromName ?? extensionsByType[file.type] ?? ''}`;
}

/** The blog-images bucket's limit (supabase/migrations), checked before a doomed upload. */
export const maxImageBytes = 5 * 1024 * 1024;

/** The first bytes of each accepted format (WebP and AVIF sit inside RIFF / ISO-BMFF boxes). */
function matches(bytes: Uint8Array, offset: number, signature: string): boolean {
  return [...signature].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
}

/**
 * What the file really is, from its first bytes, or null when it is no raster image we accept.
 * The declared type comes from the file name and says nothing about the content: a text file,
 * an SVG or an HTML page renamed to .png must not reach the image bucket.
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (matches(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (matches(bytes, 0, 'GIF87a') || matches(bytes, 0, 'GIF89a')) return 'image/gif';
  if (matches(bytes, 0, 'RIFF') && matches(bytes, 8, 'WEBP')) return 'image/webp';
  if (matches(bytes, 4, 'ftyp') && (matches(bytes, 8, 'avif') || matches(bytes, 8, 'avis'))) {
    return 'image/avif';
  }
  return null;
}

/** Reads just enough of the file to recognise its format. */
export async function readImageType(file: Blob): Promise<string | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

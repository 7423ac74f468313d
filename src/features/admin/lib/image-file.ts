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

import { imageExtensions, isImageType, sniffImageType } from '@/config/image-types';

/**
 * Raster images only (config/image-types.ts). `accept="image/*"` is a hint the browser may
 * ignore (drag and drop, "All files").
 */
export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return isImageType(file.type);
}

/** A random name keeping the original extension (lower-cased), e.g. 1b9d….png. */
export function imageFileName(file: Pick<File, 'name' | 'type'>, randomId: string): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[0]?.toLowerCase();
  return `${randomId}${fromName ?? (isImageType(file.type) ? imageExtensions[file.type] : '')}`;
}

/** The blog-images bucket's limit (supabase/migrations), checked before a doomed upload. */
export const maxImageBytes = 5 * 1024 * 1024;

export { sniffImageType };

/** Reads just enough of the file to recognise its format. */
export async function readImageType(file: Blob): Promise<string | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

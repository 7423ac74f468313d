import { imageExtensions, isImageType, maxImageBytes, sniffImageType } from '@/config/image-types';

/**
 * Raster images only (config/image-types.ts). `accept="image/*"` is a hint the browser may
 * ignore (drag and drop, "All files").
 */
export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return isImageType(file.type);
}

/**
 * A random name keeping the original extension (lower-cased), with the image's size when known:
 * 1b9d….png, 1b9d…-w3000h2000.jpg (lib/images reads the size back to reserve the image's box).
 */
export function imageFileName(
  file: Pick<File, 'name' | 'type'>,
  randomId: string,
  size?: { width: number; height: number },
): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[0]?.toLowerCase();
  const extension = fromName ?? (isImageType(file.type) ? imageExtensions[file.type] : '');
  return `${randomId}${size ? `-w${size.width}h${size.height}` : ''}${extension}`;
}

/** The image's displayed size (its EXIF orientation applied), or undefined if unreadable. */
export async function readImageSize(
  file: Blob,
): Promise<{ width: number; height: number } | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

export { maxImageBytes, sniffImageType };

/** Reads just enough of the file to recognise its format. */
export async function readImageType(file: Blob): Promise<string | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/**
 * Why a file cannot be uploaded as a post image, checked before any byte is sent: not an image
 * by its type or by its bytes (a renamed text file), or over the bucket's limit. Null: it can.
 */
export async function imageProblem(file: File): Promise<'notAnImage' | 'tooLarge' | null> {
  if (!isAcceptedImage(file)) return 'notAnImage';
  if (file.size > maxImageBytes) return 'tooLarge';
  // The type only reflects the name; the bytes must be an image too.
  return (await readImageType(file)) === null ? 'notAnImage' : null;
}

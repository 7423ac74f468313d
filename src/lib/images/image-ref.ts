import { imageBucket } from '@/config/image-types';

/**
 * What a post's image value points at, read in one place for the blog, the feeds, the head tags
 * and the admin:
 * - `storage`: an upload, stored as its place in the bucket (`blog-images/1b9d….jpg`), served
 *   through Storage in whichever mode runs, so it can be asked for at any size;
 * - `site`: a file of the site itself (`/blog/ai-demo-pipeline.jpg`, root-relative);
 * - `external`: an http(s) URL somewhere else, shown as it is.
 * Older posts stored an upload as its absolute public URL, with whatever host the admin used;
 * that URL reads as the bucket place it names. Anything else (`javascript:`, `data:`, a
 * protocol-relative `//host` or `/\host`, which browsers read as another host) is no image.
 */
export type ImageRef =
  | { kind: 'storage'; bucket: string; key: string }
  | { kind: 'site'; path: string }
  | { kind: 'external'; url: string };

/** Characters a bucket key may hold here: what our uploads write (uuid + extension) and paths. */
const storageKey = /^[\w-]+(?:\/[\w-]+)*\.[a-z0-9]{1,5}$/i;
const publicObjectPath = /\/storage\/v1\/object\/public\/([\w-]+)\/(.+)$/;

function storageRef(bucket: string, key: string): ImageRef | null {
  return bucket === imageBucket && storageKey.test(key) ? { kind: 'storage', bucket, key } : null;
}

export function parseImageRef(value: string | null | undefined): ImageRef | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return null;
  if (text.startsWith(`${imageBucket}/`)) {
    return storageRef(imageBucket, text.slice(imageBucket.length + 1));
  }
  if (text.startsWith('/')) {
    // `//host/x` and `/\host/x` are other hosts to a browser; a site path is `/` plus a name.
    return /^\/[\w-]/.test(text) && !text.includes('\\') ? { kind: 'site', path: text } : null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const upload = publicObjectPath.exec(url.pathname);
  if (upload && !url.search) {
    const ref = storageRef(upload[1]!, decodeURIComponent(upload[2]!));
    if (ref) return ref;
  }
  return { kind: 'external', url: url.href };
}

/** The value a post stores for an upload: its place in the bucket. */
export function storedImageValue(bucket: string, key: string): string {
  return `${bucket}/${key}`;
}

import { imageBucket } from '@/config/image-types';
import { storedImageValue } from '@/lib/images/image-ref';
import { imageFileName, readImageSize } from '../lib/image-file';
import { noteUpload } from '../lib/session-uploads';

/**
 * Uploads an image to the blog-images bucket under a random name that keeps its extension and
 * says its size (`…-w3000h2000.jpg`, so a body image reserves its box before it loads), and
 * returns what a post stores: its place in the bucket, never an address.
 *
 * The request is Storage's own upload (POST /storage/v1/object/<bucket>/<key> with the file as
 * the body, as storage-js sends a non-Blob body), made with XMLHttpRequest because fetch reports
 * no upload progress. Names never repeat, so the copy may be cached for a year.
 */
export async function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const size = await readImageSize(file);
  const key = imageFileName(file, crypto.randomUUID(), size);
  // Loaded with the first request, like every API call (lib/supabase-lazy.ts).
  const { apiEndpoint, currentAccessToken } = await import('@/lib/supabase');
  const { url, key: apiKey } = apiEndpoint();
  const token = (await currentAccessToken()) ?? apiKey;
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${url}/storage/v1/object/${imageBucket}/${encodeURIComponent(key)}`);
    request.setRequestHeader('apikey', apiKey);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('x-upsert', 'false');
    request.setRequestHeader('cache-control', 'max-age=31536000');
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = `Upload failed (${request.status})`;
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
      } catch {
        // not JSON: keep the status
      }
      reject(new Error(message));
    };
    request.onerror = () =>
      reject(new Error('Upload failed: the network request did not complete'));
    request.send(file);
  });
  const stored = storedImageValue(imageBucket, key);
  noteUpload(stored);
  return stored;
}

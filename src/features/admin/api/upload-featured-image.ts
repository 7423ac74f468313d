import { useMutation } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { imageFileName } from '../lib/image-file';

export const imageBucket = 'blog-images';

/**
 * The file goes to the blog-images bucket under a random name that keeps its
 * extension; the public URL is what the post stores as featured_image.
 */
export async function uploadFeaturedImage(file: File): Promise<string> {
  const name = imageFileName(file, crypto.randomUUID());
  const bucket = (await loadSupabase('signed-in')).storage.from(imageBucket);
  const { error } = await bucket.upload(name, file, {
    contentType: file.type,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw new Error(error.message);
  return bucket.getPublicUrl(name).data.publicUrl;
}

export function useUploadFeaturedImage() {
  return useMutation({ mutationFn: uploadFeaturedImage });
}

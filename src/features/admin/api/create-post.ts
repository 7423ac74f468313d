import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { toWriteError } from './errors';
import type { PostPayload } from '@/lib/posts/types';
import { blogPostsRootKey } from '@/lib/query-keys';
import { adminKeys } from './query-keys';

/** Spec §7: insert the editor's payload. A taken slug becomes a DuplicateSlugError. */
export async function createPost(payload: PostPayload): Promise<void> {
  const { error } = await getSupabase().from('blog_posts').insert(payload);
  if (error) throw toWriteError(error);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.posts() }),
        queryClient.invalidateQueries({ queryKey: blogPostsRootKey }),
      ]),
  });
}

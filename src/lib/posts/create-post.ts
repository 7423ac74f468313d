import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';
import type { PostPayload } from './types';
import { toWriteError } from './write-errors';

/** Insert the editor's payload. A taken slug becomes a DuplicateSlugError. */
export async function createPost(payload: PostPayload): Promise<void> {
  const { error } = await (await loadSupabase('signed-in')).from('blog_posts').insert(payload);
  if (error) throw toWriteError(error);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () =>
      // Every list, page and lookup of posts, the public blog's included.
      queryClient.invalidateQueries({ queryKey: postQueries.all() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterPostWrite } from './post-writes';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postColumns, type PostPayload, type PostRow } from './types';
import { toWriteError } from './write-errors';

/**
 * Inserts the editor's payload and returns the post as stored (its id, and what the database
 * set: dates, versions). A taken slug becomes a DuplicateSlugError.
 */
export async function createPost(payload: PostPayload): Promise<PostRow> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_posts')
    .insert(payload)
    .select(postColumns)
    .single();
  if (error) throw toWriteError(error);
  return data;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => afterPostWrite(queryClient, post),
  });
}

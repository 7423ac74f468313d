import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterPostWrite } from './post-writes';
import { removeUnusedUploadsAfterWrite, uploadsBeforeDelete } from '@/lib/images/unused-uploads';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';

/**
 * Delete the chosen post, then the uploads it (or one of its revisions, which go with it) named
 * that no other post or revision names.
 */
export async function deletePost(id: string): Promise<void> {
  const supabase = await loadSupabase('signed-in');
  const uploads = await uploadsBeforeDelete(supabase, [id]);
  const { error } = await supabase.from('blog_posts').delete().eq('id', id);
  if (error) throw new Error(error.message);
  await removeUnusedUploadsAfterWrite(supabase, uploads);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    // The list reloads after a delete.
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: postQueries.forEdit(id) });
      return afterPostWrite(queryClient, null);
    },
  });
}

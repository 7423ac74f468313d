import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterPostWrite } from './post-writes';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postQueries } from './query-keys';

/** Delete the chosen post. */
export async function deletePost(id: string): Promise<void> {
  const { error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_posts')
    .delete()
    .eq('id', id);
  if (error) throw new Error(error.message);
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import { inTranslationGroup } from './get-translations';
import { afterPostWrite } from './post-writes';
import { postQueries } from './query-keys';

/**
 * Deletes an original and every translation of it in one request: one statement, so either
 * the whole group goes or none of it. Resolves to the number of posts deleted.
 */
export async function deletePostGroup(originalId: string): Promise<number> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('blog_posts')
    .delete()
    .or(inTranslationGroup(originalId))
    .select('id');
  if (error) throw new Error(error.message);
  return data?.length ?? 0;
}

export function useDeletePostGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePostGroup,
    onSuccess: (_count, id) => {
      queryClient.removeQueries({ queryKey: postQueries.forEdit(id) });
      return afterPostWrite(queryClient, null);
    },
  });
}

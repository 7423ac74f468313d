import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeUnusedUploadsAfterWrite, uploadsBeforeDelete } from '@/lib/images/unused-uploads';
import { loadSupabase } from '@/lib/supabase-lazy';
import { inTranslationGroup } from './get-translations';
import { afterPostWrite } from './post-writes';
import { postQueries } from './query-keys';

/**
 * Deletes an original and every translation of it in one request: one statement, so either
 * the whole group goes or none of it; then the uploads only they named. Resolves to the number
 * of posts deleted.
 */
export async function deletePostGroup(originalId: string): Promise<number> {
  const supabase = await loadSupabase('signed-in');
  // The group's uploads, read first: after the delete no row names them.
  const group = await supabase.from('blog_posts').select('id').or(inTranslationGroup(originalId));
  const uploads = await uploadsBeforeDelete(
    supabase,
    group.error ? [] : (group.data ?? []).map((post) => post.id),
  );
  const { data, error } = await supabase
    .from('blog_posts')
    .delete()
    .or(inTranslationGroup(originalId))
    .select('id');
  if (error) throw new Error(error.message);
  await removeUnusedUploadsAfterWrite(supabase, uploads);
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

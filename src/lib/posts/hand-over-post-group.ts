import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeUnusedUploadsAfterWrite, uploadsBeforeDelete } from '@/lib/images/unused-uploads';
import { loadSupabase } from '@/lib/supabase-lazy';
import { afterPostWrite } from './post-writes';
import { postQueries } from './query-keys';

export interface HandOverInput {
  /** The original being deleted. */
  originalId: string;
  /** Its translation that becomes the group's original. */
  newOriginalId: string;
}

/**
 * Deletes an original but keeps its translations: `newOriginalId` becomes the original and the
 * other translations point to it. The database does all of it for one inserted row
 * (blog_post_handovers' trigger), in one transaction: a failure leaves the group as it was.
 */
export async function handOverPostGroup({
  originalId,
  newOriginalId,
}: HandOverInput): Promise<void> {
  const supabase = await loadSupabase('signed-in');
  const uploads = await uploadsBeforeDelete(supabase, [originalId]);
  const { error } = await supabase
    .from('blog_post_handovers')
    .insert({ original_id: originalId, new_original_id: newOriginalId });
  if (error) throw new Error(error.message);
  // The deleted original's uploads that its translations do not use too.
  await removeUnusedUploadsAfterWrite(supabase, uploads);
}

export function useHandOverPostGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverPostGroup,
    onSuccess: (_data, { originalId }) => {
      queryClient.removeQueries({ queryKey: postQueries.forEdit(originalId) });
      return afterPostWrite(queryClient, null);
    },
  });
}

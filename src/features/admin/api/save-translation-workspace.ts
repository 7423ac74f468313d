import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { afterPostWrite } from '@/lib/posts/post-writes';
import { postColumns } from '@/lib/posts/types';
import { missedUpdate } from '@/lib/posts/update-post';
import { toWriteError } from '@/lib/posts/write-errors';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { WorkspaceUpdate } from '../lib/workspace-segments';
import type { WorkspaceTranslation } from './get-translation-workspace';

export interface SaveTranslationWorkspaceInput {
  id: string;
  /** The rebuilt columns (content_html is made from content_markdown by the caller). */
  columns: WorkspaceUpdate & { content_html?: string };
  segmentStates: Json;
  /** updated_at as the workspace loaded (or last saved) it: optimistic concurrency. */
  expectedUpdatedAt: string;
}

/**
 * The workspace's save, guarded as the editor's is (updatePost): written only if nobody saved the
 * translation since `expectedUpdatedAt`; otherwise PostConflictError, and the caller keeps every
 * word typed. Errors the database raises (machine text in a published post) come back as the
 * editor's write errors.
 */
export async function saveTranslationWorkspace({
  id,
  columns,
  segmentStates,
  expectedUpdatedAt,
}: SaveTranslationWorkspaceInput): Promise<WorkspaceTranslation> {
  const supabase = await loadSupabase('signed-in');
  const { data, error } = await supabase
    .from('blog_posts')
    .update({ ...columns, segment_states: segmentStates })
    .eq('id', id)
    .eq('updated_at', expectedUpdatedAt)
    .select(`${postColumns},segment_states`);
  if (error) throw toWriteError(error);
  const saved = data?.[0];
  if (saved) return saved;
  throw await missedUpdate(id);
}

export function useSaveTranslationWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranslationWorkspace,
    onSuccess: (post) => {
      const { segment_states: _states, ...row } = post;
      afterPostWrite(queryClient, row);
    },
  });
}

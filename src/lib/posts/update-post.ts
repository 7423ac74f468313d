import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterPostWrite } from './post-writes';
import { loadSupabase } from '@/lib/supabase-lazy';
import { postColumns, type PostRow, type PostUpdate } from './types';
import { PostConflictError, toWriteError } from './write-errors';

export interface UpdatePostInput {
  id: string;
  /**
   * The editor sends every column it owns; a revision restore only the content columns; marking a
   * translation up to date only source_version.
   */
  payload: PostUpdate;
  /** updated_at as it was when the editor loaded the post (optimistic concurrency). */
  expectedUpdatedAt: string;
}

/**
 * update, made safe for two editors: the row is only written if its updated_at is still
 * the one the editor loaded (the database bumps it on every write). No row back means someone
 * saved in between, or deleted the post: refused, never a silent overwrite.
 */
export async function updatePost({
  id,
  payload,
  expectedUpdatedAt,
}: UpdatePostInput): Promise<PostRow> {
  const supabase = await loadSupabase('signed-in');
  const { data, error } = await supabase
    .from('blog_posts')
    .update(payload)
    .eq('id', id)
    .eq('updated_at', expectedUpdatedAt)
    .select(postColumns);
  if (error) throw toWriteError(error);
  // noUncheckedIndexedAccess: the first row, or undefined when the condition matched none.
  const updated = data?.[0];
  if (updated) return updated;
  throw await missedUpdate(id);
}

/**
 * Why a guarded update (`updated_at` as loaded) matched no row: someone saved in between, or the
 * post is gone. Every guarded save of a post throws this.
 */
export async function missedUpdate(id: string): Promise<PostConflictError> {
  const supabase = await loadSupabase('signed-in');
  const { data: current } = await supabase
    .from('blog_posts')
    .select('id')
    .eq('id', id)
    .maybeSingle();
  return new PostConflictError(current ? 'changed' : 'deleted');
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => afterPostWrite(queryClient, post),
  });
}

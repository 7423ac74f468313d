import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterPostWrite } from './post-writes';
import type { PostPayload, PostRow } from './types';
import { updatePost } from './update-post';

export interface AutosavePostInput {
  id: string;
  /** The editor's columns; status must stay draft (the database refuses an autosave otherwise). */
  payload: PostPayload & { status: 'draft' };
  /** updated_at of the version the editor holds: an autosave never goes over someone's save. */
  expectedUpdatedAt: string;
}

/**
 * Saves a draft being edited after a pause in typing: the same conflict-safe update as Save
 * draft (a PostConflictError when someone saved since), marked as an autosave so the history
 * keeps one entry per run of autosaves instead of one per pause.
 */
export function autosavePost({ id, payload, expectedUpdatedAt }: AutosavePostInput) {
  return updatePost({ id, payload: { ...payload, autosave: true }, expectedUpdatedAt });
}

export function useAutosavePost() {
  const queryClient = useQueryClient();
  return useMutation<PostRow, Error, AutosavePostInput>({
    mutationFn: autosavePost,
    onSuccess: (post) => afterPostWrite(queryClient, post),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterPostWrite } from './post-writes';
import {
  fieldRestorePayload,
  restoredPayload,
  type ComparedColumn,
  type PostRevision,
} from './revision-types';
import type { PostRow } from './types';
import { updatePost } from './update-post';

export interface RestorePostRevisionInput {
  revision: PostRevision;
  /** updated_at of the post the admin is looking at: a newer save in between is refused. */
  expectedUpdatedAt: string;
  /** Only this field of the revision; every other keeps its current value. */
  column?: ComparedColumn;
}

/**
 * Puts a revision's content (or one field of it) back as a new save: an ordinary update of the post (same
 * concurrent-edit check as the editor's Update, PostConflictError when someone saved meanwhile),
 * so the database writes a revision for it and the version being replaced stays in the history.
 */
export function restorePostRevision({
  revision,
  expectedUpdatedAt,
  column,
}: RestorePostRevisionInput): Promise<PostRow> {
  const payload = column
    ? fieldRestorePayload(revision.fields, column)
    : restoredPayload(revision.fields);
  return updatePost({ id: revision.post_id, payload, expectedUpdatedAt });
}

export function useRestorePostRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePostRevision,
    // Every list and page of posts, and this post's history (it has a new revision).
    onSuccess: (post) => afterPostWrite(queryClient, post),
  });
}

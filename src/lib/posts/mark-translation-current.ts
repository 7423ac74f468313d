import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterPostWrite } from './post-writes';
import type { PostRow } from './types';
import { updatePost } from './update-post';

export interface MarkTranslationCurrentInput {
  id: string;
  /** The original's version the admin compared with (TranslationStatus.currentVersion). */
  sourceVersion: number;
  /** updated_at of the translation as the editor loaded it (optimistic concurrency). */
  expectedUpdatedAt: string;
}

/**
 * Records that a translation says what its original says now: writes source_version, which the
 * database accepts only as the original's current version (SourceChangedError if the original
 * changed again since the comparison was shown). The translation's words are not touched.
 */
export function markTranslationCurrent({
  id,
  sourceVersion,
  expectedUpdatedAt,
}: MarkTranslationCurrentInput): Promise<PostRow> {
  return updatePost({ id, payload: { source_version: sourceVersion }, expectedUpdatedAt });
}

export function useMarkTranslationCurrent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTranslationCurrent,
    onSuccess: (post) => afterPostWrite(queryClient, post),
  });
}

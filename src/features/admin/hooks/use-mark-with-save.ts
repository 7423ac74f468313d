import { useState } from 'react';
import { useTranslationStatus } from '@/lib/posts/get-translation-status';
import type { PostRow } from '@/lib/posts/types';

/**
 * "Mark as up to date with this save" for an outdated translation: the translator updates the
 * words and records, in the same save, that they now follow the original's current version (the
 * one the editor's comparison shows). Null for an original, a new post or a translation in step.
 */
export function useMarkWithSave(post: PostRow | null) {
  const status = useTranslationStatus(post?.translation_of ? post.id : null);
  const [checked, setChecked] = useState(false);
  const outdated = status.data?.outdated === true;
  return {
    /** The checkbox beside the save buttons, when it applies. */
    offer: outdated ? { checked, onChange: setChecked } : undefined,
    /** What the save writes as source_version, or null to leave it. */
    sourceVersion: outdated && checked ? (status.data?.currentVersion ?? null) : null,
    reset: () => setChecked(false),
  };
}

import { useRef, useState } from 'react';
import type { PostRow } from '@/lib/posts/types';
import type { PostFormValues } from '../schemas';
import { sharedFieldChanges, type SharedChanges } from '../lib/shared-fields';

/** An open "Apply to N language versions" prompt. */
export interface VersionsOffer {
  originalId: string;
  changes: SharedChanges;
}

/**
 * After an original's save changed what its language versions share (shared-fields.ts), the
 * editor offers to apply the change to them before it moves on: `offer` resolves once the
 * prompt is closed, at once when there is nothing to offer.
 */
export function useVersionsPrompt() {
  const [offer, setOffer] = useState<VersionsOffer | null>(null);
  const resolveRef = useRef<(() => void) | null>(null);

  function offerAfterSave(
    before: Partial<PostFormValues> | undefined,
    saved: PostRow,
    hasTranslations: boolean,
  ): Promise<void> {
    if (!hasTranslations || saved.translation_of !== null) return Promise.resolve();
    const changes = sharedFieldChanges(before, saved);
    if (Object.keys(changes).length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      resolveRef.current = resolve;
      setOffer({ originalId: saved.id, changes });
    });
  }

  function close() {
    setOffer(null);
    resolveRef.current?.();
    resolveRef.current = null;
  }

  return { offer, offerAfterSave, close };
}

import { useState } from 'react';
import type { CoverageRow } from '@/lib/posts/get-translation-coverage';
import type { PostRow } from '@/lib/posts/types';
import { LanguagesPreviewDialog } from './languages-preview-dialog';
import { SourceTranslationsPanel } from './source-translations-panel';
import { TranslationStatusPanel } from './translation-status-panel';
import { OpenWorkspaceLink } from './translation-workspace/open-workspace-link';

/**
 * A saved post's place among its translations, above its editor: a translation shows whether it
 * is in step with its original; an original lists its translations and previews them all.
 */
export function TranslationPanels({
  post,
  group,
  expectedUpdatedAt,
  unsavedChanges,
  onMarked,
}: {
  post: PostRow;
  /** The original's group (null for a translation, or until loaded). */
  group: CoverageRow | null;
  expectedUpdatedAt: string;
  unsavedChanges: boolean;
  onMarked: (post: PostRow) => void;
}) {
  const [previewAllOpen, setPreviewAllOpen] = useState(false);
  if (post.translation_of) {
    return (
      <>
        <TranslationStatusPanel
          post={post}
          expectedUpdatedAt={expectedUpdatedAt}
          unsavedChanges={unsavedChanges}
          onMarked={onMarked}
        />
        <OpenWorkspaceLink postId={post.id} />
      </>
    );
  }
  if (!group) return null;
  return (
    <>
      <SourceTranslationsPanel group={group} onPreviewAll={() => setPreviewAllOpen(true)} />
      <LanguagesPreviewDialog
        originalId={post.id}
        open={previewAllOpen}
        onOpenChange={setPreviewAllOpen}
      />
    </>
  );
}

import type { CoverageRow } from '@/lib/posts/get-translation-coverage';
import type { PostRow } from '@/lib/posts/types';
import type { useConflictMerge } from '../hooks/use-conflict-merge';
import type { useEditorBase } from '../hooks/use-editor-base';
import type { useEditorDrafts } from '../hooks/use-editor-drafts';
import type { useEditorSaveFlow } from '../hooks/use-editor-save-flow';
import { ConflictResolver } from './conflict-resolver';
import { EditingPresenceNotice } from './editing-presence-notice';
import { OlderDraftNotice } from './older-draft-notice';
import { PostHistoryButton } from './post-history-button';
import { RestoredDraftNotice } from './restored-draft-notice';
import { TranslationPanels } from './translation-panels';

/**
 * What stands above the editor's form: who else is editing, the History, a draft from this
 * browser (put back, or older than the server's), a save that met someone else's, and the post's
 * place among its translations.
 */
export function EditorNotices({
  postId,
  post,
  editor,
  drafts,
  merging,
  saveMerged,
  saving,
  unsavedChanges,
  group,
}: {
  postId: string | null;
  post: PostRow | null;
  editor: ReturnType<typeof useEditorBase>;
  drafts: ReturnType<typeof useEditorDrafts>;
  merging: ReturnType<typeof useConflictMerge>;
  saveMerged: ReturnType<typeof useEditorSaveFlow>['saveMerged'];
  saving: boolean;
  unsavedChanges: boolean;
  /** The original's group (null for a translation, or until loaded). */
  group: CoverageRow | null;
}) {
  const { restored, older } = editor;
  return (
    <>
      <EditingPresenceNotice postId={postId} />
      {post ? (
        <div className="flex justify-end">
          <PostHistoryButton
            post={post}
            unsavedChanges={unsavedChanges}
            onRestored={drafts.restartFrom}
          />
        </div>
      ) : null}
      {restored ? (
        <RestoredDraftNotice
          draft={restored}
          stale={editor.restoredIsStale}
          onDiscard={drafts.discardDraft}
        />
      ) : null}
      {older && post ? (
        <OlderDraftNotice
          draft={older}
          serverSavedAt={post.updated_at}
          onUse={drafts.takeOlderDraft}
          onDiscard={drafts.discardDraft}
        />
      ) : null}
      {merging.state ? (
        <ConflictResolver
          state={merging.state}
          saving={saving}
          onRetry={() => {
            void merging.retry().then((outcome) => {
              if (typeof outcome === 'object')
                saveMerged(outcome.values, outcome.latest, { ...outcome, attempt: 1 });
            });
          }}
          // Everything chosen: saved over their version, which becomes the base.
          onSave={(values, latest) => saveMerged(values, latest, null)}
        />
      ) : null}
      {post ? (
        <TranslationPanels
          post={post}
          group={group}
          expectedUpdatedAt={editor.base.updatedAt ?? post.updated_at}
          unsavedChanges={unsavedChanges}
          onMarked={(marked) => editor.setBaseUpdatedAt(marked.updated_at)}
        />
      ) : null}
    </>
  );
}

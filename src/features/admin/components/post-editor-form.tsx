import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { useTranslationGroup } from '@/lib/posts/get-translation-coverage';
import type { PostRow } from '@/lib/posts/types';
import { useConflictMerge } from '../hooks/use-conflict-merge';
import { useEditorBase, type EditorStart } from '../hooks/use-editor-base';
import { slugIsSettled, useEditorDrafts } from '../hooks/use-editor-drafts';
import { useEditorSaveFlow } from '../hooks/use-editor-save-flow';
import { useMarkWithSave } from '../hooks/use-mark-with-save';
import { usePostForm } from '../hooks/use-post-form';
import { usePublishingChoice } from '../hooks/use-publishing-choice';
import { usePostSave } from '../hooks/use-post-save';
import { useSaveShortcut } from '../hooks/use-save-shortcut';
import { useOriginalSlug, useSlugFromTitle } from '../hooks/use-slug-from-title';
import { useVersionsPrompt } from '../hooks/use-versions-prompt';
import { shortcutLabel } from '../lib/editor-view';
import { stateOf } from '../lib/publication-state';
import type { PostFormMode, PostFormValues } from '../schemas';
import { ApplyToVersionsDialog } from './apply-to-versions-dialog';
import { EditorNotices } from './editor-notices';
import { PostEditorBody } from './post-editor-body';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/**
 * The post editor, plus what editors expect: the slug follows the title until typed by hand
 * (useSlugFromTitle), a live preview, counters, a local draft that survives reloads
 * (useEditorDrafts), a prompt before leaving, optimistic concurrency (a save over someone
 * else's newer save is merged three ways against the version loaded, and only what both
 * changed is asked about, ConflictResolver), and the post's
 * place among its translations (TranslationStatusPanel, SourceTranslationsPanel).
 */
export function PostEditorForm({
  postId,
  post,
  start,
  savedAt: savedBefore = null,
}: {
  /** null for a new post. */
  postId: string | null;
  post: PostRow | null;
  start?: EditorStart;
  /** A save that brought the admin here (a new post saved as a draft). */
  savedAt?: Date | null;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin;
  const editor = useEditorBase({ postId, post, start, language });
  const { initial, restored } = editor;
  const [uploading, setUploading] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(savedBefore);
  const [minorEdit, setMinorEdit] = useState(false);
  const state = stateOf(post);
  const publishing = usePublishingChoice(state, post?.published_at ?? null);

  // What the save being made is for: a draft needs only a title (schemas.ts).
  const saveMode = useRef<PostFormMode>('publish');
  const form = usePostForm(initial, restored?.values, saveMode);
  const { isDirty, isSubmitting } = form.formState;
  // An existing post keeps its published URL unless the author changes it deliberately.
  const { titleField, slugField, slugEdited, setSlugEdited } = useSlugFromTitle(
    form,
    restored?.slugEdited ?? slugIsSettled(post),
    useOriginalSlug(form),
  );
  const { save, saving } = usePostSave(form, postId);
  const merging = useConflictMerge();
  const busy = isSubmitting || saving;

  // The original's group: its translations, and whether a change to it can be minor.
  const isOriginal = post !== null && post.translation_of === null;
  const group = useTranslationGroup(isOriginal ? post.id : null);
  const hasTranslations = Object.keys(group.data?.versions ?? {}).length > 1;
  const versionsPrompt = useVersionsPrompt();
  const markWithSave = useMarkWithSave(post);

  const watched = useWatch({ control: form.control });
  const values = useMemo(() => ({ ...initial, ...watched }) as PostFormValues, [initial, watched]);
  const drafts = useEditorDrafts({
    editor,
    form,
    post,
    values,
    slug: { edited: slugEdited, setEdited: setSlugEdited },
    merging,
    canAutosave: !busy && !uploading,
  });

  const { submit, saveMerged } = useEditorSaveFlow({
    form,
    post,
    postId,
    saveModeRef: saveMode,
    base: editor.base,
    setBase: editor.setBase,
    merging,
    serverAutosave: drafts.serverAutosave,
    save,
    publishing: {
      state,
      choice: publishing.publishing,
      setScheduleError: publishing.setScheduleError,
    },
    minorEdit: { checked: minorEdit && isOriginal, reset: () => setMinorEdit(false) },
    markWithSave,
    afterSave: {
      versionsPrompt,
      hasTranslations,
      restartFrom: drafts.restartFrom,
      setSavedAt,
      drafts: drafts.drafts,
      shouldBlockRef: drafts.shouldBlock,
      leaveFor: drafts.leaveFor,
    },
  });

  /** The secondary save (Save draft; back to a draft for a published or scheduled post). */
  const saveDraft = () => void submit('draft')();
  // Ctrl/Cmd+S saves a draft as Save draft does; it never takes a live post back to a draft.
  useSaveShortcut(() => {
    if (state === 'published' || state === 'scheduled') {
      toast(format(text.toolbar.saveShortcutLive, { shortcut: shortcutLabel('S') }));
    } else if (!busy && !uploading) {
      saveDraft();
    }
  });

  return (
    <div className="grid gap-6">
      <EditorNotices
        postId={postId}
        post={post}
        editor={editor}
        drafts={drafts}
        merging={merging}
        saveMerged={saveMerged}
        saving={busy}
        unsavedChanges={isDirty}
        group={group.data ?? null}
      />
      <PostEditorBody
        form={form}
        values={values}
        titleField={titleField}
        slugField={slugField}
        postId={postId}
        post={post}
        state={state}
        publishing={publishing}
        autosaveStatus={drafts.serverAutosave.status}
        busy={busy}
        uploading={uploading}
        onUploadingChange={setUploading}
        onSubmit={(event) => void submit('primary')(event)}
        onSaveDraft={saveDraft}
        minorEdit={
          isOriginal && hasTranslations ? { checked: minorEdit, onChange: setMinorEdit } : undefined
        }
        markCurrent={markWithSave.offer}
        savedAt={savedAt}
      />
      {versionsPrompt.offer ? (
        <ApplyToVersionsDialog offer={versionsPrompt.offer} onClose={versionsPrompt.close} />
      ) : null}
      <UnsavedChangesGuard shouldBlock={drafts.shouldBlock} onDiscard={drafts.drafts.finish} />
    </div>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { useTranslationGroup } from '@/lib/posts/get-translation-coverage';
import type { PostRow } from '@/lib/posts/types';
import { useConflictMerge } from '../hooks/use-conflict-merge';
import { useDraftAutosave, useRestoredDraft } from '../hooks/use-draft-autosave';
import { useDraftServerAutosave } from '../hooks/use-draft-server-autosave';
import { useEditorSaveFlow } from '../hooks/use-editor-save-flow';
import { useMarkWithSave } from '../hooks/use-mark-with-save';
import { usePostForm } from '../hooks/use-post-form';
import { usePublishingChoice } from '../hooks/use-publishing-choice';
import { usePostSave } from '../hooks/use-post-save';
import { useSaveShortcut } from '../hooks/use-save-shortcut';
import { useOriginalSlug, useSlugFromTitle } from '../hooks/use-slug-from-title';
import { useVersionsPrompt } from '../hooks/use-versions-prompt';
import { shortcutLabel } from '../lib/editor-view';
import { toFormValues } from '../lib/post-payload';
import { slugify } from '../lib/slugify';
import { stateOf } from '../lib/publication-state';
import { emptyPostForm, type PostFormMode, type PostFormValues } from '../schemas';
import { ApplyToVersionsDialog } from './apply-to-versions-dialog';
import { AutosaveStatusLine } from './autosave-status';
import { ConflictResolver } from './conflict-resolver';
import { EditingPresenceNotice } from './editing-presence-notice';
import { EditorActions } from './editor-actions';
import { OlderDraftNotice } from './older-draft-notice';
import { PostFields } from './post-fields';
import { PostHistoryButton } from './post-history-button';
import { PostPreview } from './post-preview';
import { PublishingPanel } from './publishing-panel';
import { RestoredDraftNotice } from './restored-draft-notice';
import { TranslationPanels } from './translation-panels';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/**
 * Whether a saved post's slug stays as it is when the title changes. A published or scheduled
 * post keeps its address unless changed deliberately; a draft has no public address yet, so its
 * slug goes on following the title unless the author typed one of their own.
 */
function slugIsSettled(post: Pick<PostRow, 'status' | 'slug' | 'title'> | null): boolean {
  if (!post) return false;
  return post.status !== 'draft' || post.slug !== slugify(post.title);
}

/** A new post's starting point other than the empty form (a translation's prefill). */
export interface EditorStart {
  values: PostFormValues;
  /** Keys the local draft apart from other new posts. */
  draftId: string;
}

/**
 * The post editor, plus what editors expect: the slug follows the title until typed by hand
 * (useSlugFromTitle), a live preview, counters, a local draft that survives reloads
 * (useDraftAutosave), a prompt before leaving, optimistic concurrency (a save over someone
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
  const id = useId();

  const base = useMemo(
    () => (post ? toFormValues(post) : (start?.values ?? emptyPostForm(language))),
    [post, start, language],
  );
  const draftId = postId ?? start?.draftId ?? null;
  const {
    restored,
    older: olderDraft,
    dismiss: dismissRestored,
    takeOlder,
  } = useRestoredDraft(
    draftId,
    base,
    post ? { updatedAt: post.updated_at, isDraft: post.status === 'draft' } : null,
  );
  const [baseUpdatedAt, setBaseUpdatedAt] = useState<string | null>(
    restored ? restored.baseUpdatedAt : (post?.updated_at ?? null),
  );
  // The saved values the form started from: what a refused save is merged against. A restored
  // draft brings its own (unknown for drafts kept before bases were: then nothing merges silently).
  const [baseValues, setBaseValues] = useState<PostFormValues | null>(() =>
    !restored || restored.baseUpdatedAt === (post?.updated_at ?? null)
      ? base
      : (restored.baseValues ?? null),
  );
  const [uploading, setUploading] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(savedBefore);
  const [minorEdit, setMinorEdit] = useState(false);
  const [bodyRatio, setBodyRatio] = useState(0);
  const state = stateOf(post);
  const { publishing, setPublishing, scheduleError, setScheduleError } = usePublishingChoice(
    state,
    post?.published_at ?? null,
  );

  // What the save being made is for: a draft needs only a title (schemas.ts).
  const saveMode = useRef<PostFormMode>('publish');
  const form = usePostForm(base, restored?.values, saveMode);
  const { formState } = form;
  const { isDirty, isSubmitting } = formState;
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
  const values = useMemo(() => ({ ...base, ...watched }) as PostFormValues, [base, watched]);
  const drafts = useDraftAutosave(draftId, {
    values: isDirty ? values : null,
    baseUpdatedAt,
    baseValues,
    slugEdited,
  });

  const restoredIsStale = Boolean(restored && post && restored.baseUpdatedAt !== post.updated_at);
  // A saved draft is also saved to the server after a pause in typing (never a post readers see).
  const serverAutosave = useDraftServerAutosave({
    form,
    post,
    enabled: !merging.state && !busy && !uploading && !restoredIsStale,
    values: isDirty ? values : null,
    expectedUpdatedAt: baseUpdatedAt ?? post?.updated_at ?? '',
    onSaved: (saved) => {
      // The server holds these words now: the saved version becomes the form's base, and what
      // was typed meanwhile stays in the fields.
      drafts.clear();
      form.reset(toFormValues(saved), {
        keepValues: true,
        keepErrors: true,
        keepDefaultValues: false,
      });
      setBaseUpdatedAt(saved.updated_at);
      setBaseValues(toFormValues(saved));
      dismissRestored();
    },
  });

  // Whether leaving would lose work; read by the blocker at the moment of navigation.
  const shouldBlock = useRef(false);
  useEffect(() => {
    shouldBlock.current = isDirty && !drafts.isFinished();
  }, [isDirty, drafts]);

  function discardDraft() {
    drafts.clear();
    form.reset(base);
    setBaseUpdatedAt(post?.updated_at ?? null);
    setBaseValues(base);
    merging.clear();
    setSlugEdited(slugIsSettled(post));
    dismissRestored();
    toast(text.editor.draft.discarded);
  }

  /** The form starts again from a version just saved (a draft save, a restore from History). */
  function restartFrom(saved: PostRow) {
    drafts.clear();
    // The saved version becomes the form's defaults too (the form's resetOptions keep them).
    form.reset(toFormValues(saved), { keepDefaultValues: false });
    setBaseUpdatedAt(saved.updated_at);
    setBaseValues(toFormValues(saved));
    setSlugEdited(slugIsSettled(saved));
    dismissRestored();
    merging.clear();
  }

  const { submit, saveMerged } = useEditorSaveFlow({
    form,
    post,
    postId,
    saveModeRef: saveMode,
    base: { values: baseValues, updatedAt: baseUpdatedAt },
    setBase: (next) => {
      setBaseValues(next.values);
      setBaseUpdatedAt(next.updatedAt);
    },
    merging,
    serverAutosave,
    save,
    publishing: { state, choice: publishing, setScheduleError },
    minorEdit: { checked: minorEdit && isOriginal, reset: () => setMinorEdit(false) },
    markWithSave,
    afterSave: {
      versionsPrompt,
      hasTranslations,
      restartFrom,
      setSavedAt,
      drafts,
      shouldBlockRef: shouldBlock,
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
      <EditingPresenceNotice postId={postId} />
      {post ? (
        <div className="flex justify-end">
          <PostHistoryButton post={post} unsavedChanges={isDirty} onRestored={restartFrom} />
        </div>
      ) : null}
      {restored ? (
        <RestoredDraftNotice draft={restored} stale={restoredIsStale} onDiscard={discardDraft} />
      ) : null}
      {olderDraft && post ? (
        <OlderDraftNotice
          draft={olderDraft}
          serverSavedAt={post.updated_at}
          onUse={() => {
            // The older copy goes in the form; its save then meets the server's newer version.
            setBaseUpdatedAt(olderDraft.baseUpdatedAt);
            setBaseValues(olderDraft.baseValues ?? null);
            setSlugEdited(olderDraft.slugEdited);
            takeOlder();
          }}
          onDiscard={discardDraft}
        />
      ) : null}
      {merging.state ? (
        <ConflictResolver
          state={merging.state}
          saving={busy}
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
          group={group.data ?? null}
          expectedUpdatedAt={baseUpdatedAt ?? post.updated_at}
          unsavedChanges={isDirty}
          onMarked={(marked) => setBaseUpdatedAt(marked.updated_at)}
        />
      ) : null}

      <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          onSubmit={(event) => void submit('primary')(event)}
          noValidate
          className="grid content-start gap-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p className="text-caption text-muted-foreground">{text.editor.requiredHint}</p>
            <AutosaveStatusLine status={serverAutosave.status} />
          </div>
          <PostFields
            form={form}
            idPrefix={id}
            values={values}
            titleField={titleField}
            slugField={slugField}
            postId={postId}
            onUploadingChange={setUploading}
            onBodyCaret={setBodyRatio}
          />
          <PublishingPanel
            postId={postId}
            state={state}
            publishedAt={post?.published_at ?? null}
            language={values.language ?? 'en'}
            slug={post?.slug ?? ''}
            choice={publishing}
            onChange={(next) => {
              setPublishing(next);
              setScheduleError(null);
            }}
            scheduleError={scheduleError}
          />
          <EditorActions
            state={state}
            when={publishing.when}
            saving={busy}
            disabled={uploading}
            onSaveDraft={saveDraft}
            minorEdit={
              isOriginal && hasTranslations
                ? { checked: minorEdit, onChange: setMinorEdit }
                : undefined
            }
            markCurrent={markWithSave.offer}
            savedAt={savedAt}
          />
        </form>

        <aside
          aria-label={text.editor.preview.heading}
          className="grid content-start gap-6 xl:sticky xl:top-24 xl:self-start"
        >
          <PostPreview values={values} follow={bodyRatio} />
        </aside>
      </div>

      {versionsPrompt.offer ? (
        <ApplyToVersionsDialog offer={versionsPrompt.offer} onClose={versionsPrompt.close} />
      ) : null}
      <UnsavedChangesGuard shouldBlock={shouldBlock} onDiscard={drafts.finish} />
    </div>
  );
}

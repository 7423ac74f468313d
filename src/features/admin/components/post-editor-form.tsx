import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { useTranslationGroup } from '@/lib/posts/get-translation-coverage';
import type { PostRow } from '@/lib/posts/types';
import { useDraftAutosave, useRestoredDraft } from '../hooks/use-draft-autosave';
import { useMarkWithSave } from '../hooks/use-mark-with-save';
import { usePostForm } from '../hooks/use-post-form';
import { usePublishingChoice } from '../hooks/use-publishing-choice';
import { usePostSave } from '../hooks/use-post-save';
import { useSlugFromTitle } from '../hooks/use-slug-from-title';
import { toFormValues } from '../lib/post-payload';
import { publicationFor, stateOf, type SaveAction } from '../lib/publication-state';
import { emptyPostForm, type PostFormOutput, type PostFormValues } from '../schemas';
import { ConflictResolver } from './conflict-resolver';
import { EditorActions } from './editor-actions';
import { PostFields } from './post-fields';
import { PostHistoryButton } from './post-history-button';
import { PostPreview } from './post-preview';
import { PublishingPanel } from './publishing-panel';
import { RestoredDraftNotice } from './restored-draft-notice';
import { TranslationPanels } from './translation-panels';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

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
 * else's newer save is refused and resolved field by field, ConflictResolver), and the post's
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
  const { messages, localizePath, language } = useLocale();
  const text = messages.admin;
  const navigate = useNavigate();
  const id = useId();

  const base = useMemo(
    () => (post ? toFormValues(post) : (start?.values ?? emptyPostForm(language))),
    [post, start, language],
  );
  const draftId = postId ?? start?.draftId ?? null;
  const { restored, dismiss: dismissRestored } = useRestoredDraft(draftId, base);
  const [baseUpdatedAt, setBaseUpdatedAt] = useState<string | null>(
    restored ? restored.baseUpdatedAt : (post?.updated_at ?? null),
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

  const form = usePostForm(base, restored?.values);
  const { handleSubmit, formState } = form;
  const { isDirty, isSubmitting } = formState;
  // An existing post keeps its published URL unless the author changes it deliberately.
  const { titleField, slugField, slugEdited, setSlugEdited } = useSlugFromTitle(
    form,
    restored?.slugEdited ?? post !== null,
  );
  const { save, saving, conflict, clearConflict } = usePostSave(form, postId);
  const busy = isSubmitting || saving;

  // The original's group: its translations, and whether a change to it can be minor.
  const isOriginal = post !== null && post.translation_of === null;
  const group = useTranslationGroup(isOriginal ? post.id : null);
  const hasTranslations = Object.keys(group.data?.versions ?? {}).length > 1;
  const markWithSave = useMarkWithSave(post);

  const watched = useWatch({ control: form.control });
  const values = useMemo(() => ({ ...base, ...watched }) as PostFormValues, [base, watched]);
  const drafts = useDraftAutosave(draftId, {
    values: isDirty ? values : null,
    baseUpdatedAt,
    slugEdited,
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
    setSlugEdited(post !== null);
    dismissRestored();
    toast(text.editor.draft.discarded);
  }

  /** The form starts again from a version just saved (a draft save, a restore from History). */
  function restartFrom(saved: PostRow) {
    drafts.clear();
    // The saved version becomes the form's defaults too (the form's resetOptions keep them).
    form.reset(toFormValues(saved), { keepDefaultValues: false });
    setBaseUpdatedAt(saved.updated_at);
    setSlugEdited(true);
    dismissRestored();
  }

  async function onSubmit(output: PostFormOutput, action: SaveAction) {
    setScheduleError(null);
    const publication = publicationFor(action, state, publishing, post?.published_at ?? null);
    if ('problem' in publication) {
      setScheduleError(text.editor.publishing[publication.problem]);
      return;
    }
    const saved = await save(output, publication, {
      state,
      expectedUpdatedAt: baseUpdatedAt ?? post?.updated_at ?? '',
      minorEdit: minorEdit && isOriginal,
      sourceVersion: markWithSave.sourceVersion,
    });
    if (!saved) return;
    setMinorEdit(false);
    markWithSave.reset();
    if (action === 'draft' && postId) {
      // Save draft keeps the admin here, on the version just saved.
      restartFrom(saved);
      setSavedAt(new Date());
      return;
    }
    drafts.finish();
    shouldBlock.current = false;
    if (action === 'draft') {
      // A new post saved as a draft goes on in its own editor, at its own address.
      navigate(localizePath(paths.adminEditPost(saved.id)), {
        replace: true,
        state: { savedAt: Date.now() },
      });
      return;
    }
    navigate(localizePath(paths.admin));
  }

  const restoredIsStale = Boolean(restored && post && restored.baseUpdatedAt !== post.updated_at);

  return (
    <div className="grid gap-6">
      {post ? (
        <div className="flex justify-end">
          <PostHistoryButton post={post} unsavedChanges={isDirty} onRestored={restartFrom} />
        </div>
      ) : null}
      {restored ? (
        <RestoredDraftNotice draft={restored} stale={restoredIsStale} onDiscard={discardDraft} />
      ) : null}
      {conflict ? (
        <ConflictResolver
          reason={conflict}
          postId={postId}
          form={form}
          onOverwrite={(latest) => {
            // Saving now goes over the newer version, deliberately.
            setBaseUpdatedAt(latest.updated_at);
            clearConflict();
          }}
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
          onSubmit={(event) => void handleSubmit((output) => onSubmit(output, 'primary'))(event)}
          noValidate
          className="grid content-start gap-5"
        >
          <p className="text-caption text-muted-foreground">{text.editor.requiredHint}</p>
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
            onSaveDraft={() => void handleSubmit((output) => onSubmit(output, 'draft'))()}
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

      <UnsavedChangesGuard shouldBlock={shouldBlock} onDiscard={drafts.finish} />
    </div>
  );
}

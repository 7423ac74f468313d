import { useRef, type BaseSyntheticEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';
import { afterNextPaint } from '@/lib/next-task';
import type { PostRow } from '@/lib/posts/types';
import { takenFromTheirsText } from '../components/merged-fields';
import { toFormValues } from '../lib/post-payload';
import {
  publicationFor,
  type EditorState,
  type PublishingChoice,
  type SaveAction,
} from '../lib/publication-state';
import type { PostFormMode, PostFormOutput, PostFormValues } from '../schemas';
import type { CleanMerge, useConflictMerge } from './use-conflict-merge';
import type { useDraftAutosave } from './use-draft-autosave';
import type { useDraftServerAutosave } from './use-draft-server-autosave';
import type { useMarkWithSave } from './use-mark-with-save';
import type { usePostForm } from './use-post-form';
import type { usePostSave } from './use-post-save';
import type { useVersionsPrompt } from './use-versions-prompt';

/** The saved version the form's edits go over: what a refused save is merged against. */
interface EditorBase {
  values: PostFormValues | null;
  updatedAt: string | null;
}

interface SaveFlowOptions {
  form: ReturnType<typeof usePostForm>;
  post: PostRow | null;
  postId: string | null;
  /** What the save being made is for: a draft needs only a title (schemas.ts). */
  saveModeRef: RefObject<PostFormMode>;
  base: EditorBase;
  setBase: (next: { values: PostFormValues; updatedAt: string }) => void;
  merging: ReturnType<typeof useConflictMerge>;
  serverAutosave: ReturnType<typeof useDraftServerAutosave>;
  save: ReturnType<typeof usePostSave>['save'];
  publishing: {
    state: EditorState;
    choice: PublishingChoice;
    setScheduleError: (error: string | null) => void;
  };
  /** Whether this save is a minor edit of an original (its translations stay current). */
  minorEdit: { checked: boolean; reset: () => void };
  markWithSave: ReturnType<typeof useMarkWithSave>;
  afterSave: {
    versionsPrompt: ReturnType<typeof useVersionsPrompt>;
    hasTranslations: boolean;
    restartFrom: (saved: PostRow) => void;
    setSavedAt: (at: Date) => void;
    drafts: ReturnType<typeof useDraftAutosave>;
    shouldBlockRef: RefObject<boolean>;
    /** Keys typed until the editor at the saved post's address takes over go on to it. */
    leaveFor: (saved: PostRow) => void;
  };
}

/**
 * Starts `work` once the press that asked for it has been painted: validating a long post and
 * rendering the busy form would otherwise hold that frame. Presses before it starts are the same.
 */
function useAfterPress() {
  const starting = useRef(false);
  return (work: () => Promise<void>) => async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (starting.current) return;
    starting.current = true;
    await afterNextPaint();
    starting.current = false;
    await work();
  };
}

/**
 * The editor's save: validate for the action, wait for a running autosave, save over the base,
 * and when someone saved meanwhile merge three ways and save the merge (up to three times in a
 * row) or leave the conflicts to the panel; then offer the change to the other versions and go
 * where the action leads.
 */
export function useEditorSaveFlow({
  form,
  post,
  postId,
  saveModeRef,
  base,
  setBase,
  merging,
  serverAutosave,
  save,
  publishing: { state, choice: publishing, setScheduleError },
  minorEdit,
  markWithSave,
  afterSave: {
    versionsPrompt,
    hasTranslations,
    restartFrom,
    setSavedAt,
    drafts,
    shouldBlockRef,
    leaveFor,
  },
}: SaveFlowOptions) {
  const { messages, localizePath, language } = useLocale();
  const text = messages.admin;
  const navigate = useNavigate();
  // The action whose save is being merged, for the save the conflict panel makes.
  const mergingAction = useRef<SaveAction>('primary');
  const afterPress = useAfterPress();

  /**
   * Puts merged values in the form and saves them over the newer version they were merged with
   * (`latest` becomes the base). Runs `submit` again, so a third save meanwhile merges again.
   */
  function saveMerged(
    values: PostFormValues,
    latest: PostRow,
    clean: (CleanMerge & { attempt: number }) | null,
  ) {
    form.reset(values, { keepDefaultValues: true });
    const next = { values: toFormValues(latest), updatedAt: latest.updated_at };
    setBase(next);
    merging.clear();
    const action = mergingAction.current;
    saveModeRef.current = action === 'draft' ? 'draft' : 'publish';
    void form.handleSubmit((output) => saveWith(output, action, next, clean))();
  }

  /** Validates for the action (draft or publish rules), then saves. */
  function submit(action: SaveAction) {
    return afterPress(() => {
      saveModeRef.current = action === 'draft' ? 'draft' : 'publish';
      return form.handleSubmit((output) => onSubmit(output, action))();
    });
  }

  async function onSubmit(output: PostFormOutput, action: SaveAction) {
    const baseline = { values: base.values, updatedAt: base.updatedAt ?? post?.updated_at ?? '' };
    return saveWith(output, action, baseline, null);
  }

  async function saveWith(
    output: PostFormOutput,
    action: SaveAction,
    baseline: { values: PostFormValues | null; updatedAt: string },
    /** The merge this save completes without anyone choosing (said once it is saved). */
    merged: (CleanMerge & { attempt: number }) | null,
  ) {
    setScheduleError(null);
    // An autosave running now ends first, so this save starts from the version it left.
    const autosaved = await serverAutosave.settle();
    // Its version is then what this save goes over, and what a refusal is merged against.
    const from = autosaved
      ? { values: toFormValues(autosaved), updatedAt: autosaved.updated_at }
      : baseline;
    const publication = publicationFor(action, state, publishing, post?.published_at ?? null);
    if ('problem' in publication) {
      setScheduleError(text.editor.publishing[publication.problem]);
      return;
    }
    // The last saved version's values, for what this save changes that the versions share.
    const before = form.formState.defaultValues;
    const saved = await save(output, publication, {
      state,
      expectedUpdatedAt: from.updatedAt,
      minorEdit: minorEdit.checked,
      sourceVersion: markWithSave.sourceVersion,
    });
    if (saved === 'deleted') merging.deleted();
    if (saved === 'changed' && postId) {
      mergingAction.current = action;
      // Someone saved since the base: merge, and save at once unless both changed one thing.
      // A merge that keeps being overtaken (three saves in a row) is left to the panel.
      const outcome = await merging.run({
        postId,
        base: from.values,
        mine: form.getValues(),
      });
      if (outcome === 'failed')
        toast.error(text.toast.error, { description: text.toast.saveFailed });
      else if (outcome === 'conflicts') {
        toast.error(text.toast.error, { description: text.merge.chooseToast });
      } else if ((merged?.attempt ?? 0) < 3) {
        saveMerged(outcome.values, outcome.latest, {
          ...outcome,
          attempt: (merged?.attempt ?? 0) + 1,
        });
      } else merging.show(outcome); // overtaken again and again: saving is left to a click
      return;
    }
    if (!saved || typeof saved === 'string') return;
    serverAutosave.resume();
    if (merged) {
      toast(text.merge.merged, {
        description: merged.merge.takenFromTheirs.length
          ? takenFromTheirsText(merged.merge.takenFromTheirs, text, language)
          : undefined,
      });
    }
    minorEdit.reset();
    await versionsPrompt.offerAfterSave(before, saved, hasTranslations);
    markWithSave.reset();
    if (action === 'draft' && postId) {
      // Save draft keeps the admin here, on the version just saved.
      restartFrom(saved);
      setSavedAt(new Date());
      return;
    }
    drafts.finish();
    shouldBlockRef.current = false;
    if (action === 'draft') {
      // A new post saved as a draft goes on in its own editor, at its own address.
      leaveFor(saved);
      navigate(localizePath(paths.adminEditPost(saved.id)), {
        replace: true,
        state: { savedAt: new Date().getTime() },
      });
      return;
    }
    navigate(localizePath(paths.admin));
  }

  return { submit, saveMerged };
}

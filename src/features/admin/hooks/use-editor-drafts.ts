import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { useLocale } from '@/i18n/use-locale';
import type { PostRow } from '@/lib/posts/types';
import { handOff, takeHandOff, typedSince } from '../lib/editor-handoff';
import { toFormValues } from '../lib/post-payload';
import { slugify } from '../lib/slugify';
import type { PostFormOutput, PostFormValues } from '../schemas';
import type { useConflictMerge } from './use-conflict-merge';
import { useDraftAutosave } from './use-draft-autosave';
import { useDraftServerAutosave } from './use-draft-server-autosave';
import type { useEditorBase } from './use-editor-base';

type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/**
 * Whether a saved post's slug stays as it is when the title changes. A published or scheduled
 * post keeps its address unless changed deliberately; a draft has no public address yet, so its
 * slug goes on following the title unless the author typed one of their own.
 */
export function slugIsSettled(post: Pick<PostRow, 'status' | 'slug' | 'title'> | null): boolean {
  if (!post) return false;
  return post.status !== 'draft' || post.slug !== slugify(post.title);
}

/**
 * Where the editor's unsaved work is kept and how the form starts over: the local draft
 * (useDraftAutosave), the server autosave of a saved draft, whether leaving would lose work,
 * and the three fresh starts (drop the draft, start from a version just saved, take the older
 * browser copy after all).
 */
export function useEditorDrafts({
  editor,
  form,
  post,
  values,
  slug,
  merging,
  canAutosave,
}: {
  editor: ReturnType<typeof useEditorBase>;
  form: PostForm;
  post: PostRow | null;
  /** The form's values, complete. */
  values: PostFormValues;
  slug: { edited: boolean; setEdited: (edited: boolean) => void };
  merging: ReturnType<typeof useConflictMerge>;
  /** Nothing else is saving or uploading. */
  canAutosave: boolean;
}) {
  const discarded = useLocale().messages.admin.editor.draft.discarded;
  const { isDirty } = form.formState;
  const { base, setBase, initial, draftId } = editor;
  const drafts = useDraftAutosave(draftId, {
    values: isDirty ? values : null,
    baseUpdatedAt: base.updatedAt,
    baseValues: base.values,
    slugEdited: slug.edited,
    readValues: () => form.getValues(),
  });

  // A saved draft is also saved to the server after a pause in typing (never a post readers see).
  const serverAutosave = useDraftServerAutosave({
    form,
    post,
    enabled: !merging.state && canAutosave && !editor.restoredIsStale,
    values: isDirty ? values : null,
    expectedUpdatedAt: base.updatedAt ?? post?.updated_at ?? '',
    onSaved: (saved) => {
      // The server holds these words now: the saved version becomes the form's base, and what
      // was typed meanwhile stays in the fields.
      drafts.clear();
      form.reset(toFormValues(saved), {
        keepValues: true,
        keepErrors: true,
        keepDefaultValues: false,
      });
      setBase({ values: toFormValues(saved), updatedAt: saved.updated_at });
      editor.dismissRestored();
    },
  });

  // A new post's first save moves the editor to the post's own address: keys typed before this
  // editor is replaced go on to the next one (editor-handoff.ts).
  const leaving = useRef<{ id: string; values: PostFormValues } | null>(null);
  useEffect(
    () => () => {
      const to = leaving.current;
      if (to) handOff(to.id, typedSince(to.values, form.getValues()));
    },
    [form],
  );
  const postId = post?.id ?? null;
  useEffect(() => {
    const typed = postId ? takeHandOff(postId) : undefined;
    for (const [field, value] of Object.entries(typed ?? {})) {
      form.setValue(field as keyof PostFormValues, value, { shouldDirty: true });
    }
  }, [form, postId]);

  // Whether leaving would lose work; read by the blocker at the moment of navigation.
  const shouldBlock = useRef(false);
  useEffect(() => {
    shouldBlock.current = isDirty && !drafts.isFinished();
  }, [isDirty, drafts]);

  function discardDraft() {
    drafts.clear();
    form.reset(initial);
    setBase({ values: initial, updatedAt: post?.updated_at ?? null });
    merging.clear();
    slug.setEdited(slugIsSettled(post));
    editor.dismissRestored();
    toast(discarded);
  }

  /** The form starts again from a version just saved (a draft save, a restore from History). */
  function restartFrom(saved: PostRow) {
    drafts.clear();
    // The saved version becomes the form's defaults too (the form's resetOptions keep them).
    form.reset(toFormValues(saved), { keepDefaultValues: false });
    setBase({ values: toFormValues(saved), updatedAt: saved.updated_at });
    slug.setEdited(slugIsSettled(saved));
    editor.dismissRestored();
    merging.clear();
  }

  /** The older browser copy goes in the form; its save then meets the server's newer version. */
  function takeOlderDraft() {
    const older = editor.older;
    if (!older) return;
    setBase({ values: older.baseValues ?? null, updatedAt: older.baseUpdatedAt });
    slug.setEdited(older.slugEdited);
    editor.takeOlder();
  }

  /** The editor is about to give way to `saved`'s own (a new post's first save). */
  function leaveFor(saved: PostRow) {
    leaving.current = { id: saved.id, values: toFormValues(saved) };
  }

  return {
    drafts,
    serverAutosave,
    shouldBlock,
    discardDraft,
    restartFrom,
    takeOlderDraft,
    leaveFor,
  };
}

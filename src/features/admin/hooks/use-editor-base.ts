import { useMemo, useState } from 'react';
import type { LanguageCode } from '@/config/languages';
import type { PostRow } from '@/lib/posts/types';
import { toFormValues } from '../lib/post-payload';
import { emptyPostForm, type PostFormValues } from '../schemas';
import { useRestoredDraft } from './use-draft-autosave';

/** A new post's starting point other than the empty form (a translation's prefill). */
export interface EditorStart {
  values: PostFormValues;
  /** Keys the local draft apart from other new posts. */
  draftId: string;
}

/** The saved version the form is editing: what a refused save is merged against. */
export interface EditorBase {
  values: PostFormValues | null;
  updatedAt: string | null;
}

/**
 * Where the editor starts: the saved post (or a new post's start), a draft kept in this browser
 * to put back or offer, and the base the form's changes are measured from. The base moves on
 * whenever the server holds the form's words (a save, an autosave, a restore, a translation
 * marked up to date).
 */
export function useEditorBase({
  postId,
  post,
  start,
  language,
}: {
  postId: string | null;
  post: PostRow | null;
  start?: EditorStart;
  language: LanguageCode;
}) {
  const initial = useMemo(
    () => (post ? toFormValues(post) : (start?.values ?? emptyPostForm(language))),
    [post, start, language],
  );
  const draftId = postId ?? start?.draftId ?? null;
  const recovery = useRestoredDraft(
    draftId,
    initial,
    post ? { updatedAt: post.updated_at, isDraft: post.status === 'draft' } : null,
  );
  const { restored } = recovery;
  const [updatedAt, setUpdatedAt] = useState<string | null>(
    restored ? restored.baseUpdatedAt : (post?.updated_at ?? null),
  );
  // A restored draft brings its own base (unknown for drafts kept before bases were: then
  // nothing merges silently).
  const [values, setValues] = useState<PostFormValues | null>(() =>
    !restored || restored.baseUpdatedAt === (post?.updated_at ?? null)
      ? initial
      : (restored.baseValues ?? null),
  );
  return {
    /** The form's starting values before any draft. */
    initial,
    draftId,
    restored,
    older: recovery.older,
    dismissRestored: recovery.dismiss,
    takeOlder: recovery.takeOlder,
    /** The restored draft was made over a version older than the one saved now. */
    restoredIsStale: Boolean(restored && post && restored.baseUpdatedAt !== post.updated_at),
    base: { values, updatedAt } satisfies EditorBase,
    setBase: (next: EditorBase) => {
      setValues(next.values);
      setUpdatedAt(next.updatedAt);
    },
    setBaseUpdatedAt: setUpdatedAt,
  };
}

import { useEffect, useRef, useState } from 'react';
import {
  clearDraft,
  draftDiffers,
  draftKey,
  readDraft,
  writeDraft,
  type PostDraft,
} from '../lib/draft-storage';
import type { PostFormValues } from '../schemas';

const draftDelayMs = 400;

/** The saved post as far as recovery cares: when it was last saved, and whether it is a draft. */
export interface ServerCopy {
  updatedAt: string;
  isDraft: boolean;
}

/** True when the server's draft was saved after the browser's copy was last changed. */
export function serverCopyIsNewer(draft: PostDraft, server: ServerCopy | null): boolean {
  if (!server?.isDraft || draft.baseUpdatedAt === server.updatedAt) return false;
  return Date.parse(server.updatedAt) > draft.savedAt;
}

/**
 * The draft to offer back when the editor opens: read once (the editor never renders on the
 * server), and only when it differs from the saved post. The newest copy wins: when the post is
 * a draft saved on the server (an autosave, maybe from another device) after the browser's copy
 * was last changed, the browser's copy is not put in the form but kept aside as `older`, for the
 * person to take (`takeOlder()`) or drop. `dismiss()` hides the offer.
 */
export function useRestoredDraft(
  postId: string | null,
  base: PostFormValues,
  server: ServerCopy | null = null,
) {
  const [stored] = useState<PostDraft | null>(() => {
    if (typeof window === 'undefined') return null;
    const draft = readDraft(window.localStorage, draftKey(postId));
    return draft && draftDiffers(draft, base) ? draft : null;
  });
  const [serverNewer] = useState(() => stored !== null && serverCopyIsNewer(stored, server));
  const [restored, setRestored] = useState<PostDraft | null>(serverNewer ? null : stored);
  const [older, setOlder] = useState<PostDraft | null>(serverNewer ? stored : null);
  return {
    restored,
    older,
    dismiss: () => {
      setRestored(null);
      setOlder(null);
    },
    /** Puts the older browser copy in the form after all (a save then merges with the server's). */
    takeOlder: () => {
      setRestored(older);
      setOlder(null);
    },
  };
}

/** The form's state as a draft keeps it; `values` is null while the form equals the saved post. */
interface DraftState {
  values: PostFormValues | null;
  baseUpdatedAt: string | null;
  /** The saved values editing began from (what a later save merges against). */
  baseValues?: PostFormValues | null;
  slugEdited: boolean;
  /**
   * The form's values as they are this instant. The editor hands keys to the form in a
   * transition, so a render may not have caught up with the last keys when the page goes away:
   * what is written then is read from here.
   */
  readValues?: () => PostFormValues;
}

/**
 * Keeps the editor's work in localStorage, so it survives a reload, a closed tab or a failed
 * save: written after a pause in typing, and at once when the page or the route goes away.
 * `finish()` once the work is saved, reloaded or dropped: the draft is cleared and nothing is
 * written after it, not even by a write already waiting (the page stays mounted until the next
 * route has loaded). `resume()` undoes it when a reload fails and the form is still the author's.
 */
export function useDraftAutosave(
  postId: string | null,
  { values, baseUpdatedAt, baseValues = null, slugEdited, readValues }: DraftState,
) {
  const storageKey = draftKey(postId);
  const finished = useRef(false);
  const latest = useRef<PostDraft | null>(null);
  const live = useRef<Omit<DraftState, 'values'>>({ baseUpdatedAt, baseValues, slugEdited });
  useEffect(() => {
    live.current = { baseUpdatedAt, baseValues, slugEdited, readValues };
  });

  useEffect(() => {
    // An unchanged form writes nothing. A draft equal to the saved post is never offered back
    // (useRestoredDraft), so there is no need to clear here, which would race the restore.
    if (finished.current) return;
    if (!values) {
      latest.current = null;
      return;
    }
    const draft: PostDraft = {
      values,
      savedAt: Date.now(),
      baseUpdatedAt,
      baseValues,
      slugEdited,
    };
    latest.current = draft;
    const timer = setTimeout(() => {
      if (!finished.current) writeDraft(window.localStorage, storageKey, draft);
    }, draftDelayMs);
    return () => clearTimeout(timer);
  }, [values, baseUpdatedAt, baseValues, slugEdited, storageKey]);

  useEffect(() => {
    const flush = () => {
      if (finished.current) return;
      const { readValues: read, ...state } = live.current;
      const now = read?.();
      const draft = latest.current;
      if (draft) {
        writeDraft(window.localStorage, storageKey, now ? { ...draft, values: now } : draft);
      } else if (
        now &&
        state.baseValues &&
        draftDiffers({ values: now } as PostDraft, state.baseValues)
      ) {
        // The first keys since the form was last unchanged, not rendered yet.
        writeDraft(window.localStorage, storageKey, {
          ...state,
          baseValues: state.baseValues,
          values: now,
          savedAt: Date.now(),
        });
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush(); // leaving the route inside the app
    };
  }, [storageKey]);

  return {
    finish() {
      finished.current = true;
      latest.current = null;
      clearDraft(window.localStorage, storageKey);
    },
    resume() {
      finished.current = false;
    },
    /** Drops the stored draft but keeps editing: later changes are kept again. */
    clear() {
      latest.current = null;
      clearDraft(window.localStorage, storageKey);
    },
    isFinished: () => finished.current,
  };
}

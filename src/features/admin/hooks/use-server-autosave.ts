import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostRow } from '@/lib/posts/types';
import { PostConflictError } from '@/lib/posts/write-errors';

/** The pause in typing after which a draft being edited is saved to the server. */
export const autosaveDelayMs = 10_000;

/** What the editor's autosave line says. */
export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** The request failed (offline, server error): the local draft still holds the text. */
  | { kind: 'failed' }
  /** Someone else saved the post: autosave stops, the person's next save decides. */
  | { kind: 'stopped' };

interface ServerAutosaveOptions<Payload> {
  /** A saved draft, with no conflict open and no deliberate save running. */
  enabled: boolean;
  /** The form's values; a new object per change restarts the pause. Null while nothing changed. */
  values: unknown;
  /** What to save now, or null when the form is not a valid draft (then nothing is saved). */
  prepare: () => Payload | null;
  /** The conflict-safe write (a PostConflictError when someone saved since). */
  save: (payload: Payload) => Promise<PostRow>;
  onSaved: (saved: PostRow) => void;
  delayMs?: number;
}

/**
 * Saves a draft to the server after a pause in typing, so the words are not only in this
 * browser. Never saves the same payload twice in a row, never runs two saves at once, and stops
 * for good on a conflict: an autosave never goes over a colleague's save, the person's own next
 * save (with the conflict panel) decides. `settle()` cancels a waiting autosave and waits for one
 * already running, so a deliberate save starts from the version it left (its updated_at).
 */
export function useServerAutosave<Payload>({
  enabled,
  values,
  prepare,
  save,
  onSaved,
  delayMs = autosaveDelayMs,
}: ServerAutosaveOptions<Payload>) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const latest = useRef({ prepare, save, onSaved });
  useEffect(() => {
    latest.current = { prepare, save, onSaved };
  });
  const running = useRef<Promise<PostRow | null> | null>(null);
  const lastSaved = useRef<string | null>(null);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const run = useCallback(async (): Promise<PostRow | null> => {
    if (stopped.current || running.current) return null;
    const payload = latest.current.prepare();
    if (payload === null) return null;
    const key = JSON.stringify(payload);
    if (key === lastSaved.current) return null;
    setStatus({ kind: 'saving' });
    const attempt = latest.current.save(payload).then(
      (saved) => {
        lastSaved.current = key;
        setStatus({ kind: 'saved', at: new Date() });
        latest.current.onSaved(saved);
        return saved;
      },
      (error: unknown) => {
        if (error instanceof PostConflictError) stopped.current = true;
        setStatus({ kind: error instanceof PostConflictError ? 'stopped' : 'failed' });
        return null;
      },
    );
    running.current = attempt;
    try {
      return await attempt;
    } finally {
      running.current = null;
    }
  }, []);

  useEffect(() => {
    if (!enabled || values === null || stopped.current) return;
    timer.current = setTimeout(() => void run(), delayMs);
    return cancel;
  }, [enabled, values, delayMs, run, cancel]);

  return {
    status,
    /** Cancels a waiting autosave; resolves with the post an autosave already running saved. */
    settle: async (): Promise<PostRow | null> => {
      cancel();
      return running.current ? running.current : null;
    },
    /** After a deliberate save: the form starts from a version the person chose; autosave again. */
    resume: () => {
      stopped.current = false;
      lastSaved.current = null;
      setStatus((current) => (current.kind === 'saved' ? current : { kind: 'idle' }));
    },
  };
}

import { startTransition, useCallback, useState } from 'react';
import { afterNextPaint } from './next-task';

/**
 * The state of a popup (menu, drawer, dialog) whose code loads on first use. A press is answered
 * at once: its trigger shows the new state (`expanded`) in the next frame, and only then does the
 * popup open or close, in a transition, with its own work (mounting, focus trap, scroll lock, the
 * page made inert). `mounted` turns true on the first open and stays, so the lazily loaded popup
 * is kept from then on (closing animates, its state is kept). Keep the popup memoized: the
 * trigger's re-render must not re-render it.
 */
export function usePopupState(): {
  open: boolean;
  /** What the trigger shows (aria-expanded): the pressed state before the popup catches up. */
  expanded: boolean;
  mounted: boolean;
  setOpen: (next: boolean) => void;
} {
  const [open, setOpenState] = useState(false);
  const [pressed, setPressed] = useState<boolean | null>(null);
  const [mounted, setMounted] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    setMounted(true);
    setPressed(next);
    void afterNextPaint().then(() =>
      startTransition(() => {
        setOpenState(next);
        setPressed(null);
      }),
    );
  }, []);
  return { open, expanded: pressed ?? open, mounted, setOpen };
}

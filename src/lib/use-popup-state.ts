import { startTransition, useCallback, useState, type SetStateAction } from 'react';

/**
 * The state of a popup (menu, drawer, dialog) whose code loads on first use. Opening and closing
 * render in a transition, so the press is painted at once and the popup's own work (mounting,
 * focus trap, scroll lock, the page made inert) follows without holding the answer to the tap.
 * `mounted` turns true on the first open and stays: the lazily loaded popup is kept from then on
 * (closing animates, its state is kept).
 */
export function usePopupState(): {
  open: boolean;
  mounted: boolean;
  setOpen: (next: SetStateAction<boolean>) => void;
} {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const setOpen = useCallback((next: SetStateAction<boolean>) => {
    setMounted(true);
    startTransition(() => setOpenState(next));
  }, []);
  return { open, mounted, setOpen };
}

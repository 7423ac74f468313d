import { useState } from 'react';

/**
 * For a dialog opened from state (Radix then has no trigger to return to): reads the control
 * focused when the dialog's content first renders, before the dialog takes focus, and returns an
 * `onCloseAutoFocus` that puts focus back on it, where the keyboard left off. When that control
 * is gone (a selection's bar cleared by the run), Radix's own choice stands.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (event) => {
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}

import { useEffect, useEffectEvent } from 'react';

/** Whether a key press is Ctrl+S (⌘S on a Mac). */
export function isSaveShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 's'
  );
}

/**
 * Ctrl/Cmd+S on the editor's page runs `onSave` instead of the browser's "Save page as". A
 * dialog open over the editor (history, an image's description) keeps the keys to itself.
 */
export function useSaveShortcut(onSave: () => void) {
  const save = useEffectEvent(onSave);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      if (event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      save();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

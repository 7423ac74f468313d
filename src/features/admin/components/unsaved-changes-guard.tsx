import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useLocale } from '@/i18n/use-locale';

/**
 * Leaving the editor with unsaved changes asks first: an in-app dialog for links and Cancel
 * (react-router's blocker), the browser's own prompt for reloads and closing the tab. A ref,
 * not state, says whether to block, so a successful save can navigate away at once.
 */
export function UnsavedChangesGuard({
  shouldBlock,
  onDiscard,
}: {
  shouldBlock: RefObject<boolean>;
  onDiscard: () => void;
}) {
  const text = useLocale().messages.admin.editor.leave;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldBlock.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlock.current) return;
      event.preventDefault();
      event.returnValue = ''; // older Chromium needs it to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);

  return (
    <AlertDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{text.title}</AlertDialogTitle>
        <AlertDialogDescription>{text.description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{text.stay}</AlertDialogCancel>
          <AlertDialogAction
            onClick={(event) => {
              // Radix would close the dialog first, and closing resets (cancels) the blocker.
              event.preventDefault();
              onDiscard();
              if (blocker.state === 'blocked') blocker.proceed();
            }}
          >
            {text.leave}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

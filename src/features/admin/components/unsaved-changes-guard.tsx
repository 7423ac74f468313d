import { useEffect, type RefObject } from 'react';
import { useLocale } from '@/i18n/use-locale';
import { useNavigationGuard } from '../hooks/use-navigation-guard';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Leaving the editor with unsaved changes asks first: an in-app dialog for links and Cancel
 * (useNavigationGuard), the browser's own prompt for reloads and closing the tab. Back and
 * Forward are not held; the local draft keeps the work for the return. A ref,
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
  const guard = useNavigationGuard(shouldBlock);

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
    <ConfirmDialog
      open={guard.blocked}
      onClose={guard.reset}
      onConfirm={() => {
        // Stays open through this: Radix closing it first would reset (cancel) the navigation.
        onDiscard();
        guard.proceed();
      }}
      title={text.title}
      description={text.description}
      cancelLabel={text.stay}
      confirmLabel={text.leave}
    />
  );
}

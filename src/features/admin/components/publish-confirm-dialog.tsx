import { useLocale } from '@/i18n/use-locale';
import { ConfirmDialog } from './confirm-dialog';

/**
 * "Publish now?" on a phone, where the publish button sits under the thumb next to Save draft:
 * publishing is the one save readers see at once, so it is asked for twice.
 */
export function PublishConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const text = useLocale().messages.admin.versions;
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      onConfirm={onConfirm}
      // Only hands on: the save it starts shows its own progress.
      closeOnConfirm
      destructive={false}
      testId="publish-confirm"
      title={text.publishConfirmTitle}
      description={text.publishConfirmDescription}
      cancelLabel={text.keepEditing}
      confirmLabel={text.publishConfirm}
    />
  );
}

import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before a restore (of the whole version, or of one field), saying what it keeps; stays open
 * until the save has an answer.
 */
export function RestoreConfirmDialog({
  open,
  pending,
  savedAt,
  field = null,
  unsavedChanges,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  /** When the chosen version was saved, formatted. */
  savedAt: string;
  /** The label of the one field to restore; null for the whole version. */
  field?: string | null;
  unsavedChanges: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { messages } = useLocale();
  const text = messages.admin.history;
  const fieldText = messages.admin.versions;
  return (
    <ConfirmDialog
      open={open}
      onClose={onCancel}
      onConfirm={onConfirm}
      busy={pending}
      // Not destructive: the current version stays in the history.
      destructive={false}
      title={field === null ? text.confirmTitle : format(fieldText.fieldConfirmTitle, { field })}
      description={
        <>
          {field === null
            ? format(text.confirmDescription, { time: savedAt })
            : format(fieldText.fieldConfirmDescription, { field, time: savedAt })}
          {unsavedChanges ? ` ${text.confirmUnsaved}` : ''}
        </>
      }
      cancelLabel={text.cancel}
      confirmLabel={field === null ? text.confirm : fieldText.fieldConfirm}
      busyLabel={text.restoring}
    />
  );
}

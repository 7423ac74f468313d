import { LoaderCircle } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

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
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>
          {field === null ? text.confirmTitle : format(fieldText.fieldConfirmTitle, { field })}
        </AlertDialogTitle>
        <AlertDialogDescription>
          {field === null
            ? format(text.confirmDescription, { time: savedAt })
            : format(fieldText.fieldConfirmDescription, { field, time: savedAt })}
          {unsavedChanges ? ` ${text.confirmUnsaved}` : ''}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{text.cancel}</AlertDialogCancel>
          <AlertDialogAction
            // Not destructive: the current version stays in the history.
            className={buttonVariants({ variant: 'default' })}
            onClick={(event) => {
              event.preventDefault(); // stay open until the save has an answer
              onConfirm();
            }}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {pending ? text.restoring : field === null ? text.confirm : fieldText.fieldConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

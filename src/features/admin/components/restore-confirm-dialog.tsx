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

/** Asks before a restore, saying what it keeps; stays open until the save has an answer. */
export function RestoreConfirmDialog({
  open,
  pending,
  savedAt,
  unsavedChanges,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  /** When the chosen version was saved, formatted. */
  savedAt: string;
  unsavedChanges: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const text = useLocale().messages.admin.history;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{text.confirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {format(text.confirmDescription, { time: savedAt })}
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
            {pending ? text.restoring : text.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

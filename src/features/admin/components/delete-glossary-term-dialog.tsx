import { LoaderCircle } from 'lucide-react';
import type { RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/toaster';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { GlossaryTerm } from '../api/get-glossary-terms';
import { useDeleteGlossaryTerm } from '../api/delete-glossary-term';

/** Deleting a glossary term, after a confirmation; the dialog stays busy until it is gone. */
export function DeleteGlossaryTermDialog({
  term,
  returnFocusTo,
  onClose,
}: {
  term: GlossaryTerm | null;
  /** Where focus goes afterwards: the deleted term's row (and its button) is gone. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const text = useLocale().messages.admin.translation.term;
  const deletion = useDeleteGlossaryTerm();

  function confirm() {
    if (!term || deletion.isPending) return;
    deletion.mutate(term.id, {
      onSuccess: () => {
        toast.success(format(text.deleted, { term: term.term }));
        onClose();
      },
      onError: () => {
        toast.error(text.deleteFailed);
      },
    });
  }

  return (
    <AlertDialog
      open={term !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <AlertDialogTitle>{format(text.deleteTitle, { term: term?.term ?? '' })}</AlertDialogTitle>
        <AlertDialogDescription>{text.deleteDescription}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>{text.cancel}</AlertDialogCancel>
          <AlertDialogAction
            onClick={(event) => {
              // Stays open until the delete has finished.
              event.preventDefault();
              confirm();
            }}
            disabled={deletion.isPending}
            aria-busy={deletion.isPending || undefined}
          >
            {deletion.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {text.deleteConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

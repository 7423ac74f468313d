import type { RefObject } from 'react';
import { toast } from '@/components/ui/toaster';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { GlossaryTerm } from '../api/get-glossary-terms';
import { useDeleteGlossaryTerm } from '../api/delete-glossary-term';
import { ConfirmDialog } from './confirm-dialog';

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
    <ConfirmDialog
      open={term !== null}
      onClose={onClose}
      onConfirm={confirm}
      busy={deletion.isPending}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
      title={format(text.deleteTitle, { term: term?.term ?? '' })}
      description={text.deleteDescription}
      cancelLabel={text.cancel}
      confirmLabel={text.deleteConfirm}
    />
  );
}

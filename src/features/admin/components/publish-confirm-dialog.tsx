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
import { useLocale } from '@/i18n/use-locale';

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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent data-testid="publish-confirm">
        <AlertDialogTitle>{text.publishConfirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>{text.publishConfirmDescription}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{text.keepEditing}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'default' })} onClick={onConfirm}>
            {text.publishConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

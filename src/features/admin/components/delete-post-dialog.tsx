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
import { useDeletePost } from '@/lib/posts/delete-post';
import type { AdminPostSummary } from '@/lib/posts/types';

/**
 * Deleting asks "Are you sure you want to delete this post?" first. The dialog stays
 * open (and busy) until the delete has finished, then the list reloads.
 */
export function DeletePostDialog({
  post,
  returnFocusTo,
  onClose,
}: {
  post: AdminPostSummary | null;
  /** The Delete button that opened the dialog (there is no Radix trigger to return to). */
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const text = useLocale().messages.admin;
  const deletion = useDeletePost();

  function confirm() {
    if (!post || deletion.isPending) return;
    deletion.mutate(post.id, {
      onSuccess: () => {
        toast.success(text.toast.success, { description: text.toast.deleteSucceeded });
        onClose();
      },
      onError: () => {
        toast.error(text.toast.error, { description: text.toast.deleteFailed });
      },
    });
  }

  return (
    <AlertDialog
      open={post !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // After a delete the row (and its button) is gone: fall back to the page heading.
          const target = returnFocusTo.current?.isConnected
            ? returnFocusTo.current
            : document.getElementById('admin-dashboard-title');
          target?.focus();
        }}
      >
        <AlertDialogTitle>{text.deleteDialog.title}</AlertDialogTitle>
        <AlertDialogDescription>
          {format(text.deleteDialog.description, { title: post?.title ?? '' })}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>
            {text.deleteDialog.cancel}
          </AlertDialogCancel>
          <AlertDialogAction
            onClick={(event) => {
              event.preventDefault(); // stay open until the delete has an answer
              confirm();
            }}
            disabled={deletion.isPending}
            aria-busy={deletion.isPending || undefined}
          >
            {deletion.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {deletion.isPending ? text.deleteDialog.deleting : text.deleteDialog.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

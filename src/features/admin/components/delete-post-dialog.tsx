import { useState, type RefObject } from 'react';
import { toast } from '@/components/ui/toaster';
import { languageTags } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { useDeletePost } from '@/lib/posts/delete-post';
import { useDeletePostGroup } from '@/lib/posts/delete-post-group';
import { useGroupVersions } from '@/lib/posts/get-group-versions';
import { useHandOverPostGroup } from '@/lib/posts/hand-over-post-group';
import type { AdminPostSummary } from '@/lib/posts/types';
import { ConfirmDialog } from './confirm-dialog';
import { DeleteGroupChoice, type GroupDeletion } from './delete-group-choice';

/**
 * Deleting asks "Are you sure you want to delete this post?" first. An original with
 * translations says so and asks what happens to them: all versions go, or the translations stay
 * with one of them, chosen here, as the new original (DeleteGroupChoice). The dialog stays open
 * (and busy) until the delete has finished, then the list reloads.
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
  const { messages, language } = useLocale();
  const text = messages.admin;
  const groupText = text.group.delete;
  const languageName = useLanguageName();
  const deletion = useDeletePost();
  const groupDeletion = useDeletePostGroup();
  const handOver = useHandOverPostGroup();
  const [choice, setChoice] = useState<GroupDeletion>({ kind: 'all' });
  const isOriginal = post !== null && post.translation_of === null;
  const group = useGroupVersions(isOriginal ? post.id : null);
  const translations = (group.data ?? []).filter((version) => version.id !== post?.id);
  const pending = deletion.isPending || groupDeletion.isPending || handOver.isPending;
  // An original's delete waits for its group: deleting blind would orphan its translations.
  const groupUnknown = isOriginal && !group.data;
  const total = translations.length + 1;

  function close() {
    setChoice({ kind: 'all' });
    onClose();
  }
  const callbacks = (description: string) => ({
    onSuccess: () => {
      toast.success(text.toast.success, { description });
      close();
    },
    onError: () => {
      toast.error(text.toast.error, { description: text.toast.deleteFailed });
    },
  });

  function confirm() {
    if (!post || pending || groupUnknown) return;
    if (translations.length === 0) {
      deletion.mutate(post.id, callbacks(text.toast.deleteSucceeded));
    } else if (choice.kind === 'all') {
      groupDeletion.mutate(post.id, callbacks(format(groupText.deletedAll, { count: total })));
    } else {
      const heir = translations.find((version) => version.id === choice.newOriginalId);
      handOver.mutate(
        { originalId: post.id, newOriginalId: choice.newOriginalId },
        callbacks(format(groupText.handedOver, { title: heir?.title ?? '' })),
      );
    }
  }

  const languages = new Intl.ListFormat(languageTags[language], { type: 'conjunction' }).format(
    translations.map((version) => languageName(version.language)),
  );
  const confirmLabel =
    translations.length === 0
      ? text.deleteDialog.confirm
      : choice.kind === 'all'
        ? format(groupText.deleteAll, { count: total })
        : groupText.confirmKeep;

  return (
    <ConfirmDialog
      open={post !== null}
      onClose={close}
      onConfirm={confirm}
      busy={pending}
      confirmDisabled={groupUnknown}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // After a delete the row (and its button) is gone: fall back to the page heading.
        const target = returnFocusTo.current?.isConnected
          ? returnFocusTo.current
          : document.getElementById('admin-dashboard-title');
        target?.focus();
      }}
      title={text.deleteDialog.title}
      description={
        translations.length > 0
          ? format(groupText.description, {
              title: post?.title ?? '',
              count: translations.length,
              languages,
            })
          : format(text.deleteDialog.description, { title: post?.title ?? '' })
      }
      cancelLabel={text.deleteDialog.cancel}
      confirmLabel={confirmLabel}
      busyLabel={text.deleteDialog.deleting}
    >
      {isOriginal && group.isPending ? (
        <p role="status" className="text-caption text-muted-foreground">
          {groupText.loading}
        </p>
      ) : null}
      {isOriginal && group.isError ? (
        <p role="alert" className="text-caption text-destructive">
          {groupText.loadError}
        </p>
      ) : null}
      {translations.length > 0 ? (
        <DeleteGroupChoice
          translations={translations}
          total={total}
          choice={choice}
          onChange={setChoice}
          disabled={pending}
        />
      ) : null}
    </ConfirmDialog>
  );
}

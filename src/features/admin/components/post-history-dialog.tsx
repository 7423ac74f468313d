import { History, LoaderCircle, RotateCcw } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useMemo, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { languageTags } from '@/config/languages';
import { formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { usePostRevision } from '@/lib/posts/get-post-revision';
import { usePostRevisions } from '@/lib/posts/get-post-revisions';
import { useRestorePostRevision } from '@/lib/posts/restore-post-revision';
import {
  differingColumns,
  restoredColumns,
  type ComparedColumn,
  type PostRevisionSummary,
} from '@/lib/posts/revision-types';
import type { PostRow } from '@/lib/posts/types';
import { DuplicateSlugError, PostConflictError } from '@/lib/posts/write-errors';
import { format } from '@/i18n/format';
import { useAuth } from '@/features/identity/auth-context';
import { RestoreConfirmDialog } from './restore-confirm-dialog';
import { RevisionItem } from './revision-item';
import { fieldLabel } from '../lib/changed-fields';
import { RevisionCompare } from './revision-compare';
import { TranslationMarkNote } from './translation-mark-note';

/**
 * The history of one post (loaded with the dialog, so the editor's first load carries none of
 * it): its saves newest first, a page at a time; the chosen one compared with the current version
 * field by field; and a restore of the whole version or of one field, confirmed first, that saves
 * it again (the same concurrent-edit check as the editor's saves).
 */
export function PostHistoryDialog({
  post,
  open,
  onOpenChange,
  unsavedChanges,
  onRestored,
  returnFocusTo,
}: {
  /** The post as last saved: what "current version" means. */
  post: PostRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The editor holds changes that a restore would replace. */
  unsavedChanges: boolean;
  /** The post as the restore saved it. */
  onRestored: (post: PostRow) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.history;
  const { user } = useAuth();
  const id = useId();
  const revisions = usePostRevisions(post.id);
  const restore = useRestorePostRevision();
  const [chosenId, setChosenId] = useState<number | null>(null);
  /** The restore being confirmed: the whole version, or one field of it. */
  const [confirming, setConfirming] = useState<{ column: ComparedColumn | null } | null>(null);

  const dateTime = useMemo(
    () =>
      new Intl.DateTimeFormat(languageTags[language], { dateStyle: 'medium', timeStyle: 'medium' }),
    [language],
  );

  // Pages are read by offset: a save made meanwhile shifts them, so one row can come twice.
  const rows = useMemo(() => {
    const seen = new Set<number>();
    return (revisions.data?.pages ?? [])
      .flatMap((page) => page.rows)
      .filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
  }, [revisions.data]);
  const total = revisions.data?.pages.at(-1)?.total ?? 0;
  // The save that made the current version happened in the same transaction as its updated_at.
  const isCurrent = (row: PostRevisionSummary) =>
    Date.parse(row.saved_at) === Date.parse(post.updated_at);
  // Until the admin picks one, the newest version that is not the current one.
  const selectedId = chosenId ?? rows.find((row) => !isCurrent(row))?.id ?? rows[0]?.id ?? null;
  const selectedRow = rows.find((row) => row.id === selectedId) ?? null;
  const revision = usePostRevision(selectedId);

  const who = (row: PostRevisionSummary) =>
    row.saved_by && row.saved_by === user?.id
      ? text.byYou
      : (row.saved_by_email ?? row.saved_by ?? text.byUnknown);

  const confirmingField = confirming?.column ? fieldLabel(confirming.column, messages.admin) : null;

  function confirmRestore() {
    if (!revision.data || !confirming || restore.isPending) return;
    const column = confirming.column ?? undefined;
    restore.mutate(
      { revision: revision.data, expectedUpdatedAt: post.updated_at, column },
      {
        onSuccess: (restored) => {
          toast.success(messages.admin.toast.success, {
            description: confirmingField
              ? format(messages.admin.versions.fieldRestored, { field: confirmingField })
              : text.restored,
          });
          setConfirming(null);
          onOpenChange(false);
          onRestored(restored);
        },
        onError: (error) => {
          setConfirming(null);
          toast.error(messages.admin.toast.error, {
            description:
              error instanceof PostConflictError
                ? text.conflict
                : error instanceof DuplicateSlugError
                  ? messages.admin.editor.validation.slugTaken
                  : text.restoreFailed,
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={text.close}
        size="panel"
        className="h-[min(92vh,52rem)]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="border-border border-b px-6 pt-6 pr-14 pb-4">
          <DialogTitle className="flex items-center gap-2">
            <History aria-hidden className="text-primary size-5" />
            {text.title}
          </DialogTitle>
          <DialogDescription size="caption" className="mt-1">
            {messages.admin.versions.historyDescription}
          </DialogDescription>
        </div>

        <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,2fr)_minmax(0,3fr)] md:grid-cols-[20rem_minmax(0,1fr)] md:grid-rows-1">
          <RevisionList
            labelId={`${id}-versions`}
            revisions={revisions}
            rows={rows}
            total={total}
            selectedId={selectedId}
            onChoose={setChosenId}
            who={who}
            isCurrent={isCurrent}
            dateTime={dateTime}
          />

          <ComparePane
            labelId={`${id}-compare`}
            post={post}
            selectedId={selectedId}
            revision={revision}
            selectedRow={selectedRow}
            dateTime={dateTime}
            busy={restore.isPending}
            onRestore={(column) => setConfirming({ column })}
          />
        </div>

        <RestoreConfirmDialog
          open={confirming !== null}
          field={confirmingField}
          pending={restore.isPending}
          savedAt={selectedRow ? dateTime.format(new Date(selectedRow.saved_at)) : ''}
          unsavedChanges={unsavedChanges}
          onCancel={() => setConfirming(null)}
          onConfirm={confirmRestore}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The post's saves, newest first, one to choose; older ones a page at a time. */
function RevisionList({
  labelId,
  revisions,
  rows,
  total,
  selectedId,
  onChoose,
  who,
  isCurrent,
  dateTime,
}: {
  labelId: string;
  revisions: ReturnType<typeof usePostRevisions>;
  rows: PostRevisionSummary[];
  total: number;
  selectedId: number | null;
  onChoose: (id: number) => void;
  who: (row: PostRevisionSummary) => string;
  isCurrent: (row: PostRevisionSummary) => boolean;
  dateTime: Intl.DateTimeFormat;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.history;
  return (
    <div className="border-border min-h-0 overflow-y-auto border-b p-3 md:border-r md:border-b-0">
      <p id={labelId} className="text-caption text-muted-foreground px-2 pb-2 font-semibold">
        {text.versions}
        {revisions.data ? ` · ${formatCount(text.total, total, language)}` : ''}
      </p>
      {revisions.isPending ? (
        <p className="text-caption text-muted-foreground flex items-center gap-2 px-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {messages.admin.shell.loading}
        </p>
      ) : revisions.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 px-2">
          <p className="text-caption">{text.loadError}</p>
          <Button size="sm" variant="outline" onClick={() => void revisions.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <>
          <RadioGroup.Root
            aria-labelledby={labelId}
            value={selectedId === null ? '' : String(selectedId)}
            onValueChange={(value) => onChoose(Number(value))}
            className="grid gap-1"
          >
            {rows.map((row) => (
              <RevisionItem
                key={row.id}
                row={row}
                who={who(row)}
                current={isCurrent(row)}
                dateTime={dateTime}
              />
            ))}
          </RadioGroup.Root>
          {revisions.hasNextPage ? (
            <Button
              size="sm"
              variant="ghost"
              className="mt-2 w-full"
              disabled={revisions.isFetchingNextPage}
              aria-busy={revisions.isFetchingNextPage || undefined}
              onClick={() => void revisions.fetchNextPage()}
            >
              {revisions.isFetchingNextPage ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : null}
              {text.showOlder}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The chosen version beside the current one, field by field, with Restore for the whole. */
function ComparePane({
  labelId,
  post,
  selectedId,
  revision,
  selectedRow,
  dateTime,
  busy,
  onRestore,
}: {
  labelId: string;
  post: PostRow;
  selectedId: number | null;
  revision: ReturnType<typeof usePostRevision>;
  selectedRow: PostRevisionSummary | null;
  dateTime: Intl.DateTimeFormat;
  busy: boolean;
  /** Asks to restore one field, or (null) the whole version. */
  onRestore: (column: ComparedColumn | null) => void;
}) {
  const { messages } = useLocale();
  const text = messages.admin.history;
  // The whole-version restore writes the content columns only (not the address or language).
  const wholeDiffers = revision.data
    ? differingColumns(revision.data.fields, post).some((column) =>
        (restoredColumns as readonly string[]).includes(column),
      )
    : false;
  const marked =
    selectedRow?.changed_fields?.includes('source_version') &&
    !selectedRow.changed_fields.includes('translation_of');

  return (
    <section
      aria-labelledby={labelId}
      className="min-h-0 overflow-y-auto p-6"
      aria-busy={revision.isFetching || undefined}
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h3 id={labelId} className="text-body font-semibold">
          {text.compareHeading}
        </h3>
        <Button
          size="sm"
          className="max-sm:h-11"
          onClick={() => onRestore(null)}
          disabled={!revision.data || !wholeDiffers || busy}
        >
          <RotateCcw aria-hidden />
          {text.restore}
        </Button>
      </div>
      {selectedId === null ? (
        <p className="text-body text-muted-foreground">{text.chooseVersion}</p>
      ) : revision.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="text-body">{text.versionLoadError}</p>
          <Button size="sm" variant="outline" onClick={() => void revision.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : revision.data ? (
        <div className="grid gap-5">
          {marked ? (
            <TranslationMarkNote revisionId={revision.data.id} dateTime={dateTime} />
          ) : null}
          <RevisionCompare
            post={post}
            revision={revision.data}
            busy={busy}
            onRestoreField={onRestore}
          />
        </div>
      ) : (
        <p className="text-caption text-muted-foreground flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {messages.admin.shell.loading}
        </p>
      )}
    </section>
  );
}

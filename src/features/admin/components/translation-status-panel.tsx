import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { LocalizedLink } from '@/components/localized-link';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { usePostForEdit } from '@/lib/posts/get-post-for-edit';
import { useTranslationStatus } from '@/lib/posts/get-translation-status';
import { useMarkTranslationCurrent } from '@/lib/posts/mark-translation-current';
import type { PostRow } from '@/lib/posts/types';
import { PostConflictError, SourceChangedError } from '@/lib/posts/write-errors';
import { RevisionDiff } from './revision-diff';
import { StatusBadge } from './status-badge';

/**
 * A translation's editor: whether it is in step with its original, as the database says. When
 * the original's words changed since the translation was made (or last marked up to date), it
 * says "Outdated", shows what changed in the original since that version, and offers Mark as up
 * to date, which records the original's current version; the save buttons offer the same mark
 * with the save (EditorActions), so a translator finishes in one pass.
 */
export function TranslationStatusPanel({
  post,
  expectedUpdatedAt,
  unsavedChanges,
  onMarked,
}: {
  post: PostRow;
  /** The translation's updated_at the editor will save over. */
  expectedUpdatedAt: string;
  /** Marking waits for a saved translation. */
  unsavedChanges: boolean;
  onMarked: (post: PostRow) => void;
}) {
  const { messages } = useLocale();
  const text = messages.admin;
  const languageName = useLanguageName();
  const id = useId();
  const status = useTranslationStatus(post.id);
  const original = usePostForEdit(status.data?.originalId ?? null);
  const mark = useMarkTranslationCurrent();
  const [problem, setProblem] = useState<string | null>(null);

  if (!status.data || !original.data) return null;
  const source = original.data;
  const language = languageName(source.language);
  const openOriginal = (
    <LocalizedLink
      to={paths.adminEditPost(source.id)}
      className="text-primary font-semibold underline-offset-4 hover:underline"
    >
      {text.sourceStatus.openOriginal}
    </LocalizedLink>
  );

  if (!status.data.outdated) {
    return (
      <p
        className="text-caption text-muted-foreground flex flex-wrap items-center gap-x-2 gap-y-1"
        data-testid="translation-current"
      >
        <CircleCheck aria-hidden className="text-success size-4" />
        {format(text.sourceStatus.current, { language })}
        {openOriginal}
      </p>
    );
  }

  const { base, currentVersion } = status.data;
  function markCurrent() {
    setProblem(null);
    mark.mutate(
      { id: post.id, sourceVersion: currentVersion, expectedUpdatedAt },
      {
        onSuccess: (marked) => {
          toast.success(text.toast.success, { description: text.toast.markedCurrent });
          onMarked(marked);
        },
        onError: (error) => {
          if (error instanceof SourceChangedError) {
            setProblem(text.sourceStatus.sourceChanged);
            void status.refetch();
            void original.refetch();
          } else {
            toast.error(text.toast.error, {
              description:
                error instanceof PostConflictError ? text.history.conflict : text.toast.markFailed,
            });
          }
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-accent/40 bg-accent-soft/60 grid gap-4 rounded-xl border p-4 sm:p-5"
      data-testid="translation-outdated"
    >
      <div className="grid gap-1.5">
        <h2 id={`${id}-title`} className="text-subheading flex flex-wrap items-center gap-2">
          <StatusBadge state="outdated" />
          {format(text.sourceStatus.outdatedTitle, { language })}
        </h2>
        <p className="text-caption text-muted-foreground max-w-3xl">
          {text.sourceStatus.outdatedDescription}
        </p>
      </div>
      <details open className="border-border bg-background rounded-lg border p-4">
        <summary className="text-body cursor-pointer font-semibold">
          {text.sourceStatus.changesHeading}
        </summary>
        <div className="mt-4">
          {base ? (
            <RevisionDiff
              current={{ title: base.title, body: base.content_markdown, excerpt: base.excerpt }}
              revision={{
                title: source.title,
                body: source.content_markdown ?? '',
                excerpt: source.excerpt ?? '',
              }}
              titleLabel={text.editor.fields.title}
              excerptLabel={text.editor.fields.excerpt}
              bodyLabel={text.editor.fields.content}
              legend={{
                removed: text.sourceStatus.legendRemoved,
                added: text.sourceStatus.legendAdded,
              }}
            />
          ) : (
            <p className="text-caption text-muted-foreground">{text.sourceStatus.baseMissing}</p>
          )}
        </div>
      </details>
      {problem ? (
        <p role="alert" className="text-caption text-destructive font-medium">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          type="button"
          onClick={markCurrent}
          disabled={mark.isPending || unsavedChanges}
          aria-describedby={unsavedChanges ? `${id}-save-first` : undefined}
        >
          {mark.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {mark.isPending ? text.sourceStatus.marking : text.sourceStatus.markCurrent}
        </Button>
        {unsavedChanges ? (
          <span id={`${id}-save-first`} className="text-caption text-muted-foreground">
            {text.versions.saveOrMarkWithSave}
          </span>
        ) : null}
        <span className="text-caption">{openOriginal}</span>
      </div>
    </section>
  );
}

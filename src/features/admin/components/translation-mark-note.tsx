import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { useTranslationMark } from '@/lib/posts/get-translation-mark';
import { RevisionDiff } from './revision-diff';

/**
 * In a translation's history, the save that marked it up to date: with which version of the
 * original, and (on demand) what the original changed between the version the translation had
 * followed and that one: the comparison the translator saw in the editor, kept for later.
 */
export function TranslationMarkNote({
  revisionId,
  dateTime,
}: {
  revisionId: number;
  dateTime: Intl.DateTimeFormat;
}) {
  const { messages } = useLocale();
  const text = messages.admin;
  const [open, setOpen] = useState(false);
  const mark = useTranslationMark(revisionId);
  if (!mark.data) return null;
  const { from, to } = mark.data;
  return (
    <section
      className="border-success/40 bg-success/5 grid gap-3 rounded-lg border p-4"
      data-testid="translation-mark"
    >
      <p className="text-body flex items-start gap-2 font-medium">
        <CircleCheck aria-hidden className="text-success mt-0.5 size-4 shrink-0" />
        <span>
          {format(text.versions.markedWith, {
            date: to ? dateTime.format(new Date(to.savedAt)) : '',
          })}
        </span>
      </p>
      <details
        className="border-border bg-background rounded-md border p-3"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="text-caption cursor-pointer font-semibold">
          {text.versions.sourceChanges}
        </summary>
        {open ? (
          <div className="mt-3">
            {mark.isFetching && !from ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : from && to ? (
              <RevisionDiff
                current={{
                  title: from.words.title,
                  body: from.words.content_markdown,
                  excerpt: from.words.excerpt,
                }}
                revision={{
                  title: to.words.title,
                  body: to.words.content_markdown,
                  excerpt: to.words.excerpt,
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
              <p className="text-caption text-muted-foreground">
                {text.versions.sourceChangesMissing}
              </p>
            )}
          </div>
        ) : null}
      </details>
    </section>
  );
}

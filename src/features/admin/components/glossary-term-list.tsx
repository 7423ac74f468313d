import { ArrowRight, Lock, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { languageTags, type LanguageCode } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import type { GlossaryTerm } from '../api/get-glossary-terms';

/**
 * A page of glossary terms: the term, what translations make of it (its fixed translation or
 * "Never translate"), the team's note, and Edit and Delete. One row per term, stacked on a phone.
 */
export function GlossaryTermList({
  rows,
  source,
  target,
  empty,
  stale,
  onEdit,
  onDelete,
}: {
  rows: GlossaryTerm[];
  source: LanguageCode;
  target: LanguageCode;
  /** What an empty page says (no terms yet, or none matching the search). */
  empty: string;
  /** The rows are the previous page's while the next one loads. */
  stale: boolean;
  onEdit: (term: GlossaryTerm) => void;
  onDelete: (term: GlossaryTerm) => void;
}) {
  const text = useLocale().messages.admin.translation.glossary;
  const languageName = useLanguageName();
  if (rows.length === 0) {
    return (
      <div className="border-border rounded-xl border border-dashed p-10 text-center">
        <p className="text-subheading">{empty}</p>
      </div>
    );
  }
  const caption = format(text.caption, {
    from: languageName(source),
    into: languageName(target),
  });
  return (
    <section
      aria-label={caption}
      className={cn(
        'border-border shadow-card rounded-xl border transition-opacity',
        stale && 'opacity-60',
      )}
    >
      <p className="text-caption text-muted-foreground border-border border-b px-4 py-3">
        {caption}
      </p>
      <ul data-testid="glossary-terms">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="glossary-term"
            className="border-border grid gap-2 border-t px-4 py-3 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="min-w-0">
              <p className="text-body flex flex-wrap items-center gap-x-2 gap-y-1 break-words">
                <span lang={languageTags[source]} className="font-semibold">
                  {row.term}
                </span>
                <ArrowRight aria-hidden className="text-muted-foreground size-4 shrink-0" />
                {row.translation === null ? (
                  <Badge variant="muted" className="gap-1">
                    <Lock aria-hidden className="size-3" />
                    {text.neverTranslate}
                  </Badge>
                ) : (
                  <span lang={languageTags[target]}>{row.translation}</span>
                )}
              </p>
              {row.note ? (
                <p className="text-caption text-muted-foreground mt-1 break-words">{row.note}</p>
              ) : null}
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={format(text.editLabel, { term: row.term })}
                onClick={() => onEdit(row)}
              >
                <Pencil aria-hidden />
                {text.edit}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={format(text.deleteLabel, { term: row.term })}
                onClick={() => onDelete(row)}
              >
                <Trash2 aria-hidden />
                {text.delete}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

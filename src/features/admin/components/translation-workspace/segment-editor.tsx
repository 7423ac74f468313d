import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { joinRuns, splitRuns } from '../../lib/workspace-chips';
import { LockedChip } from './locked-chip';

const fieldClass =
  'border-input bg-background text-body focus-visible:outline-ring field-sizing-content min-h-9 max-w-full min-w-24 flex-auto resize-none rounded-md border px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * A segment's translation as the translator types it: one field per run of words, the source's
 * locked parts as chips between them. The chips cannot be typed over or deleted, so the rebuilt
 * Markdown always keeps the source's links, images, code and marks.
 */
export function SegmentEditor({
  id,
  name,
  text,
  locked,
  describedBy,
  lang,
  onChange,
}: {
  id: string;
  /** The segment's name: each field's accessible name. */
  name: string;
  /** The translation in the source's tokens (⟦n⟧ indexes `locked`). */
  text: string;
  locked: readonly string[];
  describedBy?: string;
  lang: string;
  onChange: (text: string) => void;
}) {
  const label = useLocale().messages.admin.workspace.part;
  const { runs, tokens } = splitRuns(text);
  const update = (index: number, value: string) =>
    onChange(
      joinRuns(
        runs.map((run, at) => (at === index ? value : run)),
        tokens,
      ),
    );
  return (
    <div className="flex flex-wrap items-center gap-1" data-testid="segment-editor">
      {runs.map((run, index) => (
        <span key={index} className={cn('contents')}>
          <textarea
            id={index === 0 ? id : `${id}-${index}`}
            lang={lang}
            rows={1}
            value={run}
            aria-label={
              runs.length === 1
                ? name
                : format(label, { segment: name, number: index + 1, count: runs.length })
            }
            aria-describedby={describedBy}
            className={fieldClass}
            onChange={(event) => update(index, event.target.value)}
          />
          {index < tokens.length ? <LockedChip piece={locked[tokens[index]!] ?? ''} /> : null}
        </span>
      ))}
    </div>
  );
}

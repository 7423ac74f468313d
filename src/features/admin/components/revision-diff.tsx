import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';
import { useMemo, type ReactNode } from 'react';
import { formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';

/** Unchanged lines kept around each change; longer unchanged runs fold into a count. */
const contextLines = 2;

const removedClass = 'bg-destructive/10 text-destructive line-through decoration-1';
const addedClass = 'bg-success/10 text-success underline decoration-1 underline-offset-2';

/**
 * Inline word changes: text only in `current` struck through, text only in `other` underlined.
 * A rewrite (little in common) reads better as the old text, then the new.
 */
export function WordDiff({ current, other }: { current: string; other: string }) {
  const parts = useMemo(() => diffWordsWithSpace(current, other), [current, other]);
  if (current && other && !mostlyShared(current, other)) {
    return (
      <>
        <del className={cn(removedClass, 'rounded-sm')}>{current}</del>{' '}
        <ins className={cn(addedClass, 'rounded-sm')}>{other}</ins>
      </>
    );
  }
  return parts.map((part, index) => <Part key={index} part={part} />);
}

function Part({ part }: { part: ChangeObject<string> }) {
  if (part.removed) return <del className={cn(removedClass, 'rounded-sm')}>{part.value}</del>;
  if (part.added) return <ins className={cn(addedClass, 'rounded-sm')}>{part.value}</ins>;
  return <>{part.value}</>;
}

const splitLines = (value: string) => value.replace(/\n$/, '').split('\n');

/**
 * Whether most of the shorter version of a paragraph survives in the other. Inline marks help
 * when a few words changed; in a rewritten paragraph they interleave into noise, so it is shown
 * as the old lines, then the new ones.
 */
function mostlyShared(current: string, other: string): boolean {
  const shared = diffWordsWithSpace(current, other)
    .filter((part) => !part.added && !part.removed)
    .reduce((sum, part) => sum + part.value.trim().length, 0);
  return shared >= 0.5 * Math.min(current.trim().length, other.trim().length);
}

/**
 * A body compared line by line (Markdown paragraphs are lines), like a code review: unchanged
 * runs fold to their first and last lines, and a changed paragraph shows its word changes
 * inline, so one corrected word in a long paragraph is easy to find.
 */
function BodyDiff({ current, other }: { current: string; other: string }) {
  const { messages, language } = useLocale();
  const text = messages.admin.history;
  const changes = useMemo(() => diffLines(current, other), [current, other]);
  const blocks: ReactNode[] = [];
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index]!;
    const next = changes[index + 1];
    if (change.removed && next?.added && mostlyShared(change.value, next.value)) {
      blocks.push(
        <div key={index} className="border-l-primary border-l-2 px-3 py-1 whitespace-pre-wrap">
          <WordDiff current={change.value} other={next.value} />
        </div>,
      );
      index += 1;
    } else if (change.removed || change.added) {
      blocks.push(
        <div
          key={index}
          className={cn(
            'border-l-2 px-3 py-1 whitespace-pre-wrap',
            change.removed ? 'border-l-destructive' : 'border-l-success',
          )}
        >
          {change.removed ? (
            <del className={removedClass}>{change.value}</del>
          ) : (
            <ins className={addedClass}>{change.value}</ins>
          )}
        </div>,
      );
    } else {
      const lines = splitLines(change.value);
      const first = index === 0;
      const last = index === changes.length - 1;
      const keepBefore = first ? 0 : contextLines;
      const keepAfter = last ? 0 : contextLines;
      const folded = lines.length - keepBefore - keepAfter;
      blocks.push(
        <div key={index} className="text-muted-foreground px-3 py-1 whitespace-pre-wrap">
          {folded > 1 ? (
            <>
              {keepBefore ? lines.slice(0, keepBefore).join('\n') + '\n' : null}
              <span className="bg-muted block rounded px-2 py-0.5 text-center italic">
                {formatCount(text.unchangedLines, folded, language)}
              </span>
              {keepAfter ? lines.slice(-keepAfter).join('\n') : null}
            </>
          ) : (
            lines.join('\n')
          )}
        </div>,
      );
    }
  }
  return <div className="grid gap-0.5 font-mono text-[0.8125rem] leading-relaxed">{blocks}</div>;
}

/** The words two versions are compared on. */
export interface DiffWords {
  title: string;
  body: string;
  excerpt?: string;
}

/**
 * A revision's title and body against the current version's: what restoring it would change.
 * Text only in the current version is struck through, text only in the revision underlined
 * (colour is never the only cue), with a legend above.
 */
export function RevisionDiff({
  current,
  revision,
  titleLabel,
  bodyLabel,
  excerptLabel,
  legend,
}: {
  current: DiffWords;
  revision: DiffWords;
  titleLabel: string;
  bodyLabel: string;
  /** Compares the excerpts too (shown only when they differ). */
  excerptLabel?: string;
  /** What struck-through and underlined text mean here (default: the history's words). */
  legend?: { removed: string; added: string };
}) {
  const text = useLocale().messages.admin.history;
  const removed = legend?.removed ?? text.legendRemoved;
  const added = legend?.added ?? text.legendAdded;
  const excerptChanged =
    excerptLabel !== undefined && (current.excerpt ?? '') !== (revision.excerpt ?? '');
  if (current.title === revision.title && current.body === revision.body && !excerptChanged) {
    return <p className="text-body text-muted-foreground">{text.sameAsCurrent}</p>;
  }
  return (
    <div className="grid gap-5">
      <p className="text-caption flex flex-wrap gap-x-5 gap-y-1">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn(removedClass, 'rounded-sm px-1.5 font-mono')}>
            −
          </span>
          {removed}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className={cn(addedClass, 'rounded-sm px-1.5 font-mono')}>
            +
          </span>
          {added}
        </span>
      </p>
      <section className="grid gap-2">
        <h4 className="text-caption text-muted-foreground font-semibold">{titleLabel}</h4>
        <p className="text-body">
          <WordDiff current={current.title} other={revision.title} />
        </p>
      </section>
      {excerptChanged ? (
        <section className="grid gap-2">
          <h4 className="text-caption text-muted-foreground font-semibold">{excerptLabel}</h4>
          <p className="text-body">
            <WordDiff current={current.excerpt ?? ''} other={revision.excerpt ?? ''} />
          </p>
        </section>
      ) : null}
      <section className="grid gap-2">
        <h4 className="text-caption text-muted-foreground font-semibold">{bodyLabel}</h4>
        <BodyDiff current={current.body} other={revision.body} />
      </section>
    </div>
  );
}

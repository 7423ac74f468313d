import { Check, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { SelectionApplyOutcome, SelectionCheck } from '../api/import-xliff-selection';
import type { SelectionImportFile } from '../lib/xliff-selection-import';
import { OpenWorkspaceLink } from './translation-workspace/open-workspace-link';

/**
 * The import's summary, one entry per post of the file: what it would change (or why it cannot),
 * the segments held back or refused by name, and once written, its outcome with a way to the
 * translation side by side.
 */
export function ImportFileList({
  check,
  outcomes,
}: {
  check: Extract<SelectionCheck, { ok: true }>;
  outcomes: Readonly<Record<string, SelectionApplyOutcome>>;
}) {
  return (
    <ul className="grid gap-3" data-testid="xliff-import-files">
      {check.files.map((file) => (
        <FileEntry
          key={file.fileId}
          file={file}
          language={check.targetLanguage}
          outcome={outcomes[file.fileId]}
        />
      ))}
    </ul>
  );
}

/** "Take the file’s words: 2 · Held back: 1": the counts that are not zero, each with its label. */
function countsLine<Key extends string>(
  labels: Record<Key, string>,
  counts: Record<Key, number>,
): string {
  return (Object.keys(counts) as Key[])
    .filter((key) => counts[key] > 0)
    .map((key) => format(labels[key], { count: counts[key] }))
    .join(' · ');
}

function FileEntry({
  file,
  language,
  outcome,
}: {
  file: SelectionImportFile;
  language: string;
  outcome: SelectionApplyOutcome | undefined;
}) {
  const text = useLocale().messages.admin.workspace;
  const own = text.xliffImport;
  const segmentName = (key: string) => {
    const segment = file.ok
      ? file.target.segments.find((candidate) => candidate.key === key)
      : null;
    return segment
      ? format(text.segmentNames[segment.source.kind], { number: segment.number })
      : key;
  };
  return (
    <li className="border-border grid gap-1 rounded-lg border p-3" data-testid="xliff-import-file">
      <p className="text-body flex flex-wrap items-center gap-2 font-semibold">
        <span className="break-words">{file.title || own.untitled}</span>
        <Badge variant="muted">
          <span lang={language}>{language.toUpperCase()}</span>
        </Badge>
      </p>
      {file.ok ? (
        <>
          {file.target.translation ? null : (
            <p className="text-caption text-muted-foreground">{own.newDraft}</p>
          )}
          <p className="text-caption text-muted-foreground">
            {countsLine(own.counts, {
              applied: Object.keys(file.result.applied).length,
              flagged: Object.keys(file.result.flagged).length,
              refused: Object.keys(file.result.refused).length,
              unchanged: file.result.unchanged.length,
            })}
          </p>
          {Object.keys(file.result.flagged).length > 0 ? (
            <p className="text-caption">
              {format(own.heldBack, {
                keys: Object.keys(file.result.flagged).map(segmentName).join(', '),
              })}
            </p>
          ) : null}
          {Object.entries(file.result.refused).map(([key, reason]) => (
            <p key={key} className="text-caption">
              {segmentName(key)}: {text.xliff.refusals[reason]}
            </p>
          ))}
        </>
      ) : (
        <p className="text-caption text-destructive flex items-start gap-1.5">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {format(own.problems[file.problem], { keys: (file.keys ?? []).join(', ') })}
        </p>
      )}
      {outcome ? <Outcome outcome={outcome} /> : null}
    </li>
  );
}

function Outcome({ outcome }: { outcome: SelectionApplyOutcome }) {
  const own = useLocale().messages.admin.workspace.xliffImport;
  if (!outcome.ok) {
    return (
      <p
        className="text-caption text-destructive flex items-start gap-1.5"
        data-testid="xliff-import-outcome"
      >
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {own.outcomes[outcome.code]}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-caption flex items-center gap-1.5" data-testid="xliff-import-outcome">
        <Check aria-hidden className="text-success size-4" />
        {outcome.created ? own.outcomes.created : own.outcomes.saved}
      </p>
      <OpenWorkspaceLink postId={outcome.id} />
    </div>
  );
}

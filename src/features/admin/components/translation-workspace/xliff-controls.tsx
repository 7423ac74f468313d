import { Download, LoaderCircle, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { buttonVariants, Button } from '@/components/ui/button';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { ConfirmDialog } from '../confirm-dialog';
import {
  exportXliff,
  importXliff,
  type XliffImport,
  type XliffImportErrorCode,
  type XliffPost,
  type XliffWorkspace,
} from '../../lib/xliff';
import { readTextFile } from '../../lib/read-text-file';
import { downloadXliff } from '../../lib/xliff-download';

type Failure = { code: XliffImportErrorCode | 'read_failed'; keys?: string[] };

/**
 * Export and Import XLIFF for one translation. Import reads the chosen file, checks it against the
 * workspace (importXliff) and asks before anything changes: the dialog lists the segments that
 * take the file's words, those held back because the original changed since the export, and
 * those refused. A file that does not fit this translation is one error line; nothing applies.
 */
export function XliffControls({
  post,
  workspace,
  fileName,
  segmentLabel,
  onApply,
  disabled = false,
}: {
  /** What the export writes: the translation as the workspace holds it now. */
  post: XliffPost;
  /** What an import is checked against. */
  workspace: XliffWorkspace;
  fileName: string;
  /** How the workspace names a segment (its kind and number), for the summary. */
  segmentLabel: (key: string) => string;
  /** Confirmed: the applied words to put in the draft (applyXliffImport does the provenance). */
  onApply: (imported: XliffImport) => void;
  disabled?: boolean;
}) {
  const text = useLocale().messages.admin.workspace;
  const inputId = useId();
  const errorId = useId();
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState<XliffImport | null>(null);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) reads it again.
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setReading(true);
    try {
      const outcome = importXliff(await readTextFile(file), workspace);
      if (outcome.ok) setPending(outcome.result);
      else setFailure({ code: outcome.code, ...(outcome.keys ? { keys: outcome.keys } : {}) });
    } catch {
      setFailure({ code: 'read_failed' });
    } finally {
      setReading(false);
    }
  }

  const applied = pending ? Object.keys(pending.applied) : [];
  const flagged = pending ? Object.keys(pending.flagged) : [];
  const refused = pending ? Object.entries(pending.refused) : [];
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => downloadXliff(exportXliff(post), fileName)}
        >
          <Download aria-hidden />
          {text.xliff.export}
        </Button>
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
            (disabled || reading) && 'pointer-events-none opacity-60',
          )}
        >
          {reading ? <LoaderCircle aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
          {reading ? text.xliff.reading : text.xliff.import}
          <input
            id={inputId}
            type="file"
            accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
            className="sr-only"
            disabled={disabled || reading}
            aria-describedby={failure ? errorId : undefined}
            onChange={(event) => void read(event)}
          />
        </label>
      </div>
      {failure ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {format(text.xliff.errors[failure.code], { keys: (failure.keys ?? []).join(', ') })}
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) onApply(pending);
          setPending(null);
        }}
        title={text.xliff.summaryTitle}
        description={format(text.xliff.summary, {
          applied: applied.length,
          flagged: flagged.length,
          refused: refused.length,
          unchanged: pending?.unchanged.length ?? 0,
        })}
        cancelLabel={text.cancel}
        confirmLabel={text.xliff.apply}
        confirmDisabled={applied.length === 0}
        destructive={false}
        closeOnConfirm
        testId="xliff-import-summary"
      >
        <div className="grid max-h-[50vh] gap-3 overflow-y-auto text-sm">
          <KeyList title={text.xliff.applied} items={applied.map((key) => segmentLabel(key))} />
          <KeyList title={text.xliff.flagged} items={flagged.map((key) => segmentLabel(key))} />
          <KeyList
            title={text.xliff.refused}
            items={refused.map(
              ([key, reason]) => `${segmentLabel(key)}: ${text.xliff.refusals[reason]}`,
            )}
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}

function KeyList({ title, items }: { title: string; items: readonly string[] }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <ul className="list-disc ps-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

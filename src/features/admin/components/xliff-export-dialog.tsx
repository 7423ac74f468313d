import { Download, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { languageCodes, languages, type LanguageCode } from '@/config/languages';
import { formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { CoverageRow } from '@/lib/posts/get-translation-coverage';
import { useReturnFocus } from '@/lib/use-return-focus';
import { getXliffSelection } from '../api/get-xliff-selection';
import { downloadXliff } from '../lib/xliff-download';
import { defaultExportLanguages, exportPairs, selectionFileName } from '../lib/xliff-selection';

export type ExportRow = Pick<CoverageRow, 'id' | 'language' | 'missing' | 'versions'>;

/**
 * Export XLIFF for a selection of the Languages view: the target languages to write (at first
 * those the selected posts miss or are behind in), then one XLIFF 2.0 download per language pair,
 * read fresh from the database. Import XLIFF beside it brings such a file back (xliff-import-dialog).
 */
export function XliffExportDialog({
  open,
  onOpenChange,
  rows,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: readonly ExportRow[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <DialogBody rows={rows} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

type Outcome = { ok: true; files: number } | { ok: false };

function DialogBody({ rows: given, onClose }: { rows: readonly ExportRow[]; onClose: () => void }) {
  const { messages, language } = useLocale();
  const text = messages.admin.workspace.xliffSelection;
  const legendId = useId();
  const statusId = useId();
  // The selection as it was when the dialog opened.
  const [rows] = useState(given);
  const returnFocus = useReturnFocus();
  const [targets, setTargets] = useState<ReadonlySet<LanguageCode>>(
    () => new Set(defaultExportLanguages(rows, languageCodes)),
  );
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const chosen = languageCodes.filter((code) => targets.has(code));
  const files = exportPairs(rows, chosen).length;

  const toggle = (code: LanguageCode, on: boolean) => {
    const next = new Set(targets);
    if (on) next.add(code);
    else next.delete(code);
    setTargets(next);
    setOutcome(null);
  };

  async function download() {
    setWorking(true);
    setOutcome(null);
    try {
      const documents = await getXliffSelection({
        originalIds: rows.map((row) => row.id),
        targets: chosen,
      });
      for (const exported of documents) downloadXliff(exported.xml, selectionFileName(exported));
      setOutcome({ ok: true, files: documents.length });
    } catch {
      setOutcome({ ok: false });
    } finally {
      setWorking(false);
    }
  }

  return (
    <DialogContent
      closeLabel={text.close}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      onCloseAutoFocus={returnFocus}
    >
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription>{formatCount(text.description, rows.length, language)}</DialogDescription>
      <fieldset aria-labelledby={legendId} aria-describedby={outcome ? statusId : undefined}>
        <legend id={legendId} className="text-body font-semibold">
          {text.languages}
        </legend>
        <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3" data-testid="xliff-languages">
          {languages.map((option) => (
            <li key={option.code}>
              <label className="text-body flex min-h-11 items-center gap-2.5">
                <input
                  type="checkbox"
                  className="accent-primary size-4"
                  checked={targets.has(option.code)}
                  onChange={(event) => toggle(option.code, event.target.checked)}
                  disabled={working}
                />
                <span lang={option.code}>{option.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-caption text-muted-foreground">{text.importNote}</p>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {outcome || files === 0 ? (
          <p
            id={statusId}
            role={outcome && !outcome.ok ? 'alert' : 'status'}
            className={
              outcome && !outcome.ok
                ? 'text-caption text-destructive mr-auto'
                : 'text-caption text-muted-foreground mr-auto'
            }
          >
            {!outcome
              ? text.none
              : outcome.ok
                ? formatCount(text.done, outcome.files, language)
                : text.failed}
          </p>
        ) : null}
        <Button type="button" variant="outline" onClick={onClose}>
          {text.close}
        </Button>
        <Button type="button" onClick={() => void download()} disabled={working || files === 0}>
          {working ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Download aria-hidden />
          )}
          {working ? text.working : formatCount(text.download, files, language)}
        </Button>
      </div>
    </DialogContent>
  );
}

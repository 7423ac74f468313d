import { FileDown, Languages } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/localized-link';
import { languageCodes } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import type { CoverageRow } from '@/lib/posts/get-translation-coverage';
import { useMachineTranslationStatus } from '../api/get-machine-translation-status';
import { TranslateMissingButton, TranslateMissingDialog } from './translate-missing-dialog';
import { XliffExportDialog } from './xliff-export-dialog';
import { XliffImportButton } from './xliff-import-dialog';
import { VersionChip } from './version-chip';

const noSelection: ReadonlySet<string> = new Set();

/** Whether a row has something to translate or export: a language it misses or is behind in. */
const hasWork = (row: CoverageRow) => row.missing.length > 0 || row.outdated;

/**
 * One row per original post: its title and slug, then a chip per language. Each row with missing
 * or outdated languages can be selected; the header exports the selection as XLIFF and, with
 * machine translation on, translates its missing languages in one run. Only the rows shown can be
 * selected (the page the
 * database sent): a selection never reaches rows that were not loaded, and it is let go when the
 * page or the filters change (`scope`) and after a run.
 */
export function CoverageRows({
  rows,
  dimmed,
  scope,
}: {
  rows: CoverageRow[];
  dimmed: boolean;
  scope: string;
}) {
  const text = useLocale().messages.admin;
  const status = useMachineTranslationStatus();
  const machineOn = Boolean(status.data?.provider);
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<string> }>({
    scope,
    ids: noSelection,
  });
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const selected = selection.scope === scope ? selection.ids : noSelection;
  const candidates = rows.filter(hasWork);
  const chosen = candidates.filter((row) => selected.has(row.id));
  const toTranslate = chosen.filter((row) => row.missing.length > 0);

  const toggle = (id: string, on: boolean) => {
    const ids = new Set(selected);
    if (on) ids.add(id);
    else ids.delete(id);
    setSelection({ scope, ids });
  };
  const toggleAll = (on: boolean) =>
    setSelection({ scope, ids: on ? new Set(candidates.map((row) => row.id)) : noSelection });

  return (
    <section
      aria-label={text.coverage.caption}
      className={cn(
        'border-border shadow-card rounded-xl border transition-opacity',
        dimmed && 'opacity-60',
      )}
    >
      <div className="border-border flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-2">
        <SelectAll
          label={text.workspace.bulk.selectAll}
          count={chosen.length}
          of={candidates.length}
          onChange={toggleAll}
        />
        <p className="text-caption text-muted-foreground py-1">{text.coverage.caption}</p>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <XliffImportButton />
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={chosen.length === 0}
            onClick={() => setExporting(true)}
            data-testid="export-selected"
          >
            <FileDown aria-hidden />
            {format(text.workspace.xliffSelection.open, { count: chosen.length })}
          </Button>
          {machineOn ? (
            <Button
              type="button"
              size="sm"
              disabled={toTranslate.length === 0}
              onClick={() => setOpen(true)}
              data-testid="translate-selected"
            >
              <Languages aria-hidden />
              {format(text.workspace.bulk.openSelected, { count: toTranslate.length })}
            </Button>
          ) : null}
        </div>
      </div>
      <ul data-testid="coverage-rows">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="coverage-row"
            className={cn(
              'border-border grid gap-x-3 gap-y-3 border-t px-4 py-3 first:border-t-0 lg:items-center',
              'grid-cols-[auto_minmax(0,1fr)] lg:grid-cols-[auto_minmax(0,1fr)_auto]',
            )}
          >
            <RowCheckbox
              row={row}
              checked={selected.has(row.id)}
              onChange={(on) => toggle(row.id, on)}
            />
            <div className="min-w-0">
              <LocalizedLink
                to={paths.adminEditPost(row.id)}
                className="text-body text-foreground hover:text-primary font-semibold break-words"
              >
                {row.title || text.dashboard.untitled}
              </LocalizedLink>
              <p className="text-micro text-muted-foreground mt-1 flex flex-wrap items-center gap-2">
                <Badge variant="muted">
                  {text.coverage.original}
                  <span lang={row.language}>{row.language.toUpperCase()}</span>
                </Badge>
                <span className="font-mono break-all">/{row.slug}</span>
              </p>
              <TranslateMissingButton originalId={row.id} title={row.title} missing={row.missing} />
            </div>
            <ul className="col-start-2 flex flex-wrap gap-1.5 lg:col-start-auto lg:grid lg:grid-cols-10">
              {languageCodes.map((code) => (
                <li key={code}>
                  <VersionChip
                    language={code}
                    version={row.versions[code]}
                    originalId={row.id}
                    title={row.title}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {machineOn ? (
        <TranslateMissingDialog
          open={open}
          onOpenChange={setOpen}
          posts={toTranslate}
          onFinished={() => setSelection({ scope, ids: noSelection })}
        />
      ) : null}
      <XliffExportDialog open={exporting} onOpenChange={setExporting} rows={chosen} />
    </section>
  );
}

/** The header's checkbox: every selectable row shown, some of them (mixed), or none. */
function SelectAll({
  label,
  count,
  of,
  onChange,
}: {
  label: string;
  count: number;
  of: number;
  onChange: (on: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const mixed = count > 0 && count < of;
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className="text-caption flex min-h-11 items-center gap-2.5 font-semibold">
      <input
        ref={input}
        type="checkbox"
        className="accent-primary size-4"
        checked={of > 0 && count === of}
        disabled={of === 0}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="coverage-select-all"
      />
      {label}
    </label>
  );
}

/** A row's checkbox, named by its post; a post up to date in every language has nothing to select. */
function RowCheckbox({
  row,
  checked,
  onChange,
}: {
  row: CoverageRow;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const text = useLocale().messages.admin;
  const title = row.title || text.dashboard.untitled;
  const complete = !hasWork(row);
  return (
    <label className="-m-3 flex size-11 items-center justify-center self-start lg:self-center">
      <input
        type="checkbox"
        className="accent-primary size-4 disabled:opacity-40"
        aria-label={format(
          complete ? text.workspace.bulk.complete : text.workspace.bulk.selectPost,
          { title },
        )}
        checked={checked && !complete}
        disabled={complete}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="coverage-select"
      />
    </label>
  );
}

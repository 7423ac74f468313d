import { LoaderCircle, Upload } from 'lucide-react';
import { use, useEffect, useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { buttonVariants, Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { AuthContext } from '@/features/identity/auth-context';
import { format, formatCount } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { afterPostWrite } from '@/lib/posts/post-writes';
import {
  applyXliffSelection,
  checkXliffSelection,
  type SelectionApplyOutcome,
  type SelectionCheck,
} from '../api/import-xliff-selection';
import { readTextFile } from '../lib/read-text-file';
import { ImportFileList } from './xliff-import-files';

type Phase =
  | { step: 'checking' }
  | { step: 'failed'; code: Extract<SelectionCheck, { ok: false }>['code'] | 'read_failed' }
  | { step: 'ready' | 'applying' | 'done'; check: Extract<SelectionCheck, { ok: true }> };

/**
 * Import XLIFF in the Languages view: an agency's file for a selection of posts (one language
 * pair, a <file> per post, as Export XLIFF wrote it) read against the database, then a summary
 * per post of what it would change before anything is written, then each post written as its
 * workspace would save it (a language without a version gets a new draft).
 */
export function XliffImportButton() {
  const text = useLocale().messages.admin.workspace.xliffImport;
  const inputId = useId();
  const [file, setFile] = useState<{ key: number; name: string; read: Promise<string> } | null>(
    null,
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) reads it again.
    event.target.value = '';
    if (chosen) setFile({ key: Date.now(), name: chosen.name, read: readTextFile(chosen) });
  }

  return (
    <>
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
        )}
      >
        <Upload aria-hidden />
        {text.open}
        <input
          id={inputId}
          type="file"
          accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
          className="sr-only"
          onChange={choose}
          data-testid="import-xliff-selection"
        />
      </label>
      <Dialog open={file !== null} onOpenChange={(open) => !open && setFile(null)}>
        {file ? (
          <DialogBody
            key={file.key}
            fileName={file.name}
            read={file.read}
            onClose={() => setFile(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function DialogBody({
  fileName,
  read,
  onClose,
}: {
  fileName: string;
  read: Promise<string>;
  onClose: () => void;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.workspace.xliffImport;
  const errors = messages.admin.workspace.xliff.errors;
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const by = use(AuthContext)?.user?.id ?? 'unknown';
  const [phase, setPhase] = useState<Phase>({ step: 'checking' });
  useEffect(() => {
    let current = true;
    read
      .then(checkXliffSelection)
      .then((check) => {
        if (current)
          setPhase(check.ok ? { step: 'ready', check } : { step: 'failed', code: check.code });
      })
      .catch(() => current && setPhase({ step: 'failed', code: 'read_failed' }));
    return () => {
      current = false;
    };
  }, [read]);
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, SelectionApplyOutcome>>>({});
  const check = 'check' in phase ? phase.check : null;
  const toApply = check
    ? check.files.filter((file) => file.ok && Object.keys(file.result.applied).length > 0).length
    : 0;
  const written = Object.values(outcomes).filter((outcome) => outcome.ok).length;
  const busy = phase.step === 'checking' || phase.step === 'applying';

  async function apply() {
    if (!check) return;
    setPhase({ step: 'applying', check });
    try {
      await applyXliffSelection({
        files: check.files,
        targetLanguage: check.targetLanguage,
        stamp: { by },
        onProgress: (outcome) =>
          setOutcomes((current) => ({ ...current, [outcome.fileId]: outcome })),
      });
    } finally {
      setPhase({ step: 'done', check });
      afterPostWrite(queryClient, null);
    }
  }

  return (
    <DialogContent
      closeLabel={text.close}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl lg:max-w-2xl"
      onInteractOutside={(event) => busy && event.preventDefault()}
      onEscapeKeyDown={(event) => busy && event.preventDefault()}
    >
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription>
        {check
          ? format(text.description, {
              file: fileName,
              source: languageName(check.sourceLanguage),
              target: languageName(check.targetLanguage),
            })
          : fileName}
      </DialogDescription>
      {phase.step === 'checking' ? (
        <p role="status" className="text-body text-muted-foreground flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {text.checking}
        </p>
      ) : phase.step === 'failed' ? (
        <p role="alert" className="text-body text-destructive" data-testid="xliff-import-failed">
          {phase.code === 'languages' || phase.code === 'no_file' || phase.code === 'read_failed'
            ? text.errors[phase.code]
            : format(errors[phase.code], { keys: '' })}
        </p>
      ) : null}
      {check ? <ImportFileList check={check} outcomes={outcomes} /> : null}
      <div className="bg-background sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap items-center justify-end gap-3 rounded-b-xl px-6 py-4">
        <p role="status" className="text-caption text-muted-foreground mr-auto">
          {phase.step === 'done'
            ? formatCount(text.done, written, language)
            : phase.step === 'applying'
              ? format(text.applying, { done: Object.keys(outcomes).length, total: toApply })
              : check && toApply === 0
                ? text.nothing
                : ''}
        </p>
        {phase.step === 'ready' || phase.step === 'applying' ? (
          <>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {text.cancel}
            </Button>
            <Button
              type="button"
              onClick={() => void apply()}
              disabled={busy || toApply === 0}
              data-testid="xliff-import-apply"
            >
              {phase.step === 'applying' ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : null}
              {formatCount(text.apply, toApply, language)}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={onClose} disabled={busy}>
            {text.close}
          </Button>
        )}
      </div>
    </DialogContent>
  );
}

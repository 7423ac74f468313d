import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleAlert, Languages, LoaderCircle } from 'lucide-react';
import { use, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { LanguageCode } from '@/config/languages';
import { AuthContext } from '@/features/identity/auth-context';
import { format, formatCount } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { afterPostWrite } from '@/lib/posts/post-writes';
import { useMachineTranslationStatus } from '../api/get-machine-translation-status';
import {
  translateMissingLanguages,
  type LanguageOutcome,
} from '../api/translate-missing-languages';

type Progress = Partial<Record<LanguageCode, 'translating' | LanguageOutcome>>;

/**
 * "Translate missing languages" on a row of the Languages view: shown when machine translation
 * is on and the original lacks languages; asks first, then makes one machine draft per missing
 * language in turn, showing each language's progress and, for one that failed, why in words.
 */
export function TranslateMissingButton({
  originalId,
  title,
  missing,
}: {
  originalId: string;
  title: string;
  missing: readonly LanguageCode[];
}) {
  const text = useLocale().messages.admin.workspace.bulk;
  const status = useMachineTranslationStatus();
  const [open, setOpen] = useState(false);
  if (!status.data?.provider || missing.length === 0) return null;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="mt-2"
        aria-label={format(text.openLabel, { title })}
        onClick={() => setOpen(true)}
        data-testid="translate-missing"
      >
        <Languages aria-hidden />
        {text.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <TranslateMissingDialog
            originalId={originalId}
            title={title}
            missing={missing}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function TranslateMissingDialog({
  originalId,
  title,
  missing,
  onClose,
}: {
  originalId: string;
  title: string;
  missing: readonly LanguageCode[];
  onClose: () => void;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.workspace.bulk;
  const errors = messages.admin.workspace.machine.errors;
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const by = use(AuthContext)?.user?.id ?? 'unknown';
  // The languages as they were when the dialog opened: the list must not move while it works.
  const [languages] = useState(missing);
  const [progress, setProgress] = useState<Progress>({});
  const [running, setRunning] = useState(false);
  const finished = languages.every((code) => typeof progress[code] === 'object');

  function reason(outcome: Extract<LanguageOutcome, { ok: false }>): string {
    switch (outcome.code) {
      case 'refused':
        return text.refused;
      case 'write':
        return text.writeFailed;
      case 'rate_limited':
        return format(errors.rate_limited, { seconds: outcome.retryAfter ?? 30 });
      case 'no_provider':
      case 'monthly_limit':
      case 'quota_exceeded':
      case 'provider_unavailable':
      case 'provider_timeout':
      case 'forbidden':
        return errors[outcome.code];
      default:
        return errors.other;
    }
  }

  async function start() {
    setRunning(true);
    setProgress({ [languages[0]!]: 'translating' });
    try {
      await translateMissingLanguages({
        originalId,
        languages,
        by,
        onProgress: (outcome) =>
          setProgress((current) => {
            const next: Progress = { ...current, [outcome.language]: outcome };
            const following = languages[languages.indexOf(outcome.language) + 1];
            if (following) next[following] = 'translating';
            return next;
          }),
      });
    } catch {
      // The original could not be read: every language left is said to have failed.
      setProgress((current) => {
        const next: Progress = { ...current };
        for (const code of languages)
          if (typeof next[code] !== 'object')
            next[code] = { language: code, ok: false, code: 'other', retryAfter: null };
        return next;
      });
    } finally {
      setRunning(false);
      afterPostWrite(queryClient, null);
    }
  }

  const done = languages.filter((code) => {
    const state = progress[code];
    return typeof state === 'object' && state.ok;
  }).length;
  return (
    <DialogContent
      closeLabel={text.close}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      onInteractOutside={(event) => running && event.preventDefault()}
      onEscapeKeyDown={(event) => running && event.preventDefault()}
    >
      <DialogTitle>{text.open}</DialogTitle>
      <DialogDescription>{format(text.description, { title })}</DialogDescription>
      <ul className="border-border grid rounded-lg border" data-testid="translate-missing-progress">
        {languages.map((code) => (
          <ProgressRow
            key={code}
            name={languageName(code)}
            code={code}
            state={progress[code]}
            reason={reason}
          />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {finished ? (
          <p role="status" className="text-caption text-muted-foreground mr-auto">
            {format(text.finished, { done, total: languages.length })}
          </p>
        ) : null}
        {finished ? (
          <Button type="button" onClick={onClose}>
            {text.close}
          </Button>
        ) : (
          <Button type="button" onClick={() => void start()} disabled={running}>
            {running ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {formatCount(text.start, languages.length, language)}
          </Button>
        )}
      </div>
    </DialogContent>
  );
}

/** One language in the dialog: waiting, translating, a draft made, or why it failed. */
function ProgressRow({
  name,
  code,
  state,
  reason,
}: {
  name: string;
  code: LanguageCode;
  state: Progress[LanguageCode];
  reason: (outcome: Extract<LanguageOutcome, { ok: false }>) => string;
}) {
  const text = useLocale().messages.admin.workspace.bulk;
  const phase =
    state === undefined
      ? 'waiting'
      : state === 'translating'
        ? 'translating'
        : state.ok
          ? 'done'
          : 'failed';
  return (
    <li
      data-language={code}
      data-state={phase}
      className="border-border grid gap-1 border-t px-3 py-2 first:border-t-0"
    >
      <div className="text-body flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{name}</span>
        <span className="text-caption text-muted-foreground inline-flex items-center gap-1.5">
          {phase === 'translating' ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : phase === 'done' ? (
            <Check aria-hidden className="text-primary size-4" />
          ) : phase === 'failed' ? (
            <CircleAlert aria-hidden className="text-destructive size-4" />
          ) : null}
          {phase === 'failed' ? null : text.states[phase]}
        </span>
      </div>
      {typeof state === 'object' && !state.ok ? (
        <p className="text-caption text-destructive">{reason(state)}</p>
      ) : null}
    </li>
  );
}

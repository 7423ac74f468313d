import { CloudCheck, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { languageTags } from '@/config/languages';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { AutosaveStatus } from '../hooks/use-server-autosave';

/**
 * The draft's autosave, in one polite line: saving, saved at (local time), failed (the text is
 * still in this browser), or paused because someone else saved. Always in the page, so screen
 * readers hear each change without the focus moving.
 */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const { messages, language } = useLocale();
  const text = messages.admin.autosave;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
      className="text-caption text-muted-foreground inline-flex min-h-5 items-center gap-1.5"
    >
      {status.kind === 'saving' ? (
        <>
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          {text.saving}
        </>
      ) : status.kind === 'saved' ? (
        <>
          <CloudCheck aria-hidden className="text-success size-4" />
          <time dateTime={status.at.toISOString()}>
            {format(text.saved, {
              time: new Intl.DateTimeFormat(languageTags[language], { timeStyle: 'short' }).format(
                status.at,
              ),
            })}
          </time>
        </>
      ) : status.kind === 'failed' ? (
        <>
          <CloudOff aria-hidden className="text-destructive size-4 shrink-0" />
          {text.failed}
        </>
      ) : status.kind === 'stopped' ? (
        <>
          <TriangleAlert aria-hidden className="text-accent size-4 shrink-0" />
          {text.stopped}
        </>
      ) : null}
    </p>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Languages, LoaderCircle } from 'lucide-react';
import { use, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { LanguageCode } from '@/config/languages';
import { AuthContext } from '@/features/identity/auth-context';
import { format, formatCount } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { afterPostWrite } from '@/lib/posts/post-writes';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useMachineTranslationStatus } from '../api/get-machine-translation-status';
import {
  stopsTheRun,
  translateMissingLanguages,
  type LanguageFailure,
} from '../api/translate-missing-languages';
import { progressKey, type MissingPost, type Progress } from '../lib/bulk-progress';
import { ProgressList } from './translate-missing-progress';

/**
 * "Translate missing languages" on a row of the Languages view: shown when machine translation
 * is on and the original lacks languages.
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
      <TranslateMissingDialog
        open={open}
        onOpenChange={setOpen}
        posts={[{ id: originalId, title, missing }]}
      />
    </>
  );
}

/**
 * The confirming dialog, for one original or a selection: it lists each original's missing
 * languages, then makes one machine draft per language in turn, showing each one's progress and,
 * for one that failed, why in words. A refusal that holds for the whole run (the monthly limit) is
 * said once, above the list. While it works it cannot be dismissed, only stopped after the
 * language in progress. `onFinished` hears that a run ended (the selection can be let go).
 */
export function TranslateMissingDialog({
  open,
  onOpenChange,
  posts,
  onFinished,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  posts: readonly MissingPost[];
  onFinished?: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogBody posts={posts} onClose={() => onOpenChange(false)} onFinished={onFinished} />
      ) : null}
    </Dialog>
  );
}

function DialogBody({
  posts: given,
  onClose,
  onFinished,
}: {
  posts: readonly MissingPost[];
  onClose: () => void;
  onFinished: (() => void) | undefined;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.workspace.bulk;
  const errors = messages.admin.workspace.machine.errors;
  const queryClient = useQueryClient();
  const by = use(AuthContext)?.user?.id ?? 'unknown';
  // The posts as they were when the dialog opened: the list must not move while it works.
  const [posts] = useState(() => given.filter((post) => post.missing.length > 0));
  const returnFocus = useReturnFocus();
  const [progress, setProgress] = useState<Progress>({});
  const [running, setRunning] = useState(false);
  const [halt, setHalt] = useState<LanguageFailure | null>(null);
  const stopper = useRef<AbortController | null>(null);
  const [stopping, setStopping] = useState(false);
  const total = posts.reduce((sum, post) => sum + post.missing.length, 0);
  const outcomes = Object.values(progress).filter((state) => typeof state === 'object');
  const finished = outcomes.length === total;
  const done = outcomes.filter((state) => state.ok).length;
  const several = posts.length > 1;

  async function start() {
    const controller = new AbortController();
    stopper.current = controller;
    setRunning(true);
    try {
      await translateMissingLanguages({
        jobs: posts.map((post) => ({ originalId: post.id, languages: post.missing })),
        by,
        signal: controller.signal,
        onStart: (originalId, code) =>
          setProgress((current) => ({
            ...current,
            [progressKey(originalId, code)]: 'translating',
          })),
        onProgress: (outcome) => {
          if (stopsTheRun(outcome)) setHalt((current) => current ?? outcome);
          setProgress((current) => ({
            ...current,
            [progressKey(outcome.originalId, outcome.language)]: outcome,
          }));
        },
      });
    } finally {
      setRunning(false);
      setStopping(false);
      afterPostWrite(queryClient, null);
      onFinished?.();
    }
  }

  function stop() {
    setStopping(true);
    stopper.current?.abort();
  }

  return (
    <DialogContent
      closeLabel={text.close}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl lg:max-w-3xl"
      onInteractOutside={(event) => running && event.preventDefault()}
      onEscapeKeyDown={(event) => running && event.preventDefault()}
      onCloseAutoFocus={returnFocus}
    >
      <DialogTitle>{text.open}</DialogTitle>
      <DialogDescription>
        {several
          ? formatCount(text.descriptionMany, posts.length, language)
          : format(text.description, { title: posts[0]?.title ?? '' })}
      </DialogDescription>
      {halt ? (
        <p role="alert" className="text-body text-destructive" data-testid="translate-missing-halt">
          {halt.code === 'monthly_limit'
            ? text.limitReached
            : halt.code === 'no_provider' || halt.code === 'forbidden'
              ? errors[halt.code]
              : errors.other}
        </p>
      ) : null}
      {several && (running || finished) ? (
        <progress
          className="bg-muted [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary h-2 w-full appearance-none overflow-hidden rounded-full [&::-webkit-progress-bar]:rounded-full [&::-webkit-progress-value]:rounded-full"
          value={outcomes.length}
          max={total}
          aria-label={format(text.overall, { done: outcomes.length, total })}
        />
      ) : null}
      <ProgressList posts={posts} progress={progress} />
      <div className="bg-background sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap items-center justify-end gap-3 rounded-b-xl px-6 py-4">
        {finished ? (
          <p role="status" className="text-caption text-muted-foreground mr-auto">
            {format(several ? text.finishedMany : text.finished, { done, total })}
          </p>
        ) : null}
        {finished ? (
          <Button type="button" onClick={onClose}>
            {text.close}
          </Button>
        ) : running ? (
          <Button type="button" variant="outline" onClick={stop} disabled={stopping}>
            {stopping ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {text.stop}
          </Button>
        ) : (
          <Button type="button" onClick={() => void start()}>
            {several
              ? formatCount(text.startMany, total, language)
              : formatCount(text.start, total, language)}
          </Button>
        )}
      </div>
    </DialogContent>
  );
}

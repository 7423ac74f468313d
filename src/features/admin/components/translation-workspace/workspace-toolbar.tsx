import { Languages, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { Progress } from '../../lib/workspace-segments';

/**
 * Above the segments: how far the translation is, Machine translate (every untranslated segment,
 * and those whose source changed), Mark all reviewed (asked twice), and one line when machine
 * translation is off (which variables turn it on) or a call failed.
 */
export function WorkspaceToolbar({
  progress,
  machineOn,
  enableHint,
  translating,
  machineLine,
  onMachineTranslate,
  onMarkAllReviewed,
}: {
  progress: Progress;
  machineOn: boolean;
  /** The variables that turn machine translation on; null while the status is not known. */
  enableHint: string | null;
  translating: boolean;
  /** The last machine call's outcome or failure, in one line. */
  machineLine: { tone: 'info' | 'error'; text: string } | null;
  onMachineTranslate: () => void;
  onMarkAllReviewed: () => void;
}) {
  const text = useLocale().messages.admin.workspace;
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="border-border bg-background grid gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p
          role="status"
          className="text-body font-semibold tabular-nums"
          data-testid="workspace-progress"
        >
          {format(text.progress, {
            translated: progress.translated,
            total: progress.total,
            reviewed: progress.reviewed,
          })}
        </p>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button
            type="button"
            variant="accent"
            disabled={!machineOn || translating}
            aria-describedby={
              enableHint !== null && !machineOn ? 'workspace-machine-off' : undefined
            }
            onClick={onMachineTranslate}
          >
            {translating ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Languages aria-hidden />
            )}
            {translating ? text.machine.translating : text.machine.translate}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={progress.translated === 0}
            onClick={() => setConfirming(true)}
          >
            {text.markAllReviewed}
          </Button>
        </div>
      </div>
      {enableHint !== null && !machineOn ? (
        <p
          id="workspace-machine-off"
          className="text-caption text-muted-foreground"
          data-testid="machine-off"
        >
          {format(text.machine.off, { variables: enableHint })}
        </p>
      ) : null}
      {machineLine ? (
        <p
          role={machineLine.tone === 'error' ? 'alert' : 'status'}
          className={
            machineLine.tone === 'error'
              ? 'text-caption text-destructive font-medium'
              : 'text-caption text-muted-foreground'
          }
          data-testid="machine-line"
        >
          {machineLine.text}
        </p>
      ) : null}
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>{text.markAllTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {format(text.markAllDescription, { count: progress.translated })}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{text.cancel}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'default' })}
              onClick={onMarkAllReviewed}
            >
              {text.markAllConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

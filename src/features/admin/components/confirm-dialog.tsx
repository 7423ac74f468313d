import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/**
 * The admin's one "are you sure?" (Radix AlertDialog): title, description, optional extra
 * content, Cancel and a confirm button. By default confirming keeps the dialog open, because an
 * action that may fail must not hide its question before the answer: the caller shows `busy`
 * while it runs (both buttons off, a spinner, Escape ignored) and closes it on success.
 * `closeOnConfirm` is for a confirmation that only hands on (the caller acts after it closes).
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy = false,
  confirmDisabled = false,
  closeOnConfirm = false,
  destructive = true,
  onCloseAutoFocus,
  testId,
}: {
  open: boolean;
  /** Escape or Cancel (never while busy); also after confirming when `closeOnConfirm`. */
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Shown between the description and the buttons. */
  children?: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button's words while busy; its usual words when not given. */
  busyLabel?: ReactNode;
  busy?: boolean;
  /** The confirm button is off although nothing runs (the answer still lacks something). */
  confirmDisabled?: boolean;
  closeOnConfirm?: boolean;
  /** Red for what cannot be undone; the plain primary button otherwise. */
  destructive?: boolean;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
  testId?: string;
}) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <AlertDialogContent data-testid={testId} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'default'}
            onClick={(event) => {
              if (!closeOnConfirm) event.preventDefault();
              onConfirm();
            }}
            disabled={busy || confirmDisabled}
            aria-busy={busy || undefined}
          >
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

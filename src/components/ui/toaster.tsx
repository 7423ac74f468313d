import { Toaster as Sonner, toast } from 'sonner';
import { timings } from '@/config/site';
import { requestToaster } from './toaster-request';

// Whoever imports this is about to raise a toast: the chrome mounts the Toaster now.
requestToaster();

/**
 * Toasts (sonner): a notification stays 4–5 s, long enough to read, short enough not to pile up.
 * The close button is a 24 px target (WCAG 2.2 target size; sonner draws it at 20 px).
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={timings.toastDurationMs}
      toastOptions={{ classNames: { closeButton: 'size-6!' } }}
    />
  );
}

export { toast };

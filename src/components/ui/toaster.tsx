import { Toaster as Sonner, toast } from 'sonner';
import { timings } from '@/config/site';
import { requestToaster } from './toaster-host';

// Whoever imports this is about to raise a toast: the chrome mounts the Toaster now.
requestToaster();

/** Toasts (sonner). Spec §9: notifications stay 4–5 s. */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={timings.toastDurationMs} />;
}

export { toast };

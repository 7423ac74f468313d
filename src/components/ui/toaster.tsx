import { Toaster as Sonner, toast } from 'sonner';
import { timings } from '@/config/site';

/** Toasts (sonner): a notification stays 4–5 s, long enough to read, short enough not to pile up. */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={timings.toastDurationMs} />;
}

export { toast };

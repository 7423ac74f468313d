import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinner with an accessible name; `label` is read by screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden className="text-primary size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A list that could not be read: what happened, and Try again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="border-border rounded-xl border p-8 text-center">
      <p className="text-body">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RotateCcw aria-hidden />
        {retryLabel}
      </Button>
    </div>
  );
}

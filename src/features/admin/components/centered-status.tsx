import { Spinner } from '@/components/ui/spinner';

/** A page-level wait (admin check, loading a post): an announced spinner with visible text. */
export function CenteredStatus({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3">
      <Spinner label={label} className="[&_svg]:size-8" />
      <p aria-hidden className="text-caption text-muted-foreground">
        {label}
      </p>
    </div>
  );
}

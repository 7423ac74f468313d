import { LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import type { PostConflictError } from '@/lib/posts/write-errors';

/**
 * Shown when a save was refused because someone else saved (or deleted) the post since it was
 * loaded. What was typed stays in the form; a changed post can be reloaded to start again from
 * the newer version.
 */
export function ConflictAlert({
  reason,
  reloading,
  onReload,
}: {
  reason: PostConflictError['reason'];
  reloading: boolean;
  onReload: () => void;
}) {
  const text = useLocale().messages.admin.editor.conflict;
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-destructive/5 flex flex-wrap items-start justify-between gap-4 rounded-xl border p-4"
    >
      <div className="flex max-w-3xl gap-3">
        <TriangleAlert aria-hidden className="text-destructive mt-0.5 size-5 shrink-0" />
        <div>
          <p className="text-body font-semibold">{text.title}</p>
          <p className="text-caption text-muted-foreground mt-1">
            {reason === 'deleted' ? text.deleted : text.description}
          </p>
        </div>
      </div>
      {reason === 'changed' ? (
        <Button type="button" variant="outline" onClick={onReload} disabled={reloading}>
          {reloading ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <RefreshCw aria-hidden />
          )}
          {text.reload}
        </Button>
      ) : null}
    </div>
  );
}

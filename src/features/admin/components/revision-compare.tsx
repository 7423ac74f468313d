import { RotateCcw } from 'lucide-react';
import { useLocale } from '@/i18n/use-locale';
import {
  differingColumns,
  type ComparedColumn,
  type PostRevision,
} from '@/lib/posts/revision-types';
import type { PostRow } from '@/lib/posts/types';
import { Button } from '@/components/ui/button';
import { fieldLabel } from '../lib/changed-fields';
import { FieldDiff } from './field-diff';
import { DiffLegend } from './revision-diff';

/**
 * A revision against the post now, field by field: every field that differs (the list lives in
 * revision-types' comparedColumns), each with its own "Restore this field", so one lost field
 * comes back without undoing anyone's later work in the others.
 */
export function RevisionCompare({
  post,
  revision,
  busy,
  onRestoreField,
}: {
  post: PostRow;
  revision: PostRevision;
  /** A restore is being saved: no second one meanwhile. */
  busy: boolean;
  onRestoreField: (column: ComparedColumn) => void;
}) {
  const { messages } = useLocale();
  const text = messages.admin;
  const columns = differingColumns(revision.fields, post);
  if (columns.length === 0) {
    return <p className="text-body text-muted-foreground">{text.versions.sameAsCurrent}</p>;
  }
  return (
    <div className="grid gap-5">
      <DiffLegend removed={text.history.legendRemoved} added={text.history.legendAdded} />
      {columns.map((column) => {
        const label = fieldLabel(column, text);
        return (
          <section
            key={column}
            className="border-border grid gap-2 border-t pt-4"
            data-testid={`compare-${column}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="text-caption text-muted-foreground font-semibold">{label}</h4>
              <Button
                size="sm"
                variant="outline"
                className="max-sm:h-11"
                disabled={busy}
                onClick={() => onRestoreField(column)}
              >
                <RotateCcw aria-hidden />
                {text.versions.restoreField}
                <span className="sr-only">: {label}</span>
              </Button>
            </div>
            <div className="text-body">
              <FieldDiff column={column} post={post} fields={revision.fields} />
            </div>
          </section>
        );
      })}
    </div>
  );
}

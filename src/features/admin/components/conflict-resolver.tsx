import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import type { PostRow } from '@/lib/posts/types';
import type { ConflictState } from '../hooks/use-conflict-merge';
import type { Choice, PostField, PostMerge } from '../lib/three-way-merge';
import type { PostFormValues } from '../schemas';
import { ConflictChoice } from './conflict-choice';
import { byFormOrder, mergedFields, takenFromTheirsText } from './merged-fields';

const asText = (value: unknown) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/**
 * A save refused because someone else saved the post since it was loaded. Their changes were
 * merged with yours (what only they changed taken, what only you changed kept); this panel shows
 * only what you both changed differently, field by field and, in the body, block by block, to
 * use theirs, keep yours or write anew. Saving then goes over their version with exactly that.
 */
export function ConflictResolver({
  state,
  saving,
  onRetry,
  onSave,
}: {
  state: ConflictState;
  saving: boolean;
  onRetry: () => void;
  /** The merged values with every choice made: save them over `latest`. */
  onSave: (values: PostFormValues, latest: PostRow) => void;
}) {
  const { messages } = useLocale();
  const text = messages.admin.editor.conflict;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      role="alert"
      aria-labelledby={`${id}-title`}
      className="border-destructive/40 bg-destructive/5 grid gap-4 rounded-xl border p-4 sm:p-5"
      data-testid="conflict"
    >
      <div className="flex gap-3">
        <TriangleAlert aria-hidden className="text-destructive mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <h2
            id={`${id}-title`}
            ref={heading}
            tabIndex={-1}
            className="text-body font-semibold outline-none"
          >
            {text.title}
          </h2>
          <p className="text-caption text-muted-foreground max-w-3xl">
            {state.reason === 'deleted' ? text.deleted : messages.admin.merge.intro}
          </p>
        </div>
      </div>
      {state.reason === 'deleted' ? null : state.status === 'loading' ? (
        <p className="text-caption text-muted-foreground flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {text.loading}
        </p>
      ) : state.status === 'failed' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-caption">{text.loadFailed}</p>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <MergeChoices
          key={state.latest.updated_at}
          merge={state.merge}
          saving={saving}
          onSave={(values) => onSave(values, state.latest)}
        />
      )}
    </section>
  );
}

/** The conflicting fields and blocks with their choices, and the save that applies them. */
function MergeChoices({
  merge,
  saving,
  onSave,
}: {
  merge: PostMerge;
  saving: boolean;
  onSave: (values: PostFormValues) => void;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin.merge;
  const labels = messages.admin.editor.fields;
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const [fieldChoices, setFieldChoices] = useState<Partial<Record<PostField, Choice>>>({});
  const [blockChoices, setBlockChoices] = useState<(Choice | undefined)[]>([]);
  const [asked, setAsked] = useState(false);

  const fields = [...merge.fieldConflicts].sort((a, b) => byFormOrder(a.field, b.field));
  const undecided =
    fields.some(({ field }) => !fieldChoices[field]) ||
    merge.blockConflicts.some((_, index) => !blockChoices[index]);

  function save() {
    if (undecided) {
      setAsked(true);
      // Focus goes to the first item still without a choice.
      const items = [...(list.current?.querySelectorAll('li') ?? [])];
      items
        .find((item) => !item.querySelector('input:checked'))
        ?.querySelector('input')
        ?.focus();
      return;
    }
    onSave(
      merge.resolve(
        fieldChoices,
        blockChoices.map((choice) => choice ?? { take: 'mine' }),
      ),
    );
  }

  return (
    <>
      {merge.takenFromTheirs.length ? (
        <p className="text-caption">
          {takenFromTheirsText(merge.takenFromTheirs, messages.admin, language)}
        </p>
      ) : null}
      <p className="text-caption text-muted-foreground flex flex-wrap gap-x-5 gap-y-1">
        <span className="inline-flex items-center gap-1.5">
          <del className="bg-destructive/10 text-destructive rounded-sm px-1.5 font-mono decoration-1">
            −
          </del>
          {text.legendTheirs}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ins className="bg-success/10 text-success rounded-sm px-1.5 font-mono decoration-1 underline-offset-2">
            +
          </ins>
          {text.legendYours}
        </span>
      </p>
      <ul ref={list} className="grid gap-3">
        {fields.map(({ field, mine, theirs }) => (
          <ConflictChoice
            key={field}
            data-field={field}
            label={labels[mergedFields[field].label]}
            theirs={asText(theirs)}
            mine={asText(mine)}
            editable={mergedFields[field].editable}
            choice={fieldChoices[field]}
            onChoice={(choice) => setFieldChoices((current) => ({ ...current, [field]: choice }))}
            invalid={asked}
          />
        ))}
        {merge.blockConflicts.map((conflict, index) => (
          <ConflictChoice
            key={`block-${index}`}
            data-field="content_markdown"
            data-block={index}
            label={format(text.block, {
              field: labels.content,
              number: index + 1,
              count: merge.blockConflicts.length,
            })}
            theirs={conflict.theirs.join('\n\n')}
            mine={conflict.mine.join('\n\n')}
            editable
            choice={blockChoices[index]}
            onChoice={(choice) =>
              setBlockChoices((current) => Object.assign([...current], { [index]: choice }))
            }
            invalid={asked}
          />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={save} disabled={saving} aria-describedby={`${id}-hint`}>
          {text.save}
        </Button>
        <span
          id={`${id}-hint`}
          role={asked && undecided ? 'alert' : undefined}
          className={cn(
            'text-caption',
            asked && undecided ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {asked && undecided ? text.undecided : text.saveHint}
        </span>
      </div>
    </>
  );
}

import { useId } from 'react';
import { Textarea } from '@/components/ui/input';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import type { Choice } from '../lib/three-way-merge';
import { WordDiff } from './revision-diff';

/**
 * One thing both people changed, differently: their version beside yours (yours with the
 * History's word diff against theirs), and the choice: use theirs, keep yours, or write it anew
 * (`editable` text only). Nothing is chosen until the person chooses.
 */
export function ConflictChoice({
  label,
  theirs,
  mine,
  editable,
  choice,
  onChoice,
  invalid,
  ...data
}: {
  label: string;
  theirs: string;
  mine: string;
  editable: boolean;
  choice: Choice | undefined;
  onChoice: (choice: Choice) => void;
  /** Saving was asked for with nothing chosen here. */
  invalid: boolean;
  'data-field': string;
  'data-block'?: number;
}) {
  const { messages } = useLocale();
  const text = messages.admin.merge;
  const sides = messages.admin.editor.conflict;
  const id = useId();
  const options = [
    ['theirs', text.useTheirs],
    ['mine', text.keepYours],
    ...(editable ? ([['edit', text.edit]] as const) : []),
  ] as const;
  const shown = (value: string) => value || text.removed;

  return (
    <li
      {...data}
      className={cn(
        'bg-background grid gap-3 rounded-lg border p-3',
        invalid && !choice ? 'border-destructive' : 'border-border',
      )}
    >
      <fieldset className="grid gap-3" aria-describedby={`${id}-sides`}>
        <legend className="text-caption mb-1 font-semibold">{label}</legend>
        <div id={`${id}-sides`} className="grid gap-2 md:grid-cols-2">
          <div className="grid content-start gap-1">
            <span className="text-micro text-muted-foreground font-semibold">{sides.theirs}</span>
            <p className="text-caption bg-muted max-h-60 overflow-y-auto rounded-md p-2 break-words whitespace-pre-wrap">
              {shown(theirs)}
            </p>
          </div>
          <div className="grid content-start gap-1">
            <span className="text-micro text-muted-foreground font-semibold">{sides.yours}</span>
            <p className="text-caption bg-muted max-h-60 overflow-y-auto rounded-md p-2 break-words whitespace-pre-wrap">
              {theirs && mine ? <WordDiff current={theirs} other={mine} /> : shown(mine)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {options.map(([take, optionLabel]) => (
            <label
              key={take}
              className={cn(
                'text-caption has-[:focus-visible]:outline-ring inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 sm:min-h-9',
                choice?.take === take ? 'border-primary bg-primary/10' : 'border-input',
              )}
            >
              <input
                type="radio"
                name={`${id}-choice`}
                value={take}
                checked={choice?.take === take}
                aria-invalid={invalid && !choice ? true : undefined}
                onChange={() =>
                  onChoice(take === 'edit' ? { take, text: mine } : ({ take } as Choice))
                }
                className="accent-primary size-4"
              />
              {optionLabel}
            </label>
          ))}
        </div>
      </fieldset>
      {choice?.take === 'edit' ? (
        <div className="grid gap-1">
          <label htmlFor={`${id}-edit`} className="text-caption font-medium">
            {text.editLabel}
          </label>
          <Textarea
            id={`${id}-edit`}
            variant={mine.length > 200 ? 'default' : 'line'}
            value={choice.text}
            onChange={(event) => onChoice({ take: 'edit', text: event.target.value })}
          />
        </div>
      ) : null}
    </li>
  );
}

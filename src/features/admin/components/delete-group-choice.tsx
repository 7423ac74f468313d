import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import type { GroupVersion } from '@/lib/posts/get-group-versions';

export type GroupDeletion = { kind: 'all' } | { kind: 'keep'; newOriginalId: string };

/**
 * What happens to an original's translations when it is deleted: all versions go, or the
 * translations stay and the one chosen here becomes the new original.
 */
export function DeleteGroupChoice({
  translations,
  total,
  choice,
  onChange,
  disabled,
}: {
  translations: readonly GroupVersion[];
  /** Every version, the original included. */
  total: number;
  choice: GroupDeletion;
  onChange: (choice: GroupDeletion) => void;
  disabled: boolean;
}) {
  const text = useLocale().messages.admin.group.delete;
  const languageName = useLanguageName();
  const id = useId();
  const first = translations[0]?.id ?? '';
  const option =
    'has-[:focus-visible]:outline-ring grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2';
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="sr-only">{text.choices}</legend>
      <label className={option}>
        <input
          type="radio"
          name={`${id}-choice`}
          checked={choice.kind === 'all'}
          onChange={() => onChange({ kind: 'all' })}
          aria-describedby={`${id}-all`}
          className="accent-primary mt-1 size-4"
        />
        <span className="text-body font-medium">{format(text.deleteAll, { count: total })}</span>
        <span id={`${id}-all`} className="text-caption text-muted-foreground col-start-2">
          {text.deleteAllHint}
        </span>
      </label>
      <label className={option}>
        <input
          type="radio"
          name={`${id}-choice`}
          checked={choice.kind === 'keep'}
          onChange={() => onChange({ kind: 'keep', newOriginalId: first })}
          aria-describedby={`${id}-keep`}
          className="accent-primary mt-1 size-4"
        />
        <span className="text-body font-medium">{text.keep}</span>
        <span id={`${id}-keep`} className="text-caption text-muted-foreground col-start-2">
          {text.keepHint}
        </span>
      </label>
      {choice.kind === 'keep' ? (
        <div className="grid gap-1.5 pl-1">
          <label htmlFor={`${id}-new-original`} className="text-body font-medium">
            {text.newOriginal}
          </label>
          <NativeSelect
            id={`${id}-new-original`}
            value={choice.newOriginalId}
            onChange={(event) => onChange({ kind: 'keep', newOriginalId: event.target.value })}
            className="w-full"
          >
            {translations.map((version) => (
              <option key={version.id} value={version.id}>
                {languageName(version.language)} — {version.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </fieldset>
  );
}

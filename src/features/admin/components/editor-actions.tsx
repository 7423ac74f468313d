import { Check, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { LocalizedLink } from '@/components/localized-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { languageTags } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import {
  primaryLabel,
  secondaryLabel,
  type EditorState,
  type PublishingChoice,
} from '../lib/publication-state';

/**
 * The editor's buttons: Cancel, the secondary save (a draft, or back to one) and the primary one
 * (publish, schedule, update), with the minor-change box for an original that has translations
 * and, after a save that stays in the editor, when it saved.
 */
export function EditorActions({
  state,
  when,
  saving,
  disabled,
  onSaveDraft,
  minorEdit,
  savedAt,
}: {
  state: EditorState;
  when: PublishingChoice['when'];
  saving: boolean;
  /** An image is uploading. */
  disabled: boolean;
  onSaveDraft: () => void;
  /** Shown for an original with translations. */
  minorEdit?: { checked: boolean; onChange: (checked: boolean) => void };
  /** The last save that kept the admin here. */
  savedAt: Date | null;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin;
  const id = useId();
  const primary = primaryLabel(state, when);
  const primaryText =
    primary === 'create' || primary === 'update'
      ? text.editor[primary]
      : text.editor.actions[primary];
  const time = savedAt
    ? new Intl.DateTimeFormat(languageTags[language], { timeStyle: 'short' }).format(savedAt)
    : '';

  return (
    <div className="border-border grid gap-4 border-t pt-5">
      {minorEdit ? (
        <label className="grid grid-cols-[auto_1fr] items-start gap-x-2 gap-y-1 sm:justify-self-end">
          <input
            type="checkbox"
            checked={minorEdit.checked}
            onChange={(event) => minorEdit.onChange(event.target.checked)}
            aria-describedby={`${id}-minor`}
            className="accent-primary mt-1 size-4"
          />
          <span className="text-body font-medium">{text.translations.minorChange}</span>
          <span id={`${id}-minor`} className="text-caption text-muted-foreground col-start-2">
            {text.translations.minorChangeHint}
          </span>
        </label>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
        <p
          role="status"
          className="text-caption text-muted-foreground inline-flex items-center gap-1.5 sm:mr-auto"
          data-testid="saved-at"
        >
          {savedAt ? (
            <>
              <Check aria-hidden className="text-success size-4" />
              <time dateTime={savedAt.toISOString()}>{format(text.editor.savedAt, { time })}</time>
            </>
          ) : null}
        </p>
        <LocalizedLink to={paths.admin} className={buttonVariants({ variant: 'outline' })}>
          {text.editor.cancel}
        </LocalizedLink>
        <Button type="button" variant="outline" disabled={saving || disabled} onClick={onSaveDraft}>
          {text.editor.actions[secondaryLabel(state)]}
        </Button>
        <Button type="submit" disabled={saving || disabled} aria-busy={saving || undefined}>
          {saving ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {saving ? text.editor.saving : primaryText}
        </Button>
      </div>
    </div>
  );
}

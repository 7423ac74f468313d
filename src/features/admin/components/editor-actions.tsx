import { Check, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { LocalizedLink } from '@/components/localized-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { languageTags } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { useIsPhone } from '../hooks/use-is-phone';
import {
  primaryLabel,
  secondaryLabel,
  type EditorState,
  type PrimaryLabel,
  type PublishingChoice,
} from '../lib/publication-state';
import { PublishConfirmDialog } from './publish-confirm-dialog';

/** The primary actions that make a post public at once (not a schedule, not an update). */
const publishesNow: readonly PrimaryLabel[] = ['create', 'publish', 'publishNow'];

interface Checkbox {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox that qualifies the next save, with its hint under the label. */
function SaveOption({ option, label, hint }: { option: Checkbox; label: string; hint: string }) {
  const id = useId();
  return (
    <label className="grid grid-cols-[auto_1fr] items-start gap-x-2 gap-y-1 sm:justify-self-end">
      <input
        type="checkbox"
        checked={option.checked}
        onChange={(event) => option.onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="accent-primary mt-1 size-4"
      />
      <span className="text-body font-medium">{label}</span>
      <span id={`${id}-hint`} className="text-caption text-muted-foreground col-start-2">
        {hint}
      </span>
    </label>
  );
}

/**
 * The editor's buttons: Cancel, the secondary save (a draft, or back to one) and the primary one
 * (publish, schedule, update), with the minor-change box for an original that has translations,
 * "Mark as up to date with this save" for an outdated translation and, after a save that stays
 * in the editor, when it saved. On a phone a post that is not public yet gets Save draft first,
 * as the filled button, and publishing asks first: the thumb lands on the top button.
 */
export function EditorActions({
  state,
  when,
  saving,
  disabled,
  onSaveDraft,
  minorEdit,
  markCurrent,
  savedAt,
}: {
  state: EditorState;
  when: PublishingChoice['when'];
  saving: boolean;
  /** An image is uploading. */
  disabled: boolean;
  onSaveDraft: () => void;
  /** Shown for an original with translations. */
  minorEdit?: Checkbox;
  /** Shown for an outdated translation. */
  markCurrent?: Checkbox;
  /** The last save that kept the admin here. */
  savedAt: Date | null;
}) {
  const { messages, language } = useLocale();
  const text = messages.admin;
  const phone = useIsPhone();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const primary = primaryLabel(state, when);
  const secondary = secondaryLabel(state);
  const primaryText =
    primary === 'create' || primary === 'update'
      ? text.editor[primary]
      : text.editor.actions[primary];
  const time = savedAt
    ? new Intl.DateTimeFormat(languageTags[language], { timeStyle: 'short' }).format(savedAt)
    : '';
  const draftFirst = phone && secondary === 'saveDraft';
  const askFirst = phone && publishesNow.includes(primary);

  const savedStatus = (
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
  );
  const cancel = (
    <LocalizedLink to={paths.admin} className={buttonVariants({ variant: 'outline' })}>
      {text.editor.cancel}
    </LocalizedLink>
  );
  const secondaryButton = (
    <Button
      type="button"
      variant={draftFirst ? 'default' : 'outline'}
      disabled={saving || disabled}
      onClick={onSaveDraft}
    >
      {text.editor.actions[secondary]}
    </Button>
  );
  const primaryButton = (
    <Button
      ref={primaryRef}
      // On a phone, publishing goes through the confirmation, which submits the form.
      type={askFirst ? 'button' : 'submit'}
      variant={draftFirst ? 'outline' : 'default'}
      disabled={saving || disabled}
      aria-busy={saving || undefined}
      onClick={askFirst ? () => setConfirming(true) : undefined}
    >
      {saving ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
      {saving ? text.editor.saving : primaryText}
    </Button>
  );

  return (
    <div className="border-border grid gap-4 border-t pt-5">
      {minorEdit ? (
        <SaveOption
          option={minorEdit}
          label={text.translations.minorChange}
          hint={text.translations.minorChangeHint}
        />
      ) : null}
      {markCurrent ? (
        <SaveOption
          option={markCurrent}
          label={text.versions.markWithSave}
          hint={text.versions.markWithSaveHint}
        />
      ) : null}
      {phone ? (
        // In reading order, so focus moves the way the eye does.
        <div className="flex flex-col gap-3">
          {draftFirst ? secondaryButton : primaryButton}
          {draftFirst ? primaryButton : secondaryButton}
          {cancel}
          {savedStatus}
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
          {savedStatus}
          {cancel}
          {secondaryButton}
          {primaryButton}
        </div>
      )}
      {askFirst ? (
        <PublishConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => primaryRef.current?.form?.requestSubmit()}
        />
      ) : null}
    </div>
  );
}

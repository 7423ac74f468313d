import { Eye, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { LocalizedLink } from '@/components/localized-link';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { languageOrDefault, languageTags } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import type { PostState } from '@/lib/posts/types';
import { formatDateTime, fromLocalInput, localTimeZone } from '../lib/publish-time';
import { StatusBadge } from './status-badge';

/** What the publishing controls hold; the editor turns it into a Publication on save. */
export interface PublishingChoice {
  /** Publish now, or at `scheduleAt` (new posts, drafts and scheduled posts). */
  when: 'now' | 'later';
  /** A datetime-local value in the admin's time zone. */
  scheduleAt: string;
  /** A published post: move its date to now (else an update keeps it). */
  republish: boolean;
}

/**
 * Where the post stands and what saving does to it: for a new post or a draft, publish now or at
 * a set time (typed in the admin's time zone, shown in UTC too); for a published post, whether
 * an update republishes it as new; a preview of what is saved.
 */
export function PublishingPanel({
  postId,
  state,
  publishedAt,
  language,
  slug,
  choice,
  onChange,
  scheduleError,
}: {
  postId: string | null;
  /** 'new' before the first save. */
  state: PostState | 'new';
  publishedAt: string | null;
  language: string;
  slug: string;
  choice: PublishingChoice;
  onChange: (choice: PublishingChoice) => void;
  scheduleError: string | null;
}) {
  const locale = useLocale();
  const text = locale.messages.admin.editor.publishing;
  const id = useId();
  const tag = languageTags[locale.language];
  const saved = publishedAt ? formatDateTime(new Date(publishedAt), tag) : '';
  // The note names what the primary button will do, so it follows the chosen "When".
  const note =
    state === 'new'
      ? choice.when === 'later'
        ? text.newScheduledNote
        : text.newNote
      : state === 'draft'
        ? text.draftNote
        : state === 'scheduled'
          ? format(text.scheduledNote, { date: `${saved} (${localTimeZone()})` })
          : format(text.publishedNote, { date: saved });
  const scheduled = fromLocalInput(choice.scheduleAt);
  const canSchedule = state !== 'published';
  const postLanguage = languageOrDefault(language);

  return (
    <fieldset
      className="border-border grid gap-4 rounded-xl border p-4 sm:p-5"
      data-testid="publishing"
    >
      <legend className="text-subheading px-1">{text.heading}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {state === 'new' ? null : <StatusBadge state={state} />}
        <p className="text-caption text-muted-foreground" data-testid="publishing-note">
          {note}
        </p>
      </div>

      {canSchedule ? (
        <div className="grid gap-3">
          <div role="radiogroup" aria-labelledby={`${id}-when`} className="grid gap-2">
            <span id={`${id}-when`} className="text-caption font-semibold">
              {text.when}
            </span>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(['now', 'later'] as const).map((value) => (
                <label key={value} className="text-body inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-when`}
                    value={value}
                    checked={choice.when === value}
                    onChange={() => onChange({ ...choice, when: value })}
                    className="accent-primary size-4"
                  />
                  {value === 'now' ? text.now : text.later}
                </label>
              ))}
            </div>
          </div>
          {choice.when === 'later' ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-at`}>{text.scheduleAt}</Label>
              <Input
                id={`${id}-at`}
                type="datetime-local"
                step={60}
                value={choice.scheduleAt}
                onChange={(event) => onChange({ ...choice, scheduleAt: event.target.value })}
                aria-invalid={scheduleError ? true : undefined}
                aria-describedby={`${id}-zone${scheduleError ? ` ${id}-error` : ''}`}
                fit
              />
              <p id={`${id}-zone`} className="text-caption text-muted-foreground">
                {format(text.timeZone, {
                  zone: localTimeZone(),
                  utc: scheduled ? `${formatDateTime(scheduled, tag, 'UTC')} UTC` : '—',
                })}
              </p>
              {scheduleError ? (
                <p id={`${id}-error`} className="text-caption text-destructive font-medium">
                  {scheduleError}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : (
        <label className="grid grid-cols-[auto_1fr] items-start gap-x-2 gap-y-1">
          <input
            type="checkbox"
            checked={choice.republish}
            onChange={(event) => onChange({ ...choice, republish: event.target.checked })}
            aria-describedby={`${id}-republish`}
            className="accent-primary mt-1 size-4"
          />
          <span className="text-body font-medium">{text.republish}</span>
          <span id={`${id}-republish`} className="text-caption text-muted-foreground col-start-2">
            {text.republishHint}
          </span>
        </label>
      )}

      {postId ? (
        <div className="text-caption flex flex-wrap items-center gap-x-5 gap-y-1">
          <LocalizedLink
            to={paths.postPreview(slug || postId)}
            language={postLanguage}
            target="_blank"
            className="text-primary inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
          >
            <Eye aria-hidden className="size-4" />
            {text.preview}
          </LocalizedLink>
          {state === 'published' ? (
            <LocalizedLink
              to={paths.blogPost(slug || postId)}
              language={postLanguage}
              target="_blank"
              className="text-primary inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              {text.view}
            </LocalizedLink>
          ) : null}
          <span className="text-muted-foreground basis-full">{text.previewHint}</span>
        </div>
      ) : null}
    </fieldset>
  );
}

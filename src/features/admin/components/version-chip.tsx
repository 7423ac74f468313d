import { LocalizedLink } from '@/components/localized-link';
import type { LanguageCode } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import type { LanguageVersion } from '@/lib/posts/get-translation-coverage';
import { versionIcons, versionState, type VersionState } from '../lib/version-state';

const chipClasses: Record<VersionState, string> = {
  published: 'border-primary/30 bg-primary-soft text-primary-strong',
  scheduled: 'border-accent/30 bg-background text-accent',
  draft: 'border-border bg-muted text-muted-foreground',
  outdated: 'border-accent/40 bg-accent-soft text-accent',
  needsReview: 'border-accent border-dashed bg-accent-soft text-accent',
  missing: 'border-input border-dashed bg-background text-muted-foreground',
};

/**
 * One language of an original, as a link: to that language's version in the editor, or, when
 * there is none, to a new translation prefilled from the original. Shows the language code and
 * the state's icon; the state in words is its accessible name and tooltip.
 */
export function VersionChip({
  language,
  version,
  originalId,
  title,
}: {
  language: LanguageCode;
  version: LanguageVersion | undefined;
  originalId: string;
  /** The original's title, for the link's name. */
  title: string;
}) {
  const text = useLocale().messages.admin;
  const languageName = useLanguageName();
  const state = versionState(version);
  const Icon = versionIcons[state];
  const label = version
    ? format(text.coverage.cellLabel, {
        language: languageName(language),
        state: text.status[state],
        title,
      })
    : format(text.coverage.translateLabel, { title, language: languageName(language) });
  return (
    <LocalizedLink
      to={
        version ? paths.adminEditPost(version.id) : paths.adminTranslatePost(originalId, language)
      }
      aria-label={label}
      title={label}
      data-state={state}
      data-language={language}
      className={cn(
        'text-micro focus-visible:outline-ring inline-flex h-8 w-14 items-center justify-center gap-1 rounded-md border font-semibold uppercase hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2',
        chipClasses[state],
      )}
    >
      {language}
      <Icon aria-hidden className="size-3.5 shrink-0" />
    </LocalizedLink>
  );
}

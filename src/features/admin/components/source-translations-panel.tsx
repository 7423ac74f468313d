import { Languages, Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import { LocalizedLink } from '@/components/localized-link';
import { buttonVariants } from '@/components/ui/button';
import { languageCodes } from '@/config/languages';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useLanguageName } from '@/i18n/use-language-name';
import { useLocale } from '@/i18n/use-locale';
import type { CoverageRow } from '@/lib/posts/get-translation-coverage';
import { StatusBadge } from './status-badge';
import { versionState } from '../lib/version-state';

/**
 * An original's editor lists its translations: each other language with its version's state
 * (Draft, Scheduled, Published, Outdated) and a link to edit it, or Translate, which opens a new
 * post prefilled from this one. Group data comes from blog_translation_coverage.
 */
export function SourceTranslationsPanel({
  group,
  onPreviewAll,
}: {
  group: CoverageRow;
  onPreviewAll: () => void;
}) {
  const text = useLocale().messages.admin;
  const languageName = useLanguageName();
  const id = useId();
  const others = languageCodes.filter((code) => code !== group.language);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-border grid gap-3 rounded-xl border p-4 sm:p-5"
      data-testid="source-translations"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-subheading">
            {text.translations.heading}
          </h2>
          <p className="text-caption text-muted-foreground max-w-2xl">
            {text.translations.description}
          </p>
        </div>
        <button
          type="button"
          onClick={onPreviewAll}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Languages aria-hidden />
          {text.translations.previewAll}
        </button>
      </div>
      <ul className="grid gap-x-6 sm:grid-cols-2 xl:grid-cols-3">
        {others.map((code) => {
          const version = group.versions[code];
          const name = languageName(code);
          return (
            <li
              key={code}
              data-language={code}
              className="border-border flex min-h-12 items-center justify-between gap-3 border-b py-1.5"
            >
              <span className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="text-body font-medium">{name}</span>
                {version ? (
                  <>
                    <StatusBadge state={version.state} />
                    {version.outdated ? <StatusBadge state="outdated" /> : null}
                    {version.needsReview ? <StatusBadge state="needsReview" /> : null}
                  </>
                ) : (
                  <StatusBadge state="missing" />
                )}
              </span>
              <LocalizedLink
                to={
                  version
                    ? paths.adminEditPost(version.id)
                    : paths.adminTranslatePost(group.id, code)
                }
                aria-label={format(
                  version ? text.translations.editLabel : text.translations.translateLabel,
                  { language: name },
                )}
                data-state={versionState(version)}
                className={buttonVariants({ variant: version ? 'ghost' : 'outline', size: 'sm' })}
              >
                {version ? <Pencil aria-hidden /> : <Plus aria-hidden />}
                {version ? text.translations.edit : text.translations.translate}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { languageTags, type LanguageCode } from '@/config/languages';

/** Both legal documents were last updated on this day (spec §1). */
export const legalLastUpdated = '2024-09-16';

/**
 * The last-updated date in the page's language. A fixed instant formatted in UTC, so the
 * prerendered HTML and the hydrating browser print the same day whatever their time zone.
 */
export function formatLegalDate(
  language: LanguageCode,
  isoDate: string = legalLastUpdated,
): string {
  return new Intl.DateTimeFormat(languageTags[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

import { languageTags, type LanguageCode } from '@/config/languages';

/** The Privacy Policy and the Terms of Service were last updated on this day. */
export const legalLastUpdated = '2024-09-16';

/** The Cookie Policy's own date: change it whenever what the site stores changes. */
export const cookiePolicyLastUpdated = '2026-11-25';

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

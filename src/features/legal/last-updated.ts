import type { LanguageCode } from '@/config/languages';
import { formatLongDate } from '@/i18n/dates';

/** The Privacy Policy and the Terms of Service were last updated on this day. */
export const legalLastUpdated = '2024-09-16';

/** The Cookie Policy's own date: change it whenever what the site stores changes. */
export const cookiePolicyLastUpdated = '2026-11-25';

/**
 * The last-updated date in the page's language, read from the ISO day itself, so the prerendered
 * HTML and the hydrating browser print the same day whatever their time zone. Spelled out
 * rather than asked of Intl.DateTimeFormat (src/i18n/month-names.ts says why); the test holds
 * every language and month to Intl's output.
 */
export function formatLegalDate(
  language: LanguageCode,
  isoDate: string = legalLastUpdated,
): string {
  return formatLongDate(language, isoDate);
}

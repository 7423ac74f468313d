import type { LanguageCode } from '@/config/languages';
import { formatLongDate } from '@/i18n/dates';

/**
 * The day each document last changed in what it says; change it with the text. The Privacy
 * Policy: when the IP-geolocation lookup began to wait for cookie consent (its §8), the day the
 * Cookie Policy describes it. The Terms: when §7 took in the pricing FAQ's 30-day money-back
 * guarantee on annual plans.
 */
export const legalLastUpdated = {
  privacy: '2026-11-25',
  terms: '2026-11-28',
} as const;

/** The Cookie Policy's own date: change it whenever what the site stores changes. */
export const cookiePolicyLastUpdated = '2026-11-25';

/**
 * The last-updated date in the page's language, read from the ISO day itself, so the prerendered
 * HTML and the hydrating browser print the same day whatever their time zone. Spelled out
 * rather than asked of Intl.DateTimeFormat (src/i18n/month-names.ts says why); the test holds
 * every language and month to Intl's output.
 */
export function formatLegalDate(language: LanguageCode, isoDate: string): string {
  return formatLongDate(language, isoDate);
}

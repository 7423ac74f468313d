import type { LanguageCode } from '@/config/languages';
import { monthNames, type MonthNameLanguage } from '@/i18n/month-names';

/** The Privacy Policy and the Terms of Service were last updated on this day. */
export const legalLastUpdated = '2024-09-16';

/** The Cookie Policy's own date: change it whenever what the site stores changes. */
export const cookiePolicyLastUpdated = '2026-11-25';

type DateParts = { year: number; month: number; day: number };
const named = (language: MonthNameLanguage, month: number) => monthNames[language][month - 1]!;

/** Each language's long date (CLDR's `dateStyle: 'long'`), from the year, month (1–12) and day. */
const longDate: Record<LanguageCode, (date: DateParts) => string> = {
  en: ({ year, month, day }) => `${named('en', month)} ${day}, ${year}`,
  es: ({ year, month, day }) => `${day} de ${named('es', month)} de ${year}`,
  fr: ({ year, month, day }) => `${day} ${named('fr', month)} ${year}`,
  de: ({ year, month, day }) => `${day}. ${named('de', month)} ${year}`,
  pt: ({ year, month, day }) => `${day} de ${named('pt', month)} de ${year}`,
  it: ({ year, month, day }) => `${day} ${named('it', month)} ${year}`,
  nl: ({ year, month, day }) => `${day} ${named('nl', month)} ${year}`,
  ja: ({ year, month, day }) => `${year}年${month}月${day}日`,
  ko: ({ year, month, day }) => `${year}년 ${month}월 ${day}일`,
  zh: ({ year, month, day }) => `${year}年${month}月${day}日`,
};

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
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  return longDate[language]({ year, month, day });
}

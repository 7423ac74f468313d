import type { LanguageCode } from '@/config/languages';

/** The Privacy Policy and the Terms of Service were last updated on this day. */
export const legalLastUpdated = '2024-09-16';

/** The Cookie Policy's own date: change it whenever what the site stores changes. */
export const cookiePolicyLastUpdated = '2026-11-25';

const monthNames = {
  en: 'January February March April May June July August September October November December',
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  nl: 'januari februari maart april mei juni juli augustus september oktober november december',
} as const;

type DateParts = { year: number; month: number; day: number };
const named = (language: keyof typeof monthNames, month: number) =>
  monthNames[language].split(' ')[month - 1]!;

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
 * HTML and the hydrating browser print the same day whatever their time zone. Spelled out here
 * rather than asked of Intl.DateTimeFormat: a page's first Intl formatter starts ICU, 15–25 ms
 * on a desktop and four times that on a phone, in the middle of hydrating the page. The test
 * holds every language and month to Intl's output.
 */
export function formatLegalDate(
  language: LanguageCode,
  isoDate: string = legalLastUpdated,
): string {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  return longDate[language]({ year, month, day });
}

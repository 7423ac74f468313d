import type { LanguageCode } from '@/config/languages';
import { monthNames, type MonthNameLanguage } from './month-names';

/**
 * Dates for people, in each language's own long form (CLDR's `dateStyle: 'long'`): "September 2,
 * 2026", "2. September 2026", "2 de septiembre de 2026", "2026年9月2日". Spelled out from the
 * month-name table rather than asked of Intl (month-names.ts says why); the test holds every
 * language and month to Intl's output but one: French, Brazilian Portuguese and Italian write the
 * first of the month as an ordinal ("1er septembre", "1º de setembro", "1º settembre"), which
 * CLDR's pattern leaves out.
 */
export interface DateParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const named = (language: MonthNameLanguage, month: number) => monthNames[language][month - 1]!;

/** The day of the month, the first written as an ordinal with the language's suffix. */
const dayOrdinalFirst = (day: number, suffix: string) => (day === 1 ? `1${suffix}` : String(day));

const longDate: Record<LanguageCode, (date: DateParts) => string> = {
  en: ({ year, month, day }) => `${named('en', month)} ${day}, ${year}`,
  es: ({ year, month, day }) => `${day} de ${named('es', month)} de ${year}`,
  fr: ({ year, month, day }) => `${dayOrdinalFirst(day, 'er')} ${named('fr', month)} ${year}`,
  de: ({ year, month, day }) => `${day}. ${named('de', month)} ${year}`,
  pt: ({ year, month, day }) => `${dayOrdinalFirst(day, 'º')} de ${named('pt', month)} de ${year}`,
  it: ({ year, month, day }) => `${dayOrdinalFirst(day, 'º')} ${named('it', month)} ${year}`,
  nl: ({ year, month, day }) => `${day} ${named('nl', month)} ${year}`,
  ja: ({ year, month, day }) => `${year}年${month}月${day}日`,
  ko: ({ year, month, day }) => `${year}년 ${month}월 ${day}일`,
  zh: ({ year, month, day }) => `${year}年${month}月${day}日`,
};

/** The day an ISO date or instant falls on in UTC, so server and browser print the same day. */
export function utcDateParts(iso: string): DateParts | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The long date in `language`; '' for a missing or invalid date. */
export function formatLongDate(language: LanguageCode, iso: string): string {
  const parts = utcDateParts(iso);
  return parts ? longDate[language](parts) : '';
}

/**
 * The compact date of a list card: English abbreviates the month as the spec shows ("Sep 2,
 * 2026"); the other languages print their long form, whose abbreviations vary by language and
 * carry dots and spaces a card reads worse with.
 */
export function formatCardDate(language: LanguageCode, iso: string): string {
  const parts = utcDateParts(iso);
  if (!parts) return '';
  if (language !== 'en') return longDate[language](parts);
  return `${named('en', parts.month).slice(0, 3)} ${parts.day}, ${parts.year}`;
}

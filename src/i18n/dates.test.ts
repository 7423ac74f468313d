import { describe, expect, it } from 'vitest';
import { languageCodes, languageTags } from '@/config/languages';
import { formatCardDate, formatLongDate } from './dates';

const intl = (tag: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });

/** French, Brazilian Portuguese and Italian write the first of the month as an ordinal. */
const firstOfMonth: Partial<Record<string, string>> = { fr: '1er', pt: '1º', it: '1º' };
const withOrdinalFirst = (language: string, date: Date, text: string) => {
  const ordinal = firstOfMonth[language];
  return ordinal && date.getUTCDate() === 1 ? text.replace(/^1(?!\d)/, ordinal) : text;
};

/** Every month's first and last minute, a leap day and a three-digit year. */
const instants = [
  ...Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(2026, month, 1)),
    new Date(Date.UTC(2026, month + 1, 0, 23, 59)),
  ]).flat(),
  new Date(Date.UTC(2024, 1, 29)),
  new Date(Date.UTC(999, 0, 9)),
];

describe('dates in each language', () => {
  it('prints the long date as Intl does, in every language and month, with the ordinal first', () => {
    for (const language of languageCodes) {
      const long = intl(languageTags[language], { dateStyle: 'long' });
      for (const date of instants) {
        expect(
          formatLongDate(language, date.toISOString()),
          `${language} ${date.toISOString()}`,
        ).toBe(withOrdinalFirst(language, date, long.format(date)));
      }
    }
  });

  it("abbreviates English cards as the spec shows ('Sep 2, 2026') and gives the others their long form", () => {
    const short = intl('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (const date of instants) {
      expect(formatCardDate('en', date.toISOString())).toBe(short.format(date));
    }
    expect(formatCardDate('en', '2026-09-02T15:00:00Z')).toBe('Sep 2, 2026');
    expect(formatCardDate('de', '2026-09-02T15:00:00Z')).toBe('2. September 2026');
    expect(formatCardDate('ja', '2026-09-02T15:00:00Z')).toBe('2026年9月2日');
    expect(formatCardDate('es', '2026-09-02T15:00:00Z')).toBe('2 de septiembre de 2026');
  });

  it('writes the first of the month as French, Brazilian and Italian readers expect', () => {
    expect(formatLongDate('fr', '2026-09-01')).toBe('1er septembre 2026');
    expect(formatLongDate('pt', '2026-09-01')).toBe('1º de setembro de 2026');
    expect(formatLongDate('it', '2026-09-01')).toBe('1º settembre 2026');
    expect(formatCardDate('fr', '2026-09-01T10:00:00Z')).toBe('1er septembre 2026');
    expect(formatLongDate('fr', '2026-09-11')).toBe('11 septembre 2026');
    expect(formatLongDate('it', '2026-09-21')).toBe('21 settembre 2026');
    expect(formatLongDate('es', '2026-09-01')).toBe('1 de septiembre de 2026');
    expect(formatLongDate('de', '2026-09-01')).toBe('1. September 2026');
  });

  it('reads the day in UTC, so every time zone prints the same day', () => {
    // 23:30 in UTC-8 is already the next day in UTC.
    expect(formatCardDate('en', '2026-11-21T23:30:00-08:00')).toBe('Nov 22, 2026');
    expect(formatLongDate('fr', '2026-01-01T00:30:00+02:00')).toBe('31 décembre 2025');
  });

  it('prints nothing for a missing or invalid date', () => {
    expect(formatCardDate('en', '')).toBe('');
    expect(formatLongDate('de', 'not a date')).toBe('');
  });
});

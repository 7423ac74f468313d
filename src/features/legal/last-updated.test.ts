// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { languageCodes, languageTags } from '@/config/languages';
import { cookiePolicyLastUpdated, formatLegalDate, legalLastUpdated } from './last-updated';

const intlLongDate = (tag: string, isoDate: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/** French, Brazilian Portuguese and Italian write the first of the month as an ordinal. */
const ordinalFirst: Partial<Record<string, string>> = { fr: '1er', pt: '1º', it: '1º' };
const nativeLongDate = (language: string, tag: string, isoDate: string) => {
  const intl = intlLongDate(tag, isoDate);
  const ordinal = ordinalFirst[language];
  return ordinal && isoDate.endsWith('-01') ? intl.replace(/^1(?!\d)/, ordinal) : intl;
};

describe('legal last-updated date', () => {
  it('is the day each document last changed: no older than the cookie behaviour it describes', () => {
    expect(legalLastUpdated.privacy).toBe(cookiePolicyLastUpdated);
    expect(formatLegalDate('en', legalLastUpdated.privacy)).toBe('November 25, 2026');
    expect(formatLegalDate('en', legalLastUpdated.terms)).toBe('November 28, 2026');
  });

  it('is written the way each language writes dates', () => {
    expect(formatLegalDate('de', legalLastUpdated.privacy)).toBe('25. November 2026');
    expect(formatLegalDate('fr', legalLastUpdated.privacy)).toBe('25 novembre 2026');
    expect(formatLegalDate('es', legalLastUpdated.privacy)).toBe('25 de noviembre de 2026');
    expect(formatLegalDate('ja', legalLastUpdated.privacy)).toBe('2026年11月25日');
    expect(formatLegalDate('zh', legalLastUpdated.terms)).toBe('2026年11月28日');
    expect(formatLegalDate('ko', legalLastUpdated.terms)).toBe('2026년 11월 28일');
    expect(formatLegalDate('fr', '2027-03-01')).toBe('1er mars 2027');
    expect(formatLegalDate('pt', '2027-03-01')).toBe('1º de março de 2027');
  });

  it('matches Intl in every language, for every month, the first and last days included (the first as an ordinal where the language says so)', () => {
    const days = Array.from({ length: 12 }, (_, index) => {
      const month = String(index + 1).padStart(2, '0');
      return [`2024-${month}-01`, `2025-${month}-28`];
    }).flat();
    for (const language of languageCodes) {
      for (const day of [
        ...days,
        '2024-12-31',
        ...Object.values(legalLastUpdated),
        cookiePolicyLastUpdated,
      ]) {
        expect(formatLegalDate(language, day), `${language} ${day}`).toBe(
          nativeLongDate(language, languageTags[language], day),
        );
      }
    }
  });

  it('does not slip a day at the edges of the UTC day', () => {
    // Read from the ISO day, so a server and a browser in any time zone print the same day.
    expect(formatLegalDate('en', '2024-01-01')).toBe('January 1, 2024');
    expect(formatLegalDate('en', '2024-12-31')).toBe('December 31, 2024');
  });
});

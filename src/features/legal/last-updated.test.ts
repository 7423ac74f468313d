import { describe, expect, it } from 'vitest';
import { languageCodes, languageTags } from '@/config/languages';
import { cookiePolicyLastUpdated, formatLegalDate, legalLastUpdated } from './last-updated';

const intlLongDate = (tag: string, isoDate: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

describe('legal last-updated date', () => {
  it('is September 16, 2024', () => {
    expect(legalLastUpdated).toBe('2024-09-16');
    expect(formatLegalDate('en')).toBe('September 16, 2024');
  });

  it('is written the way each language writes dates', () => {
    expect(formatLegalDate('de')).toBe('16. September 2024');
    expect(formatLegalDate('fr')).toBe('16 septembre 2024');
    expect(formatLegalDate('ja')).toBe('2024年9月16日');
    expect(formatLegalDate('zh')).toBe('2024年9月16日');
  });

  it('matches Intl in every language, for every month, the first and last days included', () => {
    const days = Array.from({ length: 12 }, (_, index) => {
      const month = String(index + 1).padStart(2, '0');
      return [`2024-${month}-01`, `2025-${month}-28`];
    }).flat();
    for (const language of languageCodes) {
      for (const day of [...days, '2024-12-31', legalLastUpdated, cookiePolicyLastUpdated]) {
        expect(formatLegalDate(language, day), `${language} ${day}`).toBe(
          intlLongDate(languageTags[language], day),
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

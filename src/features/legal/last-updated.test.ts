import { describe, expect, it } from 'vitest';
import { formatLegalDate, legalLastUpdated } from './last-updated';

describe('legal last-updated date', () => {
  it('is September 16, 2024 (spec §1)', () => {
    expect(legalLastUpdated).toBe('2024-09-16');
    expect(formatLegalDate('en')).toBe('September 16, 2024');
  });

  it('is written the way each language writes dates', () => {
    expect(formatLegalDate('de')).toBe('16. September 2024');
    expect(formatLegalDate('fr')).toBe('16 septembre 2024');
    expect(formatLegalDate('ja')).toBe('2024年9月16日');
    expect(formatLegalDate('zh')).toBe('2024年9月16日');
  });

  it('does not slip a day at the edges of the UTC day', () => {
    // Formatted in UTC, so a server and a browser in any time zone print the same day.
    expect(formatLegalDate('en', '2024-01-01')).toBe('January 1, 2024');
    expect(formatLegalDate('en', '2024-12-31')).toBe('December 31, 2024');
  });
});

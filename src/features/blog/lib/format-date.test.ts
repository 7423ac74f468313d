import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, isoDate } from './format-date';

describe('post dates, in US English in every language', () => {
  it("formats cards as 'Mon D, YYYY'", () => {
    expect(formatShortDate('2026-11-21T09:30:00+00:00')).toBe('Nov 21, 2026');
    expect(formatShortDate('2026-03-05')).toBe('Mar 5, 2026');
  });

  it("formats the post page as 'Month D, YYYY'", () => {
    expect(formatLongDate('2026-11-21T09:30:00+00:00')).toBe('November 21, 2026');
  });

  it('uses UTC, so every time zone prints the same day', () => {
    // 23:30 in UTC-8 is already the next day in UTC.
    expect(formatShortDate('2026-11-21T23:30:00-08:00')).toBe('Nov 22, 2026');
    expect(formatLongDate('2026-01-01T00:30:00+02:00')).toBe('December 31, 2025');
  });

  it("prints what Intl's US English formats print, for every month and for day and year edges", () => {
    const short = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const long = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const dates = [];
    for (let month = 0; month < 12; month += 1) {
      dates.push(
        new Date(Date.UTC(2026, month, 1)),
        new Date(Date.UTC(2026, month + 1, 0, 23, 59)),
      );
    }
    dates.push(new Date(Date.UTC(2024, 1, 29)), new Date(Date.UTC(999, 0, 9)));
    for (const date of dates) {
      const iso = date.toISOString();
      expect(formatShortDate(iso), iso).toBe(short.format(date));
      expect(formatLongDate(iso), iso).toBe(long.format(date));
    }
  });

  it('returns empty text for a missing or invalid date', () => {
    expect(formatShortDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
    expect(isoDate('nope')).toBeUndefined();
    expect(isoDate('2026-11-21T09:30:00+00:00')).toBe('2026-11-21T09:30:00.000Z');
  });
});

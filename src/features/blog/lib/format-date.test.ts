import { describe, expect, it } from 'vitest';
import { isoDate } from './format-date';

describe('isoDate', () => {
  it('gives <time dateTime> an instant, or nothing for an unusable date', () => {
    expect(isoDate('nope')).toBeUndefined();
    expect(isoDate('')).toBeUndefined();
    expect(isoDate('2026-11-21T09:30:00+00:00')).toBe('2026-11-21T09:30:00.000Z');
  });
});

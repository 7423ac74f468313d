import { describe, expect, it } from 'vitest';
import { defaultScheduleTime, formatDateTime, fromLocalInput, toLocalInput } from './publish-time';

describe('publication times', () => {
  it('round-trips a local wall time through the datetime-local value', () => {
    const date = new Date(2026, 11, 1, 9, 30);
    expect(toLocalInput(date)).toBe('2026-12-01T09:30');
    expect(fromLocalInput('2026-12-01T09:30')?.getTime()).toBe(date.getTime());
  });

  it('refuses what is not a date and time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-12-01')).toBeNull();
    expect(fromLocalInput('tomorrow at nine')).toBeNull();
  });

  it('shows an instant in a given time zone and in UTC', () => {
    const instant = new Date('2026-12-01T08:30:00Z');
    expect(formatDateTime(instant, 'en-GB', 'UTC')).toBe('1 Dec 2026, 08:30');
    expect(formatDateTime(instant, 'en-GB', 'Asia/Tokyo')).toBe('1 Dec 2026, 17:30');
  });

  it('suggests the next whole hour at least an hour ahead', () => {
    const now = new Date(2026, 10, 25, 14, 20);
    expect(toLocalInput(defaultScheduleTime(now))).toBe('2026-11-25T16:00');
    expect(toLocalInput(defaultScheduleTime(new Date(2026, 10, 25, 14, 0)))).toBe(
      '2026-11-25T15:00',
    );
  });
});

/**
 * Publication times in the admin: typed and shown in the admin's own time zone (what their
 * clock says), shown again in UTC (what a colleague elsewhere, or the server log, says), stored
 * as an instant.
 */

/** The admin's time zone as the browser knows it, e.g. Europe/Paris. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input holds it (local wall time, to the minute). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value (YYYY-MM-DDTHH:mm, local wall time) as an instant; null when it is
 * empty or not a date. ECMAScript reads a date-time without an offset as local time.
 */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time for people, in `timeZone` (the admin's by default), e.g. "25 Nov 2026, 15:00". */
export function formatDateTime(date: Date, languageTag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(languageTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The next whole hour at least an hour away: a sensible first value for "Schedule". */
export function defaultScheduleTime(now: Date): Date {
  const next = new Date(now.getTime() + 60 * 60_000);
  next.setMinutes(0, 0, 0);
  return next.getTime() - now.getTime() < 60 * 60_000
    ? new Date(next.getTime() + 60 * 60_000)
    : next;
}

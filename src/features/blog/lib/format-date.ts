/**
 * Dates stay in US English in every language. UTC, so the server render and the
 * visitor's browser print the same day whatever their time zones.
 *
 * Spelled out here rather than with Intl.DateTimeFormat: the format never varies, and a page's
 * first Intl formatter starts ICU, 15–25 ms on a desktop and four times that on a phone, in the
 * middle of hydrating the blog. The test holds these to Intl's output.
 */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parse(iso: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(iso: string, month: (name: string) => string): string {
  const date = parse(iso);
  if (!date) return '';
  const name = months[date.getUTCMonth()]!;
  return `${month(name)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Nov 21, 2026' (cards); '' for a missing or invalid date. */
export function formatShortDate(iso: string): string {
  return format(iso, (name) => name.slice(0, 3));
}

/** 'November 21, 2026' (post page); '' for a missing or invalid date. */
export function formatLongDate(iso: string): string {
  return format(iso, (name) => name);
}

/** The machine-readable value for <time dateTime>, or undefined when the date is unusable. */
export function isoDate(iso: string): string | undefined {
  return parse(iso)?.toISOString();
}

/**
 * Dates stay in US English in every language. UTC, so the server render and the
 * visitor's browser print the same day whatever their time zones.
 */
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function parse(iso: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 21, 2026' (cards); '' for a missing or invalid date. */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? shortDate.format(date) : '';
}

/** 'November 21, 2026' (post page); '' for a missing or invalid date. */
export function formatLongDate(iso: string): string {
  const date = parse(iso);
  return date ? longDate.format(date) : '';
}

/** The machine-readable value for <time dateTime>, or undefined when the date is unusable. */
export function isoDate(iso: string): string | undefined {
  return parse(iso)?.toISOString();
}

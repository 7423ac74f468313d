/*
 * Dates stay in US English in every language. UTC, so the server render and the visitor's
 * browser print the same day whatever their time zones. Spelled out rather than asked of
 * Intl.DateTimeFormat: the format never varies, and a page's first Intl formatter starts ICU in
 * the middle of hydrating the blog (src/i18n/month-names.ts). The test holds these to Intl's
 * output.
 */
import { monthNames } from '@/i18n/month-names';

function parse(iso: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(iso: string, month: (name: string) => string): string {
  const date = parse(iso);
  if (!date) return '';
  const name = monthNames.en[date.getUTCMonth()]!;
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

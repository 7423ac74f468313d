/** The machine-readable value for <time dateTime>, or undefined when the date is unusable. */
export function isoDate(iso: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

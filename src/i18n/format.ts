/** Fills `{name}` placeholders in a catalogue message. Unknown placeholders stay visible. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A message with a singular and a plural form; languages without the distinction repeat one. */
export interface CountForms {
  one: string;
  other: string;
}

/**
 * "{count} articles" in the language's own plural rule (French says "0 article") and number
 * format ("2.000 Artikel").
 */
export function formatCount(forms: CountForms, count: number, locale: string): string {
  const rule = new Intl.PluralRules(locale).select(count);
  return format(rule === 'one' ? forms.one : forms.other, {
    count: new Intl.NumberFormat(locale).format(count),
  });
}

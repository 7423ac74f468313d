import type { LanguageCode } from '@/config/languages';
import { formatNumber, takesSingular } from './numbers';

/** A `{name}` placeholder in a catalogue message: the one pattern every formatter here reads. */
const placeholder = /\{(\w+)\}/g;

/**
 * A catalogue message cut at its placeholders: its text, with the given values (strings,
 * numbers or elements) in place of the placeholders they name. Unknown placeholders stay visible.
 */
export function formatParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  const parts: (string | T)[] = [];
  let last = 0;
  for (const match of template.matchAll(placeholder)) {
    const [whole, name = ''] = match;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    parts.push(template.slice(last, match.index), value === undefined ? whole : value);
    last = match.index + whole.length;
  }
  parts.push(template.slice(last));
  return parts;
}

/** Fills `{name}` placeholders in a catalogue message. Unknown placeholders stay visible. */
export function format(template: string, values: Record<string, string | number>): string {
  return formatParts(template, values).join('');
}

/**
 * Splits a message around its `{name}` slot, e.g. 'Give every visitor a {highlight} of your real
 * product' → ['Give every visitor a ', ' of your real product'], so the slot can be styled (or
 * animated) while each language keeps its own word order and spacing. No slot: all before it.
 */
export function splitAround(template: string, name: string): [before: string, after: string] {
  const slot = Symbol(name);
  const parts = formatParts<symbol>(template, { [name]: slot });
  const at = parts.indexOf(slot);
  if (at < 0) return [template, ''];
  return [parts.slice(0, at).join(''), parts.slice(at + 1).join('')];
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
export function formatCount(forms: CountForms, count: number, language: LanguageCode): string {
  return format(takesSingular(count, language) ? forms.one : forms.other, {
    count: formatNumber(count, language),
  });
}

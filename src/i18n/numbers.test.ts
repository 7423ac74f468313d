import { describe, expect, it } from 'vitest';
import { languageCodes, languageTags } from '@/config/languages';
import {
  formatDecimal,
  formatNumber,
  formatPercent,
  formatPixels,
  formatUsd,
  takesSingular,
} from './numbers';

/** Every grouping edge: around each power of ten, and some ordinary values. */
const values = [
  ...Array.from({ length: 1200 }, (_, index) => index),
  ...Array.from({ length: 16 }, (_, power) => 10 ** power).flatMap((n) => [n - 1, n, n + 1]),
  1308,
  12_345,
  99_999,
  123_456_789,
  Number.MAX_SAFE_INTEGER,
];

/**
 * Where the native copy departs from CLDR on purpose: every language groups from four digits
 * (CLDR's Italian waits for five), and Japanese names the US dollar ("US$", not a bare "$").
 */
const grouping = { useGrouping: 'always' } as const;
const nativeDollars = (language: string, text: string) =>
  language === 'ja' ? text.replace('$', 'US$') : text;

describe.each(languageCodes)('numbers in %s', (language) => {
  const tag = languageTags[language];

  it("print what Intl's number format prints, grouping from four digits", () => {
    const intl = new Intl.NumberFormat(tag, grouping);
    expect(values.map((value) => formatNumber(value, language))).toEqual(
      values.map((value) => intl.format(value)),
    );
  });

  it("print dollars as Intl's whole-dollar currency format does", () => {
    const intl = new Intl.NumberFormat(tag, {
      ...grouping,
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    expect(values.map((value) => formatUsd(value, language))).toEqual(
      values.map((value) => nativeDollars(language, intl.format(value))),
    );
    expect(formatUsd(74.6, language)).toBe(formatUsd(75, language));
  });

  it("print percentages as Intl's percent format does", () => {
    const intl = new Intl.NumberFormat(tag, { ...grouping, style: 'percent' });
    const percents = [0, 7, 38, 92, 100, 1500];
    expect(percents.map((value) => formatPercent(value, language))).toEqual(
      percents.map((value) => intl.format(value / 100)),
    );
    expect(formatPercent(2.5, language)).toBe(intl.format(0.025));
  });

  it("choose the singular where Intl's plural rules say 'one'", () => {
    const intl = new Intl.PluralRules(tag);
    expect(values.map((value) => takesSingular(value, language))).toEqual(
      values.map((value) => intl.select(value) === 'one'),
    );
  });

  it("print decimals as Intl's fixed-fraction format does", () => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat(tag, {
        ...grouping,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const value of [0, 1.6, 4.5, 7.25, 7.3, 21, 1234.5, -2.5]) {
        expect(formatDecimal(value, digits, language), `${value} (${digits})`).toBe(
          intl.format(value).replace('\u2212', '-'),
        );
      }
    }
  });

  it('hand what is not a whole number to Intl', () => {
    expect(formatNumber(-1234.5, language)).toBe(
      new Intl.NumberFormat(tag, grouping).format(-1234.5),
    );
    expect(takesSingular(1.5, language)).toBe(new Intl.PluralRules(tag).select(1.5) === 'one');
  });
});

describe('native departures from CLDR', () => {
  it('groups Italian four-digit numbers as Italian price lists do', () => {
    expect(formatNumber(1000, 'it')).toBe('1.000');
    expect(formatNumber(4000, 'it')).toBe('4.000');
    expect(formatNumber(999, 'it')).toBe('999');
    expect(formatUsd(1308, 'it')).toBe('1.308\u00a0USD');
    expect(formatNumber(-1234.5, 'it')).toBe('-1.234,5');
  });

  it('names the US dollar in Japanese', () => {
    expect(formatUsd(0, 'ja')).toBe('US$0');
    expect(formatUsd(75, 'ja')).toBe('US$75');
    expect(formatUsd(40_000, 'ja')).toBe('US$40,000');
  });
});

describe('pixel sizes and signs', () => {
  it('set the unit apart where the language does and join a range with an en dash', () => {
    expect(formatPixels(16, undefined, 'en')).toBe('16px');
    expect(formatDecimal(-0.04, 0, 'en')).toBe('0'); // Intl would print “-0”
    expect(formatPixels(40, 72, 'en')).toBe('40–72px');
    expect(formatPixels(40, 72, 'de')).toBe('40–72\u00a0px');
    expect(formatPixels(16, 16, 'fr')).toBe('16\u00a0px');
    expect(formatPixels(40, 72, 'ja')).toBe('40–72px');
    expect(formatPixels(1200, undefined, 'it')).toBe('1.200\u00a0px');
  });
});

import { describe, expect, it } from 'vitest';
import { format, formatCount, formatParts, splitAround } from './format';

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{minutes} min read · {missing}', { minutes: 5 })).toBe('5 min read · {missing}');
  });
});

describe('formatCount', () => {
  const forms = { one: '{count} article', other: '{count} articles' };

  it("follows the language's plural rule and number format", () => {
    expect(formatCount(forms, 1, 'en')).toBe('1 article');
    expect(formatCount(forms, 0, 'en')).toBe('0 articles');
    expect(formatCount(forms, 2000, 'en')).toBe('2,000 articles');
    // French: zero is singular; German groups thousands with a dot.
    expect(formatCount(forms, 0, 'fr')).toBe('0 article');
    expect(formatCount({ one: '{count} Artikel', other: '{count} Artikel' }, 2000, 'de')).toBe(
      '2.000 Artikel',
    );
  });
});

describe('splitAround', () => {
  it('returns the text before and after the slot, spaces included', () => {
    expect(splitAround('Give every visitor a {highlight} of your product', 'highlight')).toEqual([
      'Give every visitor a ',
      ' of your product',
    ]);
  });

  it('handles a slot at either end and languages without spaces', () => {
    expect(splitAround('{highlight} on autopilot', 'highlight')).toEqual(['', ' on autopilot']);
    expect(splitAround('AI アバターが{highlight}製品をデモ', 'highlight')).toEqual([
      'AI アバターが',
      '製品をデモ',
    ]);
  });

  it('keeps the whole text when the slot is missing', () => {
    expect(splitAround('No slot here', 'highlight')).toEqual(['No slot here', '']);
  });
});

describe('formatParts', () => {
  it('puts values of any kind in place of the placeholders they name', () => {
    const link = { kind: 'link' };
    expect(formatParts('Read the {terms} and {privacy}.', { terms: link })).toEqual([
      'Read the ',
      link,
      ' and ',
      '{privacy}',
      '.',
    ]);
  });

  it('never reads a placeholder named after an object property', () => {
    expect(formatParts('{constructor}', {})).toEqual(['', '{constructor}', '']);
  });
});

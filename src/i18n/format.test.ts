import { describe, expect, it } from 'vitest';
import { format, formatCount } from './format';

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{minutes} min read · {missing}', { minutes: 5 })).toBe('5 min read · {missing}');
  });
});

describe('formatCount', () => {
  const forms = { one: '{count} article', other: '{count} articles' };

  it("follows the language's plural rule and number format", () => {
    expect(formatCount(forms, 1, 'en-US')).toBe('1 article');
    expect(formatCount(forms, 0, 'en-US')).toBe('0 articles');
    expect(formatCount(forms, 2000, 'en-US')).toBe('2,000 articles');
    // French: zero is singular; German groups thousands with a dot.
    expect(formatCount(forms, 0, 'fr-FR')).toBe('0 article');
    expect(formatCount({ one: '{count} Artikel', other: '{count} Artikel' }, 2000, 'de-DE')).toBe(
      '2.000 Artikel',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { anyColumnContains, containsPattern, normalizeSearch } from './text-search';

describe('search text to PostgREST filters', () => {
  it('trims, and cuts very long input', () => {
    expect(normalizeSearch('  demo  ')).toBe('demo');
    expect(normalizeSearch(null)).toBe('');
    expect(normalizeSearch('x'.repeat(500))).toHaveLength(100);
  });

  it('makes LIKE wildcards literal in a contains pattern', () => {
    expect(containsPattern('demo')).toBe('%demo%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    // PostgREST reads * as %: it may only ever match one character.
    expect(containsPattern('a*b')).toBe('%a_b%');
    // At most 16 of them, within the API's cost limits; the rest are dropped.
    expect(containsPattern('*'.repeat(20))).toBe(`%${'_'.repeat(16)}%`);
  });

  it('quotes the value of each condition in an or group', () => {
    expect(anyColumnContains(['title', 'slug'], 'ai')).toBe('title.ilike."*ai*",slug.ilike."*ai*"');
    // Commas, parentheses and quotes stay inside the quoted value.
    expect(anyColumnContains(['title'], 'a,b) "c"')).toBe('title.ilike."*a,b) \\"c\\"*"');
    expect(anyColumnContains(['title'], '100%')).toBe('title.ilike."*100\\\\%*"');
  });
});

import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacter } from './unsafe-text';

describe('hasUnsafeCharacter', () => {
  it('finds every control and bidi character class a page must not echo', () => {
    for (const code of [
      0x00, 0x0a, 0x1f, 0x7f, 0x80, 0x85, 0x9f, 0x2028, 0x2029, 0x202a, 0x202e, 0x2066, 0x2069,
    ]) {
      expect(hasUnsafeCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
  });

  it('leaves text in any script, emoji and ordinary punctuation alone', () => {
    for (const text of [
      'Vertrieb & Marketing',
      'セールス',
      '영업 팀',
      'été — “quoted”',
      '👩‍💻',
      'a\u00a0b',
      '\u200d',
    ]) {
      expect(hasUnsafeCharacter(text), text).toBe(false);
    }
  });
});

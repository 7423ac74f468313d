import { describe, expect, it } from 'vitest';
import { splitAround } from './headline';

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

import { describe, expect, it } from 'vitest';
import { formatTags, parseTags } from './tags';

describe('parseTags', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(parseTags(' sales , AI demos,, ,product  ')).toEqual(['sales', 'AI demos', 'product']);
  });

  it('splits on the full-width and ideographic commas Chinese and Japanese keyboards type', () => {
    expect(parseTags('客户洞察，营销、活动')).toEqual(['客户洞察', '营销', '活动']);
  });

  it('gives an empty list for empty or blank text', () => {
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });

  it('drops repeats, keeping the first spelling', () => {
    expect(parseTags('Sales, sales, SALES, marketing')).toEqual(['Sales', 'marketing']);
  });
});

describe('formatTags', () => {
  it('joins tags for the single text field and tolerates null', () => {
    expect(formatTags(['sales', 'AI demos'])).toBe('sales, AI demos');
    expect(formatTags(null)).toBe('');
  });

  it('round-trips', () => {
    expect(parseTags(formatTags(['a', 'b c']))).toEqual(['a', 'b c']);
  });
});

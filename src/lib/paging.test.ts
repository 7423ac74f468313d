import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, pageWindow, parsePage, withPage } from './paging';

describe('page numbers in URLs', () => {
  it('reads 1-based pages and treats anything else as page 1', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage(null)).toBe(1);
    for (const bad of ['0', '-1', '1.5', 'abc', '2e3', ' 3', '9999999']) {
      expect(parsePage(bad)).toBe(1);
    }
  });

  it('keeps page 1 out of the URL and the other parameters in', () => {
    const params = new URLSearchParams('category=Sales&page=3');
    expect(withPage(params, 1).toString()).toBe('category=Sales');
    expect(withPage(params, 4).toString()).toBe('category=Sales&page=4');
    expect(params.toString()).toBe('category=Sales&page=3');
  });

  it('maps a page to its inclusive row range and a total to a page count', () => {
    expect(pageRange(1, 12)).toEqual({ from: 0, to: 11 });
    expect(pageRange(3, 25)).toEqual({ from: 50, to: 74 });
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
  });

  it('shows the first, the last and the neighbours, with gaps marked', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(50, 167)).toEqual([1, null, 49, 50, 51, null, 167]);
    // A gap of exactly one page shows that page instead of an ellipsis.
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});

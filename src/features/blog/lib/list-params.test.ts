import { describe, expect, it } from 'vitest';
import { blogListSearch, readBlogListParams } from './list-params';

describe('the blog list in its URL', () => {
  it('reads category, search and page, with defaults for anything missing or unreadable', () => {
    expect(readBlogListParams(new URLSearchParams(''))).toEqual({
      category: null,
      search: '',
      page: 1,
    });
    expect(readBlogListParams(new URLSearchParams('category=Sales&q=%20crm%20&page=3'))).toEqual({
      category: 'Sales',
      search: 'crm',
      page: 3,
    });
    expect(readBlogListParams(new URLSearchParams('category=&page=x')).category).toBeNull();
  });

  it('ignores a category or search holding a control or bidi character, which the page would echo', () => {
    const params = new URLSearchParams({ category: 'Sales\u202eevil', q: 'crm\u0085' });
    expect(readBlogListParams(params)).toEqual({ category: null, search: '', page: 1 });
  });

  it('writes one address per list: fixed order, no page 1, round-trips', () => {
    expect(blogListSearch({ category: null, search: '', page: 1 })).toBe('');
    const list = { category: 'Customer stories', search: 'a&b', page: 2 };
    const search = blogListSearch(list);
    expect(search).toBe('?category=Customer+stories&q=a%26b&page=2');
    expect(readBlogListParams(new URLSearchParams(search))).toEqual(list);
  });
});

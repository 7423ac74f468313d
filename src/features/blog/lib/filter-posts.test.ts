import { describe, expect, it } from 'vitest';
import { distinctCategories, filterPosts, matchesFilter } from './filter-posts';
import { normalizePostSummary } from './normalize-post';
import { makeRow } from './test-rows';

const agencies = normalizePostSummary(
  makeRow({
    id: 'a',
    title: 'White-label demos',
    excerpt: 'Branding for every client',
    category: 'Agencies',
    tags: ['Reporting'],
  }),
);
const sales = normalizePostSummary(
  makeRow({
    id: 'b',
    title: 'Lead scoring',
    excerpt: 'Qualify while the demo runs',
    category: 'Sales',
    tags: ['pipeline', 'CRM'],
  }),
);
const general = normalizePostSummary(
  makeRow({ id: 'c', title: 'Hello', excerpt: null, category: null, tags: null }),
);
const posts = [agencies, sales, general];

const ids = (search: string, category: string | null = null) =>
  filterPosts(posts, { search, category }).map((post) => post.id);

describe('the blog filter rule (spec §4)', () => {
  it('matches everything with no search text and no category', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
  });

  it('finds the text in the title, the excerpt or any tag', () => {
    expect(ids('scoring')).toEqual(['b']);
    expect(ids('every client')).toEqual(['a']);
    expect(ids('crm')).toEqual(['b']);
  });

  it('ignores case', () => {
    expect(ids('WHITE-LABEL')).toEqual(['a']);
    expect(ids('reporting')).toEqual(['a']);
    expect(ids('Pipeline')).toEqual(['b']);
  });

  it('does not search the author, the category or the body', () => {
    expect(ids('Ada')).toEqual([]);
    expect(ids('Agencies')).toEqual([]);
    expect(ids('because')).toEqual([]);
  });

  it('keeps only the selected category, combined with the text', () => {
    expect(ids('', 'Sales')).toEqual(['b']);
    expect(ids('', 'General')).toEqual(['c']);
    expect(ids('demo', 'Sales')).toEqual(['b']);
    expect(ids('branding', 'Sales')).toEqual([]);
    expect(ids('', 'Unknown')).toEqual([]);
  });

  it('matchesFilter agrees with filterPosts', () => {
    expect(matchesFilter(sales, { search: 'lead', category: 'Sales' })).toBe(true);
    expect(matchesFilter(sales, { search: 'lead', category: 'Agencies' })).toBe(false);
  });
});

describe('distinctCategories', () => {
  it('lists each non-empty category once, in first-seen order', () => {
    expect(distinctCategories([sales, agencies, sales, general])).toEqual([
      'Sales',
      'Agencies',
      'General',
    ]);
    expect(distinctCategories([{ ...sales, category: '' }])).toEqual([]);
  });
});

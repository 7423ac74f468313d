import { describe, expect, it } from 'vitest';
import { toRevisionFields } from './revision-types';

describe('toRevisionFields', () => {
  it('keeps the content columns of their type and drops everything else', () => {
    expect(
      toRevisionFields({
        title: 'T',
        content_markdown: null,
        tags: ['a', 'b'],
        read_time: 4,
        slug: 'kept-out',
        published_at: '2026-01-01T00:00:00Z',
        status: 'published',
      }),
    ).toEqual({ title: 'T', content_markdown: null, tags: ['a', 'b'], read_time: 4 });
  });

  it('leaves out a column of the wrong type, so a restore does not touch it', () => {
    expect(
      toRevisionFields({ title: null, tags: ['a', 1], read_time: 0, category: 'News' }),
    ).toEqual({ category: 'News' });
    expect(toRevisionFields(null)).toEqual({});
    expect(toRevisionFields(['title'])).toEqual({});
  });
});

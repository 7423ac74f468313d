import { describe, expect, it } from 'vitest';
import { makeRow } from '@/lib/posts/test-rows';
import { toFormValues } from './post-payload';
import { sharedFieldChanges } from './shared-fields';

describe('sharedFieldChanges', () => {
  const loaded = makeRow({
    category: 'Guides',
    tags: ['launch', 'ai'],
    featured_image: '/blog/a.jpg',
    featured_image_alt: 'A',
    read_time: 5,
  });
  const before = toFormValues(loaded);

  it('is empty when no shared field changed (words, alt text and slug are not shared)', () => {
    const saved = makeRow({
      ...loaded,
      title: 'New title',
      content_markdown: 'New body',
      featured_image_alt: 'Another description',
      slug: 'new-slug',
    });
    expect(sharedFieldChanges(before, saved)).toEqual({});
  });

  it('names each changed shared field with its stored value', () => {
    const saved = makeRow({
      ...loaded,
      category: 'Product',
      tags: ['launch'],
      featured_image: null,
      read_time: 7,
    });
    expect(sharedFieldChanges(before, saved)).toEqual({
      category: 'Product',
      tags: ['launch'],
      featured_image: null,
      read_time: 7,
    });
  });

  it('treats tags typed differently but stored the same as unchanged', () => {
    const saved = makeRow({ ...loaded, tags: ['launch', 'ai'] });
    expect(sharedFieldChanges({ ...before, tags: 'launch, ai' }, saved)).toEqual({});
  });

  it('is empty without a version to compare with', () => {
    expect(sharedFieldChanges(undefined, loaded)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import type { PostRow } from './types';
import {
  differingColumns,
  fieldRestorePayload,
  restoredPayload,
  sameField,
  toRevisionFields,
} from './revision-types';

describe('toRevisionFields', () => {
  it('keeps the content columns of their type and drops everything else', () => {
    expect(
      toRevisionFields({
        title: 'T',
        content_markdown: null,
        tags: ['a', 'b'],
        read_time: 4,
        slug: 'kept',
        source_version: 2,
        published_at: '2026-01-01T00:00:00Z',
        status: 'published',
      }),
    ).toEqual({
      title: 'T',
      content_markdown: null,
      tags: ['a', 'b'],
      read_time: 4,
      slug: 'kept',
      source_version: 2,
    });
  });

  it('leaves out a column of the wrong type, so a restore does not touch it', () => {
    expect(
      toRevisionFields({ title: null, tags: ['a', 1], read_time: 0, category: 'News' }),
    ).toEqual({ category: 'News' });
    expect(toRevisionFields(null)).toEqual({});
    expect(toRevisionFields(['title'])).toEqual({});
  });
});

const post = {
  title: 'Now',
  slug: 'now',
  excerpt: 'Current excerpt',
  content_markdown: 'Body',
  content_html: '<p>Body</p>',
  author: null,
  category: 'News',
  tags: ['a', 'b'],
  meta_description: null,
  featured_image: null,
  featured_image_alt: null,
  read_time: 5,
  language: 'en',
  translation_of: null,
} as unknown as PostRow;

describe('comparing a revision with the post now', () => {
  it('lists every differing field in the editor order, not only title and body', () => {
    expect(
      differingColumns(
        {
          title: 'Now',
          slug: 'then',
          excerpt: 'Old excerpt',
          tags: ['b', 'a'],
          category: 'News',
          meta_description: '',
          read_time: 7,
          featured_image_alt: 'A cat',
          translation_of: 'f0f0',
        },
        post,
      ),
    ).toEqual(['slug', 'excerpt', 'tags', 'featured_image_alt', 'read_time', 'translation_of']);
  });

  it('reads empty and missing text as the same, and skips columns the revision lacks', () => {
    expect(sameField(null, '')).toBe(true);
    expect(sameField(['a'], ['a'])).toBe(true);
    expect(sameField(['a'], ['a', 'b'])).toBe(false);
    expect(differingColumns({}, post)).toEqual([]);
  });
});

describe('restore payloads', () => {
  const fields = toRevisionFields({
    title: 'Old',
    slug: 'old',
    excerpt: 'Old excerpt',
    content_markdown: 'Old body',
    content_html: '<p>Old body</p>',
    language: 'en',
  });

  it('restores one field alone, the body with its HTML', () => {
    expect(fieldRestorePayload(fields, 'excerpt')).toEqual({ excerpt: 'Old excerpt' });
    expect(fieldRestorePayload(fields, 'content_markdown')).toEqual({
      content_markdown: 'Old body',
      content_html: '<p>Old body</p>',
    });
  });

  it('restores a whole version without its address or language', () => {
    expect(restoredPayload(fields)).toEqual({
      title: 'Old',
      excerpt: 'Old excerpt',
      content_markdown: 'Old body',
      content_html: '<p>Old body</p>',
    });
  });
});

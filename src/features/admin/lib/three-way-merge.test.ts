import { describe, expect, it } from 'vitest';
import { emptyPostForm, type PostFormValues } from '../schemas';
import { hasConflicts, mergePost } from './three-way-merge';

const base: PostFormValues = {
  ...emptyPostForm('en'),
  title: 'Shared post',
  slug: 'shared-post',
  excerpt: 'The loaded excerpt.',
  content_markdown: '# Intro\n\nFirst paragraph.\n\nSecond paragraph.',
  tags: 'a, b',
  read_time: 4,
};

describe('mergePost', () => {
  it('takes a field only they changed, keeps one only you changed, and asks about nothing', () => {
    const mine = { ...base, title: 'My title', read_time: 6 };
    const theirs = { ...base, excerpt: 'Their excerpt.', tags: 'a, b, c' };
    const merge = mergePost(base, mine, theirs);
    expect(hasConflicts(merge)).toBe(false);
    expect(merge.takenFromTheirs).toEqual(['excerpt', 'tags']);
    expect(merge.values).toEqual({
      ...base,
      title: 'My title',
      read_time: 6,
      excerpt: 'Their excerpt.',
      tags: 'a, b, c',
    });
  });

  it('asks only about a field both changed differently, and resolves it as chosen', () => {
    const mine = { ...base, excerpt: 'My excerpt.', title: 'Same new title' };
    const theirs = { ...base, excerpt: 'Their excerpt.', title: 'Same new title', slug: 'moved' };
    const merge = mergePost(base, mine, theirs);
    expect(merge.fieldConflicts).toEqual([
      { field: 'excerpt', base: base.excerpt, mine: 'My excerpt.', theirs: 'Their excerpt.' },
    ]);
    expect(merge.blockConflicts).toEqual([]);
    expect(merge.values.slug).toBe('moved');
    expect(merge.resolve({ excerpt: { take: 'theirs' } }, []).excerpt).toBe('Their excerpt.');
    expect(merge.resolve({ excerpt: { take: 'mine' } }, []).excerpt).toBe('My excerpt.');
    expect(merge.resolve({ excerpt: { take: 'edit', text: 'Ours.' } }, []).excerpt).toBe('Ours.');
    // Whatever is chosen, what only they changed stays theirs.
    expect(merge.resolve({ excerpt: { take: 'mine' } }, []).slug).toBe('moved');
  });

  it('merges the body by block: different paragraphs need no choice', () => {
    const mine = { ...base, content_markdown: base.content_markdown.replace('First', 'My first') };
    const theirs = {
      ...base,
      excerpt: 'Their excerpt.',
      content_markdown: base.content_markdown.replace('Second', 'Their second'),
    };
    const merge = mergePost(base, mine, theirs);
    expect(hasConflicts(merge)).toBe(false);
    expect(merge.values.content_markdown).toBe(
      '# Intro\n\nMy first paragraph.\n\nTheir second paragraph.',
    );
    expect(merge.values.excerpt).toBe('Their excerpt.');
  });

  it('asks about the paragraph both changed, not the body as a whole', () => {
    const mine = {
      ...base,
      content_markdown: base.content_markdown
        .replace('Second', 'My second')
        .replace('# Intro', '# Hello'),
    };
    const theirs = {
      ...base,
      content_markdown: base.content_markdown.replace('Second', 'Their second'),
    };
    const merge = mergePost(base, mine, theirs);
    expect(merge.fieldConflicts).toEqual([]);
    expect(merge.blockConflicts).toEqual([
      {
        base: ['Second paragraph.'],
        mine: ['My second paragraph.'],
        theirs: ['Their second paragraph.'],
      },
    ]);
    expect(merge.resolve({}, [{ take: 'theirs' }]).content_markdown).toBe(
      '# Hello\n\nFirst paragraph.\n\nTheir second paragraph.',
    );
  });

  it('compares emptied number fields and nullable fields by value', () => {
    const mine = { ...base, read_time: Number.NaN };
    const theirs = {
      ...base,
      read_time: 7,
      featured_image: '/img.png',
      featured_image_alt: 'A chart',
    };
    const merge = mergePost(base, mine, theirs);
    expect(merge.fieldConflicts.map((conflict) => conflict.field)).toEqual(['read_time']);
    expect(merge.values.featured_image).toBe('/img.png');
    // Both emptied it: the same change.
    expect(mergePost(base, mine, { ...theirs, read_time: Number.NaN }).fieldConflicts).toEqual([]);
    // An emptied field left alone by you takes their number.
    expect(mergePost(mine, mine, theirs).values.read_time).toBe(7);
  });

  it('without a known base, asks about every field that differs (nothing of theirs is lost)', () => {
    const mine = { ...base, title: 'Mine' };
    const theirs = { ...base, excerpt: 'Theirs', content_markdown: 'Their body.' };
    const merge = mergePost(null, mine, theirs);
    expect(merge.fieldConflicts.map((conflict) => conflict.field)).toEqual([
      'title',
      'excerpt',
      'content_markdown',
    ]);
    expect(merge.takenFromTheirs).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeRow } from '@/lib/posts/test-rows';
import type { PostRow } from '@/lib/posts/types';
import { emptyPostForm, type PostFormOutput } from '../schemas';
import {
  publicationFields,
  toFormValues,
  toPostPayload,
  toTranslationValues,
} from './post-payload';

const values: PostFormOutput = {
  ...emptyPostForm(),
  read_time: 7,
  title: 'Launch notes',
  slug: 'launch-notes',
  content_markdown: '# Big news\nWe shipped **live agents**.\nMore soon.',
  tags: ' launch, , product ',
  excerpt: '  Short  ',
};
const now = new Date('2026-11-21T08:00:00.000Z');

const publish = { kind: 'publish' } as const;

describe('toPostPayload', () => {
  it('builds a new post: manual outrank id, published now, tags as a list, HTML from markdown', () => {
    const payload = toPostPayload(values, { postId: null, now, publication: publish });
    expect(payload).toMatchObject({
      title: 'Launch notes',
      slug: 'launch-notes',
      excerpt: 'Short',
      tags: ['launch', 'product'],
      author: 'Demoly Team',
      category: 'General',
      read_time: 7,
      outrank_id: `manual-${now.getTime()}`,
      language: 'en',
      translation_of: null,
      // The database dates it by its own clock.
      status: 'published',
      published_at: null,
      featured_image: null,
    });
    expect(payload.content_html).toContain('<h1');
    expect(payload.content_html).toContain('Big news</h1>');
    expect(payload.content_html).toContain('<strong>live agents</strong>');
    expect(payload.content_html).toContain('<br>');
  });

  it('uses the post id as outrank id when editing', () => {
    expect(toPostPayload(values, { postId: 'abc', now, publication: publish }).outrank_id).toBe(
      'abc',
    );
  });

  it('never stores script from the markdown', () => {
    const payload = toPostPayload(
      { ...values, content_markdown: 'Hi <img src=x onerror="alert(1)"><script>alert(2)</script>' },
      { postId: null, now, publication: publish },
    );
    expect(payload.content_html).not.toMatch(/onerror|<script/);
  });
});

describe('publicationFields', () => {
  it('maps each editor action to a status and a date', () => {
    expect(publicationFields({ kind: 'draft' })).toEqual({ status: 'draft', published_at: null });
    expect(publicationFields({ kind: 'publish' })).toEqual({
      status: 'published',
      published_at: null,
    });
    expect(
      publicationFields({ kind: 'schedule', at: new Date('2026-12-01T09:30:00+01:00') }),
    ).toEqual({ status: 'scheduled', published_at: '2026-12-01T08:30:00.000Z' });
    // An update keeps the date it was first published with.
    expect(publicationFields({ kind: 'keep', publishedAt: '2024-02-03T04:05:06+00:00' })).toEqual({
      status: 'published',
      published_at: '2024-02-03T04:05:06+00:00',
    });
  });
});

/** A stored row with every optional column empty. */
const sparseRow = {
  id: 'p1',
  title: 'T',
  slug: 't',
  excerpt: null,
  content_html: '<p>x</p>',
  content_markdown: null,
  author: null,
  published_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  category: '',
  tags: ['a', 'b'],
  meta_description: null,
  seo_title: null,
  featured_image: null,
  featured_image_alt: null,
  read_time: 5,
  outrank_id: null,
  language: 'en',
  translation_of: null,
  status: 'draft',
  content_version: 1,
  source_version: null,
} satisfies PostRow;

describe('toFormValues', () => {
  it('fills gaps with the editor defaults', () => {
    const row = sparseRow;
    expect(toFormValues(row)).toEqual({
      title: 'T',
      slug: 't',
      excerpt: '',
      content_markdown: '',
      author: 'Demoly Team',
      category: 'General',
      tags: 'a, b',
      meta_description: '',
      seo_title: '',
      read_time: 5,
      featured_image: null,
      featured_image_alt: '',
      language: 'en',
      translation_of: null,
    });
  });

  it('keeps the language and the original of a translation', () => {
    const row = {
      ...sparseRow,
      language: 'de',
      translation_of: '11111111-1111-4111-8111-111111111111',
    };
    expect(toFormValues(row)).toMatchObject({
      language: 'de',
      translation_of: '11111111-1111-4111-8111-111111111111',
    });
    // A value the site does not know falls back to English rather than breaking the form.
    expect(toFormValues({ ...row, language: 'xx' }).language).toBe('en');
  });
});

describe('toTranslationValues', () => {
  const source = makeRow({
    id: 'original-id',
    slug: 'launch-day',
    title: 'Launch day',
    excerpt: 'We launch.',
    content_markdown: 'Body',
    category: 'Product',
    tags: ['launch', 'ai'],
    featured_image: '/blog/launch.jpg',
    read_time: 7,
  });

  it('prefills the words and details of the source, in the new language, linked to it', () => {
    expect(toTranslationValues(source, 'de')).toEqual({
      ...toFormValues(source),
      title: 'Launch day',
      // A slug is unique within its language: the translation may keep the source's.
      slug: 'launch-day',
      language: 'de',
      translation_of: 'original-id',
    });
  });

  it('links a translation of a translation to the group’s original', () => {
    const translation = makeRow({ id: 'fr-id', slug: 'lancement', translation_of: 'original-id' });
    expect(toTranslationValues(translation, 'it')).toMatchObject({
      slug: 'lancement',
      translation_of: 'original-id',
    });
  });

  it('suggests the source’s slug as it is, however long', () => {
    const long = makeRow({ slug: 'a'.repeat(200) });
    expect(toTranslationValues(long, 'ko').slug).toBe('a'.repeat(200));
  });
});

import { describe, expect, it } from 'vitest';
import { admin } from '@/i18n/locales/en/admin';
import { de } from '@/i18n/locales/de';
import {
  createPostFormSchema,
  emptyPostForm,
  type PostFormMode,
  type PostFormValues,
} from './schemas';

const schema = createPostFormSchema(admin.editor.validation);
const draftSchema = createPostFormSchema(admin.editor.validation, 'draft');

function errorsFor(
  values: Partial<PostFormValues>,
  mode: PostFormMode = 'publish',
): Record<string, string> {
  const result = (mode === 'draft' ? draftSchema : schema).safeParse({
    ...emptyPostForm(),
    ...values,
  });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const valid: Partial<PostFormValues> = {
  title: 'A title',
  slug: 'a-title',
  content_markdown: '# Hi',
};

describe('post form schema', () => {
  it('has the spec defaults', () => {
    expect(emptyPostForm()).toMatchObject({
      author: 'Demoly Team',
      category: 'General',
      read_time: 5,
      tags: '',
      featured_image: null,
    });
  });

  it('gives the spec messages for an empty form', () => {
    expect(errorsFor({})).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      content_markdown: 'Content is required',
    });
  });

  it('treats whitespace as empty and requires author and category', () => {
    expect(errorsFor({ ...valid, title: '   ', author: ' ', category: '' })).toEqual({
      title: 'Title is required',
      author: 'Author is required',
      category: 'Category is required',
    });
  });

  it('enforces the maximum lengths', () => {
    expect(
      errorsFor({
        ...valid,
        title: 't'.repeat(201),
        slug: 's'.repeat(201),
        excerpt: 'e'.repeat(501),
        meta_description: 'm'.repeat(161),
      }),
    ).toEqual({
      title: 'Title must be 200 characters or fewer',
      slug: 'Slug must be 200 characters or fewer',
      excerpt: 'Excerpt must be 500 characters or fewer',
      meta_description: 'Meta description must be 160 characters or fewer',
    });
    expect(errorsFor({ ...valid, title: 't'.repeat(200), excerpt: 'e'.repeat(500) })).toEqual({});
  });

  it('accepts only URL-safe slugs', () => {
    expect(errorsFor({ ...valid, slug: 'Hello World' })).toEqual({
      slug: 'Use only lowercase letters, numbers and hyphens',
    });
    expect(errorsFor({ ...valid, slug: 'hello-world-2' })).toEqual({});
  });

  it('needs a read time of at least one whole minute', () => {
    expect(errorsFor({ ...valid, read_time: 0 })).toEqual({
      read_time: 'Read time must be at least 1 minute',
    });
    expect(errorsFor({ ...valid, read_time: Number.NaN })).toEqual({
      read_time: 'Enter the read time in whole minutes',
    });
    expect(errorsFor({ ...valid, read_time: 1 })).toEqual({});
  });

  it('speaks the active language', () => {
    const german = createPostFormSchema(de.admin.editor.validation).safeParse(emptyPostForm());
    expect(german.success).toBe(false);
    expect(german.error?.issues[0]?.message).toBe(de.admin.editor.validation.titleRequired);
    expect(de.admin.editor.validation.titleRequired).not.toBe('Title is required');
  });
});

describe('post form schema: a draft needs only a title', () => {
  const titleOnly: Partial<PostFormValues> = { title: 'Only a title', slug: 'only-a-title' };

  it('saves a title-only draft; publishing it asks for the content', () => {
    expect(errorsFor(titleOnly, 'draft')).toEqual({});
    expect(errorsFor(titleOnly)).toEqual({ content_markdown: 'Content is required' });
  });

  it('still needs the title and slug, and keeps every limit and format', () => {
    expect(errorsFor({}, 'draft')).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
    });
    expect(
      errorsFor(
        { ...titleOnly, slug: 'Not A Slug', excerpt: 'e'.repeat(501), read_time: 0 },
        'draft',
      ),
    ).toEqual({
      slug: 'Use only lowercase letters, numbers and hyphens',
      excerpt: 'Excerpt must be 500 characters or fewer',
      read_time: 'Read time must be at least 1 minute',
    });
    expect(errorsFor({ ...titleOnly, content_markdown: 'a\u0000b' }, 'draft')).toHaveProperty(
      'content_markdown',
    );
  });

  it('saves emptied author, category and read time as the editor defaults', () => {
    const result = draftSchema.parse({
      ...emptyPostForm(),
      ...titleOnly,
      author: ' ',
      category: '',
      read_time: Number.NaN,
    });
    expect(result).toMatchObject({ author: 'Demoly Team', category: 'General', read_time: 5 });
    expect(errorsFor({ ...valid, author: ' ', category: '' })).toEqual({
      author: 'Author is required',
      category: 'Category is required',
    });
  });

  it('lets a draft add the image description later, not a published post', () => {
    const withImage = { ...valid, featured_image: 'blog-images/a.jpg', featured_image_alt: '' };
    expect(errorsFor(withImage, 'draft')).toEqual({});
    expect(errorsFor(withImage)).toHaveProperty('featured_image_alt');
  });
});

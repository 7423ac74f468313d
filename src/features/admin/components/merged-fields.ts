import { languageTags, type LanguageCode } from '@/config/languages';
import { format } from '@/i18n/format';
import type { Messages } from '@/i18n/messages';
import type { PostField } from '../lib/three-way-merge';

type FieldLabel = keyof Messages['admin']['editor']['fields'];

/**
 * Every form field with its label, in the form's order: the one list a merge names fields by (a
 * new field gets its label here, or typechecking fails). `editable` fields can be rewritten in
 * the conflict panel; the others are a choice between the two values.
 */
export const mergedFields: Record<PostField, { label: FieldLabel; editable: boolean }> = {
  title: { label: 'title', editable: true },
  slug: { label: 'slug', editable: true },
  excerpt: { label: 'excerpt', editable: true },
  content_markdown: { label: 'content', editable: true },
  author: { label: 'author', editable: true },
  category: { label: 'category', editable: false },
  language: { label: 'language', editable: false },
  translation_of: { label: 'translationOf', editable: false },
  tags: { label: 'tags', editable: true },
  meta_description: { label: 'metaDescription', editable: true },
  seo_title: { label: 'seoTitle', editable: true },
  read_time: { label: 'readTime', editable: false },
  featured_image: { label: 'featuredImage', editable: false },
  featured_image_alt: { label: 'featuredImageAlt', editable: true },
};

const fieldOrder = Object.keys(mergedFields) as PostField[];

export const byFormOrder = (a: PostField, b: PostField) =>
  fieldOrder.indexOf(a) - fieldOrder.indexOf(b);

/** "Already taken from their version: Excerpt and Tags." in the admin's language. */
export function takenFromTheirsText(
  fields: readonly PostField[],
  text: Messages['admin'],
  language: LanguageCode,
): string {
  const labels = [...fields]
    .sort(byFormOrder)
    .map((field) => text.editor.fields[mergedFields[field].label]);
  const list = new Intl.ListFormat(languageTags[language], { type: 'conjunction' });
  return format(text.merge.taken, { fields: list.format(labels) });
}

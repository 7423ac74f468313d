import type { Messages } from '@/i18n/messages';
import type { ComparedColumn } from '@/lib/posts/revision-types';

type AdminMessages = Messages['admin'];

/** The editor's own label for each column of a post a save can change. */
function fieldLabels(text: AdminMessages): Record<string, string> {
  const fields = text.editor.fields;
  return {
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    content_markdown: fields.content,
    content_html: fields.content,
    author: fields.author,
    category: fields.category,
    tags: fields.tags,
    meta_description: fields.metaDescription,
    seo_title: fields.seoTitle,
    read_time: fields.readTime,
    featured_image: fields.featuredImage,
    featured_image_alt: fields.featuredImageAlt,
    language: fields.language,
    translation_of: fields.translationOf,
    published_at: text.history.publication,
    status: text.history.publication,
    source_version: text.history.markedCurrent,
    // Which segments are machine text, edited or reviewed (needs_review follows from it).
    segment_states: text.translation.reviewStates,
    needs_review: text.translation.reviewStates,
  };
}

/** A compared field's label in the editor's words (History's compare). */
export function fieldLabel(column: ComparedColumn, text: AdminMessages): string {
  return fieldLabels(text)[column] ?? text.history.otherFields;
}

/** The editor's own label for each column a save changed; the rest are "publication" or "other". */
export function changedFieldLabels(columns: readonly string[], text: AdminMessages): string[] {
  const labels = fieldLabels(text);
  // The status alone moves when a scheduled post's time comes (the date stays): no one changed
  // its publication.
  if (columns.includes('status') && !columns.includes('published_at')) {
    const rest = columns.filter((column) => column !== 'status');
    return rest.length ? changedFieldLabels(rest, text) : [text.history.wentLive];
  }
  // In the form's order (the database lists them alphabetically); outrank_id follows the post
  // id, never the author's change.
  const order = Object.keys(labels);
  const rank = (column: string) => (order.includes(column) ? order.indexOf(column) : order.length);
  const shown = columns
    .filter((column) => column !== 'outrank_id')
    .sort((a, b) => rank(a) - rank(b))
    .map((column) => labels[column] ?? text.history.otherFields);
  return [...new Set(shown)];
}

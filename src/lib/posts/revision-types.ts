import type { Json, Tables } from '@/lib/database.types';
import type { PostPayload, PostRow } from './types';

/**
 * A revision of a post: one save, written by the database (supabase/migrations, the
 * blog_post_revisions trigger) with who saved, when, and the post's fields after the save.
 */

/** What a line of the history shows: never the fields, which hold the whole body. */
export const revisionSummaryColumns =
  'id,post_id,saved_at,saved_by,saved_by_email,changed_fields,autosave';
/** autosave: a run of autosaves of a draft, kept as one entry (the run's latest words). */
export type PostRevisionSummary = Pick<
  Tables<'blog_post_revisions'>,
  'id' | 'post_id' | 'saved_at' | 'saved_by' | 'saved_by_email' | 'changed_fields' | 'autosave'
>;

export const revisionColumns = `${revisionSummaryColumns},fields`;

/**
 * The columns a restore writes back: the post's content. Not its address (slug: links to it
 * would break), its language or translation link (the group's rules), nor when or whether it is
 * published: restoring old wording is not a decision to move or unpublish the post.
 */
export const restoredColumns = [
  'title',
  'excerpt',
  'content_markdown',
  'content_html',
  'author',
  'category',
  'tags',
  'meta_description',
  'seo_title',
  'read_time',
  'featured_image',
  'featured_image_alt',
] as const satisfies readonly (keyof PostPayload)[];

export type RestoredColumn = (typeof restoredColumns)[number];

/**
 * A revision's fields as the post's types. The jsonb holds whatever columns the post had at that
 * save, so each is checked: a column missing from an old revision (added later) or of another
 * type is left out, and a restore leaves it as it is.
 */
export type RevisionFields = Partial<Pick<PostRow, RestoredColumn>>;

export interface PostRevision extends PostRevisionSummary {
  fields: RevisionFields;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

const checks: { [Column in RestoredColumn]: (value: unknown) => value is PostRow[Column] } = {
  title: isText,
  excerpt: isTextOrNull,
  content_markdown: isTextOrNull,
  content_html: isTextOrNull,
  author: isTextOrNull,
  category: isText,
  tags: (value): value is string[] => Array.isArray(value) && value.every(isText),
  meta_description: isTextOrNull,
  seo_title: isTextOrNull,
  read_time: (value): value is number => Number.isInteger(value) && (value as number) >= 1,
  featured_image: isTextOrNull,
  featured_image_alt: isTextOrNull,
};

function pick<Column extends RestoredColumn>(
  fields: RevisionFields,
  column: Column,
  value: unknown,
): void {
  if (checks[column](value)) fields[column] = value;
}

export function toRevisionFields(json: Json): RevisionFields {
  const fields: RevisionFields = {};
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return fields;
  for (const column of restoredColumns) {
    if (Object.hasOwn(json, column)) pick(fields, column, json[column]);
  }
  return fields;
}

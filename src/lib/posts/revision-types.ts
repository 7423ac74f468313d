import type { Json, Tables } from '@/lib/database.types';
import type { PostPayload, PostRow, PostUpdate } from './types';

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
 * The columns a whole-version restore writes back: the post's content. Not its address (slug:
 * links to it would break), its language or translation link (the group's rules), nor when or
 * whether it is published: restoring old wording is not a decision to move or unpublish the post.
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
 * Every field History compares, in the editor's order, and each of which can be restored on its
 * own (a deliberate choice per field, so the address and language links are among them). A new
 * editor column joins here, in `checks` below, and gets its label in the admin's changed-fields.
 */
export const comparedColumns = [
  'title',
  'slug',
  'excerpt',
  'content_markdown',
  'author',
  'category',
  'tags',
  'meta_description',
  'seo_title',
  'featured_image',
  'featured_image_alt',
  'read_time',
  'language',
  'translation_of',
] as const satisfies readonly (keyof PostPayload)[];

export type ComparedColumn = (typeof comparedColumns)[number];

/** Bookkeeping a revision also holds: which version of its words, and of its original's. */
type VersionColumn = 'content_version' | 'source_version';

type RevisionColumn = RestoredColumn | ComparedColumn | VersionColumn;

/**
 * A revision's fields as the post's types. The jsonb holds whatever columns the post had at that
 * save, so each is checked: a column missing from an old revision (added later) or of another
 * type is left out, and a restore leaves it as it is.
 */
export type RevisionFields = Partial<Pick<PostRow, RevisionColumn>>;

export interface PostRevision extends PostRevisionSummary {
  fields: RevisionFields;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isVersion = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= 1;
const isVersionOrNull = (value: unknown): value is number | null =>
  value === null || isVersion(value);

const checks: { [Column in RevisionColumn]: (value: unknown) => value is PostRow[Column] } = {
  title: isText,
  slug: isText,
  excerpt: isTextOrNull,
  content_markdown: isTextOrNull,
  content_html: isTextOrNull,
  author: isTextOrNull,
  category: isText,
  tags: (value): value is string[] => Array.isArray(value) && value.every(isText),
  meta_description: isTextOrNull,
  seo_title: isTextOrNull,
  read_time: isVersion,
  featured_image: isTextOrNull,
  featured_image_alt: isTextOrNull,
  language: isText,
  translation_of: isTextOrNull,
  content_version: isVersion,
  source_version: isVersionOrNull,
};

const revisionColumnsChecked = Object.keys(checks) as RevisionColumn[];

function pick<Column extends RevisionColumn>(
  fields: RevisionFields,
  column: Column,
  value: unknown,
): void {
  if (checks[column](value)) fields[column] = value;
}

export function toRevisionFields(json: Json): RevisionFields {
  const fields: RevisionFields = {};
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return fields;
  for (const column of revisionColumnsChecked) {
    if (Object.hasOwn(json, column)) pick(fields, column, json[column]);
  }
  return fields;
}

/** What a whole-version restore writes: the content columns the revision recorded. */
export function restoredPayload(fields: RevisionFields): PostUpdate {
  const payload: Record<string, unknown> = {};
  for (const column of restoredColumns) {
    if (Object.hasOwn(fields, column)) payload[column] = fields[column];
  }
  return payload as PostUpdate;
}

/** Empty text and no text read the same to a writer (an excerpt cleared is ''; never set, null). */
const comparable = (value: unknown): unknown =>
  value === null || value === undefined ? '' : value;

/** Whether a field holds the same in both versions (tags in their order: the order shows). */
export function sameField(a: unknown, b: unknown): boolean {
  const left = comparable(a);
  const right = comparable(b);
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, index) => item === right[index]);
  }
  return left === right;
}

/**
 * The fields a revision recorded that differ from the post now, in the editor's order. A field
 * the revision does not hold (added to posts after it was saved) is not compared.
 */
export function differingColumns(fields: RevisionFields, post: PostRow): ComparedColumn[] {
  return comparedColumns.filter(
    (column) => Object.hasOwn(fields, column) && !sameField(fields[column], post[column]),
  );
}

/**
 * What restoring one field of a revision writes: that field alone (the body with its HTML, which
 * is made from it), every other column left as it is now.
 */
export function fieldRestorePayload(fields: RevisionFields, column: ComparedColumn): PostUpdate {
  const payload: Record<string, unknown> = { [column]: fields[column] };
  if (column === 'content_markdown' && Object.hasOwn(fields, 'content_html')) {
    payload.content_html = fields.content_html;
  }
  return payload as PostUpdate;
}

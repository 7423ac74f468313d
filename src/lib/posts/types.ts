import type { Tables, TablesInsert, TablesUpdate } from '@/lib/database.types';

/**
 * The blog post entity for the blog and the admin alike, derived from the types
 * generated from the migrations (`npm run db:types`), so a column changed in SQL changes here.
 * Column lists are constants: supabase-js reads a literal select string and types its rows, so
 * no fetcher casts what it gets back.
 */

/**
 * A post as the database holds it. The search column is the database's own; minor_edit and
 * autosave only qualify a write (always stored as false); segment_states (and needs_review, made
 * from it) is machine translation's provenance per segment, read where a translation is reviewed,
 * never by a post page.
 */
export type PostRow = Omit<
  Tables<'blog_posts'>,
  'search_text' | 'minor_edit' | 'autosave' | 'segment_states' | 'needs_review'
>;

/** Every column of a post page and of the editor: the row without the search column. */
export const postColumns =
  'id,title,slug,excerpt,content_html,content_markdown,author,published_at,created_at,updated_at,category,tags,meta_description,seo_title,featured_image,featured_image_alt,read_time,outrank_id,language,translation_of,status,content_version,source_version';

/**
 * Where a post stands (supabase/migrations/*_blog_post_status.sql): a draft only admins read, a
 * post scheduled to become public at its published_at, or a published one.
 */
export const postStates = ['draft', 'scheduled', 'published'] as const;
export type PostState = (typeof postStates)[number];

export function isPostState(value: unknown): value is PostState {
  return postStates.includes(value as PostState);
}

/**
 * What a list card shows, never the body, read from the blog_listings view (a post per
 * translation group in the list's language). A view's columns are nullable to the type
 * generator; normalizePostSummary fills the defaults.
 */
export const postCardColumns =
  'id,title,slug,excerpt,author,published_at,created_at,category,tags,featured_image,read_time,language';
export type PostCardRow = Pick<
  Tables<'blog_listings'>,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'author'
  | 'published_at'
  | 'created_at'
  | 'category'
  | 'tags'
  | 'featured_image'
  | 'read_time'
  | 'language'
>;

/**
 * The admin table's columns, from the blog_admin_posts view: with the post's state
 * now, by the database's clock (a scheduled post whose date has come is published).
 */
export const adminPostColumns =
  'id,title,slug,excerpt,published_at,updated_at,category,featured_image,language,state,translation_of,outdated';
export interface AdminPostSummary extends Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'published_at'
  | 'updated_at'
  | 'category'
  | 'featured_image'
  | 'language'
  | 'translation_of'
> {
  state: PostState;
  /** A translation whose original changed (title, excerpt or body) since it was made. */
  outdated: boolean;
}

/** What the editor writes on create and update: every column it owns, always sent. */
export type PostPayload = Required<
  Pick<
    TablesInsert<'blog_posts'>,
    | 'title'
    | 'slug'
    | 'excerpt'
    | 'content_markdown'
    | 'content_html'
    | 'author'
    | 'category'
    | 'tags'
    | 'meta_description'
    | 'seo_title'
    | 'read_time'
    | 'featured_image'
    | 'featured_image_alt'
    | 'outrank_id'
    | 'published_at'
    | 'language'
    | 'translation_of'
    | 'status'
  >
>;

/**
 * What an update may write besides the editor's columns: minor_edit (the change needs no
 * re-translation), autosave (a draft saved after a pause in typing: one history entry per run of
 * autosaves; drafts only) and source_version (marks a translation up to date; the database
 * accepts only its original's current version).
 */
export type PostUpdate = Partial<PostPayload> &
  Pick<TablesUpdate<'blog_posts'>, 'minor_edit' | 'autosave' | 'source_version'>;

/** What a card on the list needs: a row with the defaults filled in. */
export interface PostSummary {
  id: string;
  title: string;
  /** The URL segment: the slug, or the id when the post has no slug. */
  urlKey: string;
  excerpt: string;
  author: string;
  /** ISO date shown as the publish date: published_at, else created_at ('' when neither). */
  date: string;
  category: string;
  tags: string[];
  readTime: number;
  /** The stored image value (lib/images/image-ref.ts), or null when there is none to show. */
  featuredImage: string | null;
  /** The language the post is written in. */
  language: string;
}

/** A post page: the summary plus its sanitized HTML body and dates for the head tags. */
export interface Post extends PostSummary {
  /** What the featured image shows (the title when the post has no alt text). */
  featuredImageAlt: string;
  /** Sanitized HTML, safe for dangerouslySetInnerHTML. */
  contentHtml: string;
  /** What search engines and link previews read as its description ('' when none was written). */
  metaDescription: string;
  /** The title search engines and link previews show ('' when none was written). */
  seoTitle: string;
  updatedAt: string | null;
  /** The key of its translation group: the original's id. */
  groupId: string;
}

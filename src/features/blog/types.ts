/** A row of public.blog_posts as PostgREST returns it (spec §3); most columns may be null. */
export interface BlogPostRow {
  id: string;
  title: string;
  slug: string | null;
  excerpt: string | null;
  content_html: string | null;
  content_markdown: string | null;
  author: string | null;
  published_at: string | null;
  created_at: string | null;
  updated_at?: string | null;
  category: string | null;
  tags: string[] | null;
  meta_description: string | null;
  featured_image: string | null;
  read_time: number | null;
  outrank_id?: string | null;
  language: string;
  translation_of?: string | null;
}

/** The columns a list card reads (spec §2): never the body. */
export type PostCardRow = Pick<
  BlogPostRow,
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

/** What a card on the list needs: a row with spec §3's defaults filled in. */
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
  /** http(s) or site-relative URL, else null. */
  featuredImage: string | null;
  /** The language the post is written in. */
  language: string;
}

/** A post page: the summary plus its sanitized HTML body and dates for the head tags. */
export interface Post extends PostSummary {
  /** Sanitized HTML, safe for dangerouslySetInnerHTML. */
  contentHtml: string;
  updatedAt: string | null;
  /** The key of its translation group: the original's id (issue 12). */
  groupId: string;
}

/** A blog_posts row as PostgREST returns it (spec §3). */
export interface BlogPostRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content_html: string | null;
  content_markdown: string | null;
  author: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  category: string | null;
  tags: string[] | null;
  meta_description: string | null;
  featured_image: string | null;
  read_time: number | null;
  outrank_id: string | null;
  language: string;
  translation_of: string | null;
}

/** The admin list reads only these columns (spec §3, §7). */
export type AdminPostSummary = Pick<
  BlogPostRow,
  'id' | 'title' | 'slug' | 'excerpt' | 'published_at' | 'category' | 'featured_image' | 'language'
>;

/** What the editor writes on create and update (spec §7). */
export interface PostPayload {
  title: string;
  slug: string;
  excerpt: string;
  content_markdown: string;
  content_html: string;
  author: string;
  category: string;
  tags: string[];
  meta_description: string;
  read_time: number;
  featured_image: string | null;
  outrank_id: string;
  published_at: string;
  language: string;
  translation_of: string | null;
}

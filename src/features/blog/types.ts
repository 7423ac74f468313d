import type { PostCardRow, PostRow } from '@/lib/posts/types';

export type { PostCardRow, PostRow };

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

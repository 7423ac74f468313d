import type { PostSummary } from '../types';

export interface PostFilter {
  /** Free text; empty matches every post. */
  search: string;
  /** The selected category; null means Latest (every category). */
  category: string | null;
}

/**
 * Spec §4: a post matches when the search text is empty or found, case-insensitively, in its
 * title, excerpt or any tag, and its category equals the selected one (or none is selected).
 */
export function matchesFilter(post: PostSummary, { search, category }: PostFilter): boolean {
  if (category !== null && post.category !== category) return false;
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [post.title, post.excerpt, ...post.tags].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

export function filterPosts(posts: readonly PostSummary[], filter: PostFilter): PostSummary[] {
  return posts.filter((post) => matchesFilter(post, filter));
}

/** The distinct non-empty categories, in the order they first appear (newest post first). */
export function distinctCategories(posts: readonly PostSummary[]): string[] {
  return [...new Set(posts.map((post) => post.category).filter((category) => category !== ''))];
}

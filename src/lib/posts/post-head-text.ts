import { format } from '@/i18n/format';
import { site } from '@/config/site';

/**
 * What a post's page says to search engines and link previews, written once for the page's head
 * and the editor's previews of it, so both show the same words.
 */
export interface PostHeadSource {
  title: string;
  excerpt: string;
  /** meta_description; '' when none was written. */
  metaDescription: string;
  /** seo_title; '' when none was written. */
  seoTitle: string;
}

/**
 * `<title>` and og:title: the SEO title as written (the author chose every word search results
 * show, the site's name included or not), else the post title with the blog's suffix in the
 * page's language ("{product} Blog").
 */
export function postHeadTitle(post: PostHeadSource, titleSuffix: string): string {
  const seoTitle = post.seoTitle.trim();
  if (seoTitle) return seoTitle;
  return `${post.title.trim()} | ${format(titleSuffix, { product: site.productName })}`;
}

/**
 * The description tags (name=description, og:description, twitter:description): the meta
 * description, else the excerpt, else the title, so the tag is never empty.
 */
export function postHeadDescription(post: PostHeadSource): string {
  return post.metaDescription.trim() || post.excerpt.trim() || post.title.trim();
}

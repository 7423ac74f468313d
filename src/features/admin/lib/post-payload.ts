import { markdownToHtml } from '@/lib/markdown';
import type { PostRow, PostPayload } from '@/lib/posts/types';
import type { PostFormOutput, PostFormValues } from '../schemas';
import { formatTags, parseTags } from './tags';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { site } from '@/config/site';

/**
 * What a save does to the post's place on the blog, one per editor action:
 * - draft: Save draft, Unpublish, Unschedule: only admins read it; a draft has no date.
 * - publish: Publish, Create Post, Republish as new: public now, dated by the database's clock.
 * - schedule: Schedule: public from `at`.
 * - keep: Update of a published post: it keeps its date, so a fix never moves it up the blog.
 */
export type Publication =
  | { kind: 'draft' }
  | { kind: 'publish' }
  | { kind: 'schedule'; at: Date }
  | { kind: 'keep'; publishedAt: string };

export function publicationFields(
  publication: Publication,
): Pick<PostPayload, 'status' | 'published_at'> {
  switch (publication.kind) {
    case 'draft':
      return { status: 'draft', published_at: null };
    case 'publish':
      // No date: the database sets now() (supabase/migrations/*_blog_post_status.sql).
      return { status: 'published', published_at: null };
    case 'schedule':
      return { status: 'scheduled', published_at: publication.at.toISOString() };
    case 'keep':
      return { status: 'published', published_at: publication.publishedAt };
  }
}

/**
 * The row the editor saves: markdown converted to HTML with the blog's own
 * library, tags as a trimmed list, outrank_id = the post id (or manual-<ms> for a new post),
 * status and published_at from the chosen action (publicationFields).
 */
export function toPostPayload(
  values: PostFormOutput,
  { postId, now, publication }: { postId: string | null; now: Date; publication: Publication },
): PostPayload {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt.trim(),
    content_markdown: values.content_markdown,
    content_html: markdownToHtml(values.content_markdown),
    author: values.author,
    category: values.category,
    tags: parseTags(values.tags),
    meta_description: values.meta_description.trim(),
    // Empty is none: the page then uses the post title.
    seo_title: values.seo_title.trim() || null,
    read_time: values.read_time,
    featured_image: values.featured_image,
    featured_image_alt: values.featured_image ? values.featured_image_alt || null : null,
    outrank_id: postId ?? `manual-${now.getTime()}`,
    language: values.language,
    translation_of: values.translation_of,
    ...publicationFields(publication),
  };
}

/** A stored post as form values; missing columns take the post defaults (normalize-post.ts). */
export function toFormValues(post: PostRow): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content_markdown: post.content_markdown ?? '',
    author: post.author || site.teamName,
    category: post.category || 'General',
    tags: formatTags(post.tags),
    meta_description: post.meta_description ?? '',
    seo_title: post.seo_title ?? '',
    read_time: post.read_time,
    featured_image: post.featured_image,
    featured_image_alt: post.featured_image_alt ?? '',
    language: isLanguageCode(post.language) ? post.language : 'en',
    translation_of: post.translation_of,
  };
}

/**
 * A new translation of `source` into `language`, prefilled with everything a translator starts
 * from: the words to translate (title, excerpt, content, meta description) and what stays the
 * same (author, category, tags, image, read time), linked to the group's original, with a slug
 * suggestion (the source's own) that follows the translated title once it is typed.
 */
export function toTranslationValues(source: PostRow, language: LanguageCode): PostFormValues {
  return {
    ...toFormValues(source),
    // A slug is unique within its language only: the translation starts with its source's slug
    // (a German or French title then suggests its own, useSlugFromTitle).
    slug: source.slug,
    language,
    translation_of: source.translation_of ?? source.id,
  };
}

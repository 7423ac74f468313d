import { markdownToHtml } from '@/lib/markdown';
import type { PostRow, PostPayload } from '@/lib/posts/types';
import type { PostFormOutput, PostFormValues } from '../schemas';
import { formatTags, parseTags } from './tags';
import { isLanguageCode } from '@/config/languages';
import { site } from '@/config/site';

/**
 * The row the editor saves: markdown converted to HTML with the blog's own
 * library, tags as a trimmed list, outrank_id = the post id (or manual-<ms> for a new post) and
 * published_at = now, at every save.
 */
export function toPostPayload(
  values: PostFormOutput,
  { postId, now }: { postId: string | null; now: Date },
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
    read_time: values.read_time,
    featured_image: values.featured_image,
    outrank_id: postId ?? `manual-${now.getTime()}`,
    language: values.language,
    translation_of: values.translation_of,
    published_at: now.toISOString(),
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
    read_time: post.read_time,
    featured_image: post.featured_image,
    language: isLanguageCode(post.language) ? post.language : 'en',
    translation_of: post.translation_of,
  };
}

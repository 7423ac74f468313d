import { markdownToHtml, sanitizeHtml } from '@/lib/markdown';
import type { Post, PostRow } from './types';
import { normalizePostSummary, text } from './normalize-post';

/**
 * A post page's fields with the defaults: the body is content_html, else content_markdown
 * rendered, else empty — always sanitized. Kept apart from normalize-post.ts because it pulls in
 * the Markdown renderer and the sanitizer (about 55 kB gzip), which only the post fetcher loads.
 */
export function normalizePost(row: PostRow): Post {
  const html = text(row.content_html);
  const markdown = text(row.content_markdown);
  const summary = normalizePostSummary(row);
  return {
    ...summary,
    featuredImageAlt: text(row.featured_image_alt) || summary.title,
    contentHtml: html ? sanitizeHtml(html) : markdown ? markdownToHtml(markdown) : '',
    metaDescription: text(row.meta_description),
    seoTitle: text(row.seo_title),
    updatedAt: text(row.updated_at) || null,
    groupId: row.translation_of || row.id,
  };
}

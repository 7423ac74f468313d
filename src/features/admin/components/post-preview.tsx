import { useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { format } from '@/i18n/format';
import { languageOrDefault } from '@/config/languages';
import { useLocale } from '@/i18n/use-locale';
import { categoryLabel } from '@/lib/posts/category-label';
import { useCategoryNames } from '@/lib/posts/get-category-names';
import { parseImageRef } from '@/lib/images/image-ref';
import { imageSources, pageImageCrop } from '@/lib/images/image-sources';
import { cn } from '@/lib/cn';
import { markdownToHtml } from '@/lib/markdown';
import { useBlogMessages } from '../hooks/use-blog-messages';

export interface PreviewValues {
  title: string;
  excerpt: string;
  content_markdown: string;
  author: string;
  category: string;
  read_time: number;
  featured_image: string | null;
  /** The post's language: the category is named as its readers will see it. */
  language: string;
}

/**
 * The post as the blog will show it, from the same markdown conversion the save uses (already
 * sanitized). Deferred, so typing stays instant on long posts. The featured image has the page's
 * crop (pageImageCrop), and the labels are the blog's own in the post's language ("5分で読めます"
 * on a Japanese post, whatever the admin's language), as its readers will see them.
 */
export function PostPreview({
  values,
  follow,
}: {
  values: PreviewValues;
  /** Where the author is in the body (0 to 1): the preview scrolls to the same place. */
  follow?: number;
}) {
  const text = useLocale().messages.admin.editor.preview;
  const categoryNames = useCategoryNames('signed-in').data;
  const headingId = useId();
  const article = useRef<HTMLElement>(null);
  const deferred = useDeferredValue(values);
  const blogText = useBlogMessages(deferred.language);
  const imageRef = parseImageRef(deferred.featured_image);
  const image = imageRef ? imageSources(imageRef, 'card') : null;
  const html = useMemo(
    () => markdownToHtml(deferred.content_markdown),
    [deferred.content_markdown],
  );
  const isEmpty = !deferred.title.trim() && !html;

  useEffect(() => {
    const box = article.current;
    if (follow === undefined || !box) return;
    box.scrollTop = follow * (box.scrollHeight - box.clientHeight);
  }, [follow, html]);

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <div>
        <h2 id={headingId} className="text-subheading">
          {text.heading}
        </h2>
        <p className="text-caption text-muted-foreground">{text.description}</p>
      </div>
      <article
        ref={article}
        lang={isEmpty ? undefined : deferred.language}
        className="border-border bg-background shadow-card max-h-[calc(100vh-9rem)] overflow-y-auto rounded-xl border p-5 sm:p-6"
      >
        {isEmpty ? (
          <p className="text-body text-muted-foreground py-10 text-center">{text.empty}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              {deferred.category.trim() ? (
                <Badge>
                  {categoryLabel(
                    categoryNames,
                    deferred.category,
                    languageOrDefault(deferred.language),
                  )}
                </Badge>
              ) : null}
              {blogText && Number.isFinite(deferred.read_time) && deferred.read_time >= 1 ? (
                <span className="text-micro text-muted-foreground" data-testid="preview-read-time">
                  {format(blogText.post.readTime, { minutes: deferred.read_time })}
                </span>
              ) : null}
            </div>
            <p className="text-heading mt-3 text-balance break-words">{deferred.title}</p>
            {deferred.author.trim() ? (
              <p className="text-caption text-muted-foreground mt-2">{deferred.author}</p>
            ) : null}
            {deferred.excerpt.trim() ? (
              <p className="text-lead text-muted-foreground mt-3">{deferred.excerpt}</p>
            ) : null}
            {image ? (
              <img
                src={image.webp ?? image.src}
                srcSet={image.srcSet}
                sizes={image.sizes}
                alt=""
                className={cn('mt-5 w-full rounded-lg object-cover', pageImageCrop.className)}
              />
            ) : null}
            <div
              className="prose prose-slate mt-5 max-w-none break-words"
              // Safe: markdownToHtml returns sanitized HTML (src/lib/markdown.ts).
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </>
        )}
      </article>
    </section>
  );
}

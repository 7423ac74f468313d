import { useDeferredValue, useId } from 'react';
import { languageOrDefault } from '@/config/languages';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { parseImageRef } from '@/lib/images/image-ref';
import { imageSources, shareImageCrop } from '@/lib/images/image-sources';
import { postHeadDescription, postHeadTitle } from '@/lib/posts/post-head-text';
import { absoluteUrl } from '@/lib/seo';
import { postLimits } from '../schemas';
import { useBlogMessages } from '../hooks/use-blog-messages';

/**
 * Roughly what a search result shows before cutting a title off (about 600 px of 20 px type);
 * the description's limit is the field's own.
 */
export const searchTitleLimit = 60;

export interface SeoPreviewValues {
  title: string;
  slug: string;
  excerpt: string;
  meta_description: string;
  seo_title: string;
  featured_image: string | null;
  language: string;
}

/** "https://demoly.com › de › resources › blog › slug", as a search result writes an address. */
function breadcrumb(url: string): string {
  const { origin, pathname } = new URL(url);
  return [origin, ...pathname.split('/').filter(Boolean)].join(' › ');
}

function Counter({
  count,
  max,
  label,
  note,
}: {
  count: number;
  max: number;
  label: string;
  note: string;
}) {
  const text = useLocale().messages.admin.seo;
  const over = count > max;
  return (
    <p className="text-micro text-muted-foreground">
      <span className={cn('tabular-nums', over && 'text-destructive font-semibold')}>
        {format(label, { count, max })}
      </span>
      {' · '}
      {over ? <span className="text-destructive">{text.overLimit} </span> : null}
      {note}
    </p>
  );
}

/**
 * The post as a search result and as a shared link's card, from the same words the page's head
 * will carry (post-head-text.ts), in the post's language: the blog's title suffix and the address
 * with its language prefix. The title is cut where a result line ends, the description after two
 * lines, as search engines do; the counters say how long each is and where it comes from.
 */
export function SeoPreview({ values }: { values: SeoPreviewValues }) {
  const text = useLocale().messages.admin.seo;
  const headingId = useId();
  const deferred = useDeferredValue(values);
  const language = languageOrDefault(deferred.language);
  const blogText = useBlogMessages(language);
  const source = {
    title: deferred.title,
    excerpt: deferred.excerpt,
    metaDescription: deferred.meta_description,
    seoTitle: deferred.seo_title,
  };
  const title = blogText ? postHeadTitle(source, blogText.post.titleSuffix) : deferred.title;
  const description = postHeadDescription(source);
  const url = absoluteUrl(paths.blogPost(deferred.slug.trim() || 'slug'), language);
  const imageRef = parseImageRef(deferred.featured_image);
  // The page shares the site's own image rather than vouch for one on another host.
  const image = imageRef && imageRef.kind !== 'external' ? imageSources(imageRef, 'share') : null;
  const descriptionNote = source.metaDescription.trim()
    ? text.descriptionFromMeta
    : source.excerpt.trim()
      ? text.descriptionFromExcerpt
      : text.descriptionFromTitle;

  return (
    // A group, not a region: the editor's post preview is the region named "Preview".
    <div
      role="group"
      aria-labelledby={headingId}
      className="border-border bg-muted/40 grid min-w-0 grid-cols-1 gap-5 rounded-xl border p-4 sm:p-5"
      data-testid="seo-preview"
    >
      <div>
        <h3 id={headingId} className="text-body font-semibold">
          {text.heading}
        </h3>
        <p className="text-caption text-muted-foreground">{text.description}</p>
      </div>

      <figure className="grid min-w-0 grid-cols-1 gap-2">
        <figcaption className="text-caption font-semibold">{text.searchResult}</figcaption>
        <div
          lang={language}
          className="bg-background border-border w-full max-w-[600px] rounded-lg border p-4"
          data-testid="seo-snippet"
        >
          <div className="flex min-w-0 items-center gap-3">
            <img src="/favicon.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
            <div className="min-w-0">
              <p className="text-caption text-foreground truncate">{site.productName}</p>
              <p className="text-micro text-muted-foreground truncate">{breadcrumb(url)}</p>
            </div>
          </div>
          <p
            className="text-primary mt-2 truncate text-xl leading-snug"
            data-testid="seo-snippet-title"
          >
            {title}
          </p>
          <p className="text-foreground/80 mt-1 line-clamp-2 text-sm leading-normal break-words">
            {description}
          </p>
        </div>
        <div className="grid gap-1">
          <Counter
            count={title.length}
            max={searchTitleLimit}
            label={text.titleCount}
            note={source.seoTitle.trim() ? text.titleFromSeo : text.titleFromPost}
          />
          <Counter
            count={description.length}
            max={postLimits.metaDescription}
            label={text.descriptionCount}
            note={descriptionNote}
          />
        </div>
      </figure>

      <figure className="grid min-w-0 grid-cols-1 gap-2">
        <figcaption className="text-caption font-semibold">{text.socialCard}</figcaption>
        <div
          lang={language}
          className="bg-background border-border w-full max-w-[500px] overflow-hidden rounded-lg border"
          data-testid="seo-social-card"
        >
          <img
            src={image ? (image.webp ?? image.src) : '/og-image.jpg'}
            srcSet={image?.srcSet}
            sizes={image?.sizes}
            alt=""
            className={cn('bg-muted w-full object-cover', shareImageCrop.className)}
          />
          <div className="border-border grid gap-0.5 border-t px-3 py-2.5">
            <p className="text-micro text-muted-foreground truncate uppercase">
              {new URL(site.origin).host}
            </p>
            <p className="text-body text-foreground line-clamp-2 font-semibold break-words">
              {title}
            </p>
            <p className="text-caption text-muted-foreground line-clamp-2 break-words">
              {description}
            </p>
          </div>
        </div>
        {image ? null : <p className="text-micro text-muted-foreground">{text.siteImage}</p>}
      </figure>
    </div>
  );
}

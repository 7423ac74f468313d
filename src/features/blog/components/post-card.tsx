import { Newspaper } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { languageTags } from '@/config/languages';
import { formatCardDate } from '@/i18n/dates';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { pageImageCrop } from '@/lib/images/image-sources';
import { useCategoryLabel } from '../lib/use-category-label';
import type { PostSummary } from '@/lib/posts/types';
import { PostByline } from './post-byline';
import { PostImage } from './post-image';
import { LocalizedLink } from '@/components/localized-link';

/** One post in the list grid. The whole card is clickable through the title link's overlay. */
export function PostCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  const { language, messages } = useLocale();
  const categoryLabel = useCategoryLabel();
  const date = formatCardDate(language, post.date);
  // An English post standing in for a translation this language does not have.
  const fallback = post.language !== language;
  return (
    <article
      lang={fallback ? post.language : undefined}
      className="group border-border bg-background shadow-card focus-within:outline-ring relative flex w-full flex-col overflow-hidden rounded-xl border transition-shadow focus-within:outline-2 focus-within:outline-offset-2 hover:shadow-lg"
    >
      {post.featuredImage ? (
        <PostImage
          value={post.featuredImage}
          layout="card"
          // The title links right below: the picture adds nothing a listener needs twice.
          alt=""
          priority={eager}
          className={cn('bg-muted w-full object-cover', pageImageCrop.className)}
        />
      ) : (
        // Keeps cards in a row the same shape when only some posts have an image.
        <div
          aria-hidden
          className={cn(
            'from-primary-soft to-accent-soft text-primary/40 hidden w-full items-center justify-center bg-gradient-to-br md:flex',
            pageImageCrop.className,
          )}
        >
          <Newspaper className="size-12" strokeWidth={1.25} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2">
          {/* The label is in the page's language, also on an English post's card. */}
          <Badge data-testid="post-category" lang={fallback ? language : undefined}>
            {categoryLabel(post.category)}
          </Badge>
          {fallback ? (
            <Badge variant="muted" lang={language} data-testid="post-language">
              {messages.blog.inEnglish}
            </Badge>
          ) : null}
        </div>
        <h2 className="text-subheading text-foreground group-hover:text-primary text-balance">
          <LocalizedLink
            to={paths.blogPost(post.urlKey)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </LocalizedLink>
        </h2>
        {post.excerpt ? (
          <p className="text-body text-muted-foreground line-clamp-3">{post.excerpt}</p>
        ) : null}
        <PostByline
          author={post.author}
          date={post.date}
          formatted={date}
          dateLang={fallback ? languageTags[language] : undefined}
          className="text-caption mt-auto pt-2"
        />
      </div>
    </article>
  );
}

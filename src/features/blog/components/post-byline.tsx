import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { isoDate } from '../lib/format-date';

/**
 * Who wrote a post and when: "Author · date", the date machine-readable. The card and the post
 * page differ only in size and how the author stands out.
 */
export function PostByline({
  author,
  date,
  formatted,
  dateLang,
  className,
  authorClassName,
}: {
  author: ReactNode;
  /** The post's date (ISO), or empty for none. */
  date: string;
  /** The date as the reader sees it, or empty to show none. */
  formatted: string;
  /** The date's language when it differs from the text around it (a fallback post's card). */
  dateLang?: string;
  className?: string;
  authorClassName?: string;
}) {
  return (
    <p className={cn('text-muted-foreground flex flex-wrap items-center gap-x-2', className)}>
      <span className={authorClassName} data-testid="post-author">
        {author}
      </span>
      {formatted ? (
        <>
          <span aria-hidden>·</span>
          <time dateTime={isoDate(date)} lang={dateLang} data-testid="post-date">
            {formatted}
          </time>
        </>
      ) : null}
    </p>
  );
}

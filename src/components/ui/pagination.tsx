import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router-dom';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { pageWindow } from '@/lib/paging';
import { usePaintFirstClick } from '@/lib/use-paint-first-click';
import { buttonVariants } from './button';

/**
 * Numbered pages as real links (`<a href>`), so every page can be opened, shared and crawled.
 * The current page is marked with aria-current; Previous and Next are left out at the ends
 * rather than disabled, since a disabled link is not a thing. A click paints its press before
 * the next page renders (usePaintFirstClick).
 */
export function Pagination({
  page,
  pageCount,
  to,
  className,
}: {
  page: number;
  pageCount: number;
  to: (page: number) => To;
  className?: string;
}) {
  const labels = useLocale().messages.common.pagination;
  const paintFirst = usePaintFirstClick();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 ? (
          <li>
            <Link
              to={to(page - 1)}
              onClick={paintFirst(to(page - 1))}
              rel="prev"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ChevronLeft aria-hidden />
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden className="text-muted-foreground px-1">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={to(number)}
                onClick={paintFirst(to(number))}
                aria-label={format(labels.page, { page: number })}
                aria-current={number === page ? 'page' : undefined}
                className={buttonVariants({
                  variant: number === page ? 'default' : 'ghost',
                  size: 'page',
                })}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link
              to={to(page + 1)}
              onClick={paintFirst(to(page + 1))}
              rel="next"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {labels.next}
              <ChevronRight aria-hidden />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

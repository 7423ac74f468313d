/**
 * Page numbers in URLs (`?page=2`) and the rows they stand for. One rule for every paged list
 * (the blog, the admin table): pages count from 1, anything unreadable is page 1, and page 1
 * never appears in a URL, so it has one address.
 */
export const pageParam = 'page';

/** Upper bound on a page number read from a URL: far past any real list, never a huge offset. */
const maxPage = 100_000;

export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : 1;
}

/** Sets `page` on a copy of `params`, dropping it for page 1. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(pageParam, String(page));
  else next.delete(pageParam);
  return next;
}

/** The inclusive row range of a page, as supabase-js `.range(from, to)` takes it. */
export function pageRange(page: number, pageSize: number): { from: number; to: number } {
  const from = (page - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers a pager shows around the current one: the first, the last and up to
 * `around` on each side, with `null` where numbers are left out (…).
 */
export function pageWindow(page: number, count: number, around = 1): (number | null)[] {
  const shown = new Set([1, count]);
  for (let offset = -around; offset <= around; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= count) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) result.push(null);
    result.push(value);
  }
  return result;
}

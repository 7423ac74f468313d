import type { PostgrestError } from '@supabase/supabase-js';
import { pageRange } from '@/lib/paging';

interface Answer<Row> {
  data: Row[] | null;
  error: PostgrestError | null;
  count: number | null;
}

/** The query of one list, filtered but not yet ordered or ranged (called once per request). */
interface PageableQuery<Row> {
  order(
    column: 'published_at' | 'created_at' | 'id',
    options: { ascending: boolean },
  ): PageableQuery<Row> & { range(from: number, to: number): PromiseLike<Answer<Row>> };
  limit(count: number): PromiseLike<Answer<Row>>;
}

/**
 * One page of a post list, newest first (the id breaks ties so pages never overlap), with the
 * database's count of every match. An offset past the end (an old link, or the last post of a
 * page just deleted) is no error: no rows, and the count, so the pager can move back.
 *
 * Only the first page asks for rows and count at once. PostgREST answers a counted request whose
 * offset is past the end with 416, which every browser logs as an error, so later pages ask for
 * their rows uncounted (past the end: 200 and none) and for the count beside them.
 */
export async function readPage<Row>(
  filtered: (counted: boolean) => PageableQuery<Row>,
  page: number,
  pageSize: number,
  {
    oldestFirst = false,
    by = 'published_at',
  }: {
    /** Oldest first instead (the admin table's sort); undated drafts then come last. */
    oldestFirst?: boolean;
    /** The date that orders the list: publication, or creation (lists that include drafts). */
    by?: 'published_at' | 'created_at';
  } = {},
): Promise<{ rows: Row[]; total: number }> {
  const { from, to } = pageRange(page, pageSize);
  const rowsOf = (counted: boolean) =>
    filtered(counted)
      .order(by, { ascending: oldestFirst })
      .order('id', { ascending: oldestFirst })
      .range(from, to);
  const [rows, counted] = await Promise.all(
    from === 0 ? [rowsOf(true)] : [rowsOf(false), filtered(true).limit(0)],
  );
  const answer = counted ?? rows!;
  if (rows?.error) throw rows.error;
  if (answer.error) throw answer.error;
  return { rows: rows?.data ?? [], total: answer.count ?? 0 };
}

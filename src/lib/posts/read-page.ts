import type { PostgrestError } from '@supabase/supabase-js';
import { pageRange } from '@/lib/paging';

/** PostgREST's answer to an offset past the last row (416). */
const rangeNotSatisfiable = 'PGRST103';

interface Answer<Row> {
  data: Row[] | null;
  error: PostgrestError | null;
  count: number | null;
}

/** The query of one list, filtered but not yet ordered or ranged (called once per request). */
interface PageableQuery<Row> {
  order(
    column: 'published_at' | 'id',
    options: { ascending: boolean },
  ): PageableQuery<Row> & { range(from: number, to: number): PromiseLike<Answer<Row>> };
  limit(count: number): PromiseLike<Answer<Row>>;
}

/**
 * One page of a post list, newest first (the id breaks ties so pages never overlap), with the
 * database's count of every match. An offset past the end (an old link, or the last post of a
 * page just deleted) is no error: no rows, and the count, so the pager can move back.
 */
export async function readPage<Row>(
  filtered: () => PageableQuery<Row>,
  page: number,
  pageSize: number,
  /** Oldest first instead (the admin table's sort); undated drafts then come last. */
  { oldestFirst = false }: { oldestFirst?: boolean } = {},
): Promise<{ rows: Row[]; total: number }> {
  const { from, to } = pageRange(page, pageSize);
  const { data, error, count } = await filtered()
    .order('published_at', { ascending: oldestFirst })
    .order('id', { ascending: oldestFirst })
    .range(from, to);
  if (error?.code === rangeNotSatisfiable) {
    const counted = await filtered().limit(0);
    if (counted.error) throw counted.error;
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw error;
  return { rows: data ?? [], total: count ?? 0 };
}

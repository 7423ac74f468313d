/** What an admin list's query has: nothing yet, an error, no rows, or rows. */
export type AdminListState = 'pending' | 'error' | 'empty' | 'rows';

/** The scaffold's state from a TanStack query of `{ rows }`. */
export function adminListState(query: {
  isPending: boolean;
  isError: boolean;
  data?: { rows: readonly unknown[] };
}): AdminListState {
  if (query.isPending) return 'pending';
  if (query.isError || !query.data) return 'error';
  return query.data.rows.length === 0 ? 'empty' : 'rows';
}

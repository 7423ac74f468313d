import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

/** A failed read is retried three times, and a failed load must still end within a few seconds. */
export const queryRetries = 3;

/**
 * 250 ms, 500 ms, 1 s: a failing API shows its outcome (empty list, Post Not Found, a toast) about
 * two seconds after the first attempt instead of TanStack Query's default 1 + 2 + 4 s. Reads turn
 * off supabase-js's own retries (`.retry(false)`), so the two never multiply.
 */
export function queryRetryDelay(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 2000);
}

/**
 * Cached entries are kept 5 minutes and failed requests retried 3 times. A new client per
 * server render keeps requests from sharing state; the browser makes one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        retry: queryRetries,
        retryDelay: queryRetryDelay,
      },
    },
  });
}

/**
 * The browser's one client, holding the data the prerendered page was rendered with.
 *
 * From `npm start`, that data counts as fetched when the page arrived, not when it was rendered:
 * the server's page cache drops a page on every write, so a page rendered an hour ago still holds
 * current rows. Keeping the render time would make every page served from the cache stale on
 * arrival, and the browser would download the API client (and, for a post, the Markdown
 * renderer) only to fetch the same rows again before the visitor did anything.
 *
 * From a static host (`prerendered`), nothing drops a file when a post changes, so the data keeps
 * its build time and is read again once older than the staleTime: a post published after the
 * build appears on the list the next time it is opened.
 */
export function createBrowserQueryClient(
  state: DehydratedState | undefined,
  {
    arrivedAt = Date.now(),
    prerendered = false,
  }: { arrivedAt?: number; prerendered?: boolean } = {},
): QueryClient {
  const client = createQueryClient();
  if (state) hydrate(client, prerendered ? state : asOf(state, arrivedAt));
  return client;
}

function asOf(state: DehydratedState, time: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success'
        ? { ...query, state: { ...query.state, dataUpdatedAt: time } }
        : query,
    ),
  };
}

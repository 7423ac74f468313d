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

/** The browser's one client, holding the data the prerendered page was rendered with. */
export function createBrowserQueryClient(state: DehydratedState | undefined): QueryClient {
  const client = createQueryClient();
  if (state) hydrate(client, state);
  return client;
}

import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

/**
 * Spec §9: cached entries are kept 5 minutes and failed requests retried 3 times. A new client per
 * server render keeps requests from sharing state; the browser makes one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60 * 1000, staleTime: 30 * 1000, retry: 3 },
    },
  });
}

/** The browser's one client, holding the data the prerendered page was rendered with. */
export function createBrowserQueryClient(state: DehydratedState | undefined): QueryClient {
  const client = createQueryClient();
  if (state) hydrate(client, state);
  return client;
}

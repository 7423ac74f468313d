import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the page's TanStack Query client lives. Only the blog and the admin read data through
 * it, so the browser creates the client (and downloads TanStack Query) when one of their routes
 * first asks with `load()`; marketing pages never do. The server creates one per render up front.
 */
export interface QuerySlot {
  client?: QueryClient;
  load: () => Promise<QueryClient>;
}

export const QuerySlotContext = createContext<QuerySlot | null>(null);

/** A slot around a client that already exists (server renders, tests). */
export function filledQuerySlot(client: QueryClient): QuerySlot {
  return { client, load: async () => client };
}

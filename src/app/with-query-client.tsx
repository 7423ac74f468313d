import { QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { QuerySlotContext } from '@/lib/query-slot';

/**
 * TanStack Query's provider for the pages that read data (blog, admin). Their route loaders (or,
 * when hydrating, main.tsx) have created the client before these pages render.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const client = use(QuerySlotContext)?.client;
  if (!client) throw new Error('The query client must be loaded before a data page renders');
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

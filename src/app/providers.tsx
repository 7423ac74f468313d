import type { ReactNode } from 'react';
import { QuerySlotContext, type QuerySlot } from '@/lib/query-slot';

/** Providers that sit outside the router (the locale provider lives inside it, in the layout). */
export function AppProviders({
  querySlot,
  children,
}: {
  querySlot: QuerySlot;
  children: ReactNode;
}) {
  return <QuerySlotContext value={querySlot}>{children}</QuerySlotContext>;
}

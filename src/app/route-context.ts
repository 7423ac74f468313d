import type { QuerySlot } from '@/lib/query-slot';

/**
 * What the router hands its route modules' loaders. Its own module, so the router (which lazily
 * imports the route modules) and the route modules never import each other.
 */
export interface RouteContext {
  /** The blog and admin loaders get the query client from here (created on first use). */
  querySlot: QuerySlot;
}

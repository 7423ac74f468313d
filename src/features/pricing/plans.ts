import type { PlanId } from './pricing';

/**
 * The three plan cards in page order. Tier names are product names and stay the same in every
 * language, so they live here rather than in the catalogues.
 */
export const plans: readonly { id: PlanId; name: string; popular: boolean }[] = [
  { id: 'base', name: 'Base', popular: false },
  { id: 'growth', name: 'Growth', popular: true },
  { id: 'enterprise', name: 'Enterprise', popular: false },
];

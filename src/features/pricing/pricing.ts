/**
 * Plan prices, kept free of React so every number can be unit-tested.
 *
 * Rounding rule — "Monthly price is the rounded per-demo price times demos". Two readings:
 *  (a) round the per-demo price to whole dollars, then multiply: Base and Growth would cost the
 *      same ($7 × demos) from 10 to 1,000 demos, and the cent-level steps of the tables
 *      (6.66 → 6.54 → 6.36) would vanish. That cannot be what the tables are for.
 *  (b) multiply the per-demo price by the demos and round the product to whole dollars: Growth
 *      stays dearer than Base at every volume, the volume discount shows in every step, and the
 *      card shows a clean dollar amount. This is the reading used here.
 * Maths runs in integer cents so 7.43 × 50 = 371.50 rounds to 372 (half up), not to 371 because
 * of binary floating point.
 *
 * Yearly price = 12 × monthly × 0.85 (15% off), also rounded to whole dollars.
 */

export type PlanId = 'base' | 'growth' | 'enterprise';
export type SelectablePlanId = Exclude<PlanId, 'enterprise'>;
export type BillingPeriod = 'monthly' | 'yearly';

/** Per-demo monthly price in USD, by demos per month. */
export const perDemoPrices: Record<SelectablePlanId, Readonly<Record<number, number>>> = {
  base: {
    5: 0,
    10: 6.66,
    25: 6.65,
    50: 6.64,
    100: 6.61,
    200: 6.54,
    500: 6.36,
    1000: 6.06,
    2000: 5.45,
    3000: 4.84,
    4000: 4.23,
  },
  growth: {
    5: 0,
    10: 7.46,
    25: 7.45,
    50: 7.43,
    100: 7.4,
    200: 7.32,
    500: 7.13,
    1000: 6.79,
    2000: 6.1,
    3000: 5.42,
    4000: 4.74,
  },
};

/** Selector options: Base from 5 demos, Growth from 10. */
export const demoOptions: Record<SelectablePlanId, readonly number[]> = {
  base: [5, 10, 25, 50, 100, 200, 500, 1000, 2000, 3000, 4000],
  growth: [10, 25, 50, 100, 200, 500, 1000, 2000, 3000, 4000],
};

/** Selector defaults. */
export const defaultDemos: Record<SelectablePlanId, number> = { base: 5, growth: 10 };

/** From this volume the card asks for a quote instead of showing a price. */
export const quoteThreshold = 100;
/** Bonus demos that come with a yearly plan above the free tier. */
export const yearlyBonusDemos = 100;
export const yearlyDiscount = 0.15;

/** Monthly price in whole US dollars: per-demo price × demos, product rounded half up. */
export function monthlyPrice(plan: SelectablePlanId, demos: number): number {
  const perDemo = perDemoPrices[plan][demos];
  if (perDemo === undefined) throw new RangeError(`No ${plan} price for ${demos} demos`);
  const perDemoCents = Math.round(perDemo * 100);
  return Math.round((perDemoCents * demos) / 100);
}

/** Yearly price in whole US dollars: 12 months at 15% off. */
export function yearlyPrice(plan: SelectablePlanId, demos: number): number {
  // 12 × 0.85 = 10.2, kept as integer tenths so the rounding is exact.
  return Math.round((monthlyPrice(plan, demos) * 12 * (100 - yearlyDiscount * 100)) / 100);
}

export function planPrice(plan: SelectablePlanId, demos: number, period: BillingPeriod): number {
  return period === 'yearly' ? yearlyPrice(plan, demos) : monthlyPrice(plan, demos);
}

/** 100 demos a month or more: 'Get a quote' and 'Book a Demo' replace the price and CTA. */
export function needsQuote(demos: number): boolean {
  return demos >= quoteThreshold;
}

/** Yearly plans above 5 demos add 'N demos/mo + 100 bonus demos year'. */
export function hasYearlyBonus(demos: number, period: BillingPeriod): boolean {
  return period === 'yearly' && demos > 5;
}

/** What the card shows for a selectable plan at a volume and billing period. */
export type PlanQuote =
  | { kind: 'price'; amount: number; period: BillingPeriod; bonusDemos: number }
  | { kind: 'quote'; bonusDemos: number };

export function quotePlan(plan: SelectablePlanId, demos: number, period: BillingPeriod): PlanQuote {
  const bonusDemos = hasYearlyBonus(demos, period) ? yearlyBonusDemos : 0;
  if (needsQuote(demos)) return { kind: 'quote', bonusDemos };
  return { kind: 'price', amount: planPrice(plan, demos, period), period, bonusDemos };
}

import { describe, expect, it } from 'vitest';
import {
  defaultDemos,
  demoOptions,
  hasYearlyBonus,
  monthlyPrice,
  needsQuote,
  perDemoPrices,
  quotePlan,
  yearlyPrice,
} from './pricing';

// Expected values written out by hand from the price list (per-demo price × demos, rounded to whole
// dollars), so a change to the table or to the rounding rule fails here.
const expectedMonthly = {
  base: {
    5: 0,
    10: 67, // 66.60
    25: 166, // 166.25
    50: 332,
    100: 661,
    200: 1308,
    500: 3180,
    1000: 6060,
    2000: 10900,
    3000: 14520,
    4000: 16920,
  },
  growth: {
    10: 75, // 74.60
    25: 186, // 186.25
    50: 372, // 371.50 rounds half up
    100: 740,
    200: 1464,
    500: 3565,
    1000: 6790,
    2000: 12200,
    3000: 16260,
    4000: 18960,
  },
} as const;

describe('per-demo price tables', () => {
  it('match the published plans and prices exactly', () => {
    expect(perDemoPrices.base).toEqual({
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
    });
    expect(perDemoPrices.growth).toEqual({
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
    });
  });

  it('offer Base 5–4000 and Growth the same without 5, defaulting to 5 and 10', () => {
    expect(demoOptions.base).toEqual([5, 10, 25, 50, 100, 200, 500, 1000, 2000, 3000, 4000]);
    expect(demoOptions.growth).toEqual([10, 25, 50, 100, 200, 500, 1000, 2000, 3000, 4000]);
    expect(defaultDemos).toEqual({ base: 5, growth: 10 });
  });
});

describe('monthlyPrice', () => {
  for (const plan of ['base', 'growth'] as const) {
    for (const demos of demoOptions[plan]) {
      const expected = expectedMonthly[plan][demos as keyof (typeof expectedMonthly)[typeof plan]];
      it(`${plan} at ${demos} demos costs $${expected}`, () => {
        expect(monthlyPrice(plan, demos)).toBe(expected);
      });
    }
  }

  it('keeps Growth dearer than Base at every paid volume', () => {
    for (const demos of demoOptions.growth) {
      expect(monthlyPrice('growth', demos)).toBeGreaterThan(monthlyPrice('base', demos));
    }
  });

  it('rejects a volume that is not in the table', () => {
    expect(() => monthlyPrice('base', 7)).toThrow(RangeError);
  });
});

describe('yearlyPrice', () => {
  it('is 12 months at 15% off, rounded to whole dollars', () => {
    expect(yearlyPrice('base', 5)).toBe(0);
    expect(yearlyPrice('base', 10)).toBe(683); // 67 × 10.2 = 683.4
    expect(yearlyPrice('base', 25)).toBe(1693); // 166 × 10.2 = 1693.2
    expect(yearlyPrice('base', 50)).toBe(3386); // 332 × 10.2 = 3386.4
    expect(yearlyPrice('growth', 10)).toBe(765); // 75 × 10.2
    expect(yearlyPrice('growth', 25)).toBe(1897); // 186 × 10.2 = 1897.2
    expect(yearlyPrice('growth', 50)).toBe(3794); // 372 × 10.2 = 3794.4
    expect(yearlyPrice('growth', 4000)).toBe(193392); // 18960 × 10.2
  });

  it('follows the formula for every volume of both plans', () => {
    for (const plan of ['base', 'growth'] as const) {
      for (const demos of demoOptions[plan]) {
        expect(yearlyPrice(plan, demos)).toBe(Math.round(monthlyPrice(plan, demos) * 10.2));
      }
    }
  });
});

describe('quote rule', () => {
  it('asks for a quote from 100 demos a month', () => {
    expect(needsQuote(50)).toBe(false);
    expect(needsQuote(100)).toBe(true);
    expect(needsQuote(4000)).toBe(true);
    expect(quotePlan('growth', 100, 'monthly')).toEqual({ kind: 'quote', bonusDemos: 0 });
    expect(quotePlan('base', 200, 'yearly')).toEqual({ kind: 'quote', bonusDemos: 100 });
  });

  it('shows a price below 100 demos', () => {
    expect(quotePlan('growth', 50, 'monthly')).toEqual({
      kind: 'price',
      amount: 372,
      period: 'monthly',
      bonusDemos: 0,
    });
    expect(quotePlan('base', 25, 'yearly')).toEqual({
      kind: 'price',
      amount: 1693,
      period: 'yearly',
      bonusDemos: 100,
    });
  });
});

describe('yearly bonus rule', () => {
  it('adds 100 bonus demos to yearly plans above 5 demos only', () => {
    expect(hasYearlyBonus(5, 'yearly')).toBe(false);
    expect(hasYearlyBonus(10, 'yearly')).toBe(true);
    expect(hasYearlyBonus(10, 'monthly')).toBe(false);
    expect(quotePlan('base', 5, 'yearly')).toMatchObject({ bonusDemos: 0 });
    expect(quotePlan('growth', 10, 'yearly')).toMatchObject({ bonusDemos: 100 });
  });
});

import { describe, expect, it } from 'vitest';
import { nextInCycle, remainingAfter } from './rotation';

describe('nextInCycle', () => {
  const roles = ['marketing', 'sales', 'product'] as const;

  it('steps marketing → sales → product → marketing', () => {
    expect(nextInCycle(roles, 'marketing')).toBe('sales');
    expect(nextInCycle(roles, 'sales')).toBe('product');
    expect(nextInCycle(roles, 'product')).toBe('marketing');
  });
});

describe('remainingAfter', () => {
  it('subtracts the time that ran', () => {
    expect(remainingAfter(4000, 1000, 2500)).toBe(2500);
  });

  it('never goes below zero or above the start value', () => {
    expect(remainingAfter(4000, 0, 9000)).toBe(0);
    expect(remainingAfter(4000, 5000, 4000)).toBe(4000); // a clock that went backwards
  });
});

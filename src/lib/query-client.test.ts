import { describe, expect, it } from 'vitest';
import { createQueryClient, queryRetries, queryRetryDelay } from './query-client';

describe('query retries', () => {
  it('keeps spec §9 three retries', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(queryRetries);
    expect(queryRetries).toBe(3);
  });

  it('gives up within about two seconds of back-off, so a failed load ends quickly (spec §8)', () => {
    const delays = Array.from({ length: queryRetries }, (_, attempt) => queryRetryDelay(attempt));
    expect(delays).toEqual([250, 500, 1000]);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(2000);
  });
});

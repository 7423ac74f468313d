/**
 * How many new renditions each network may add to the kept cache: a token bucket per network
 * (/24, /64). Past it a rendition is still made and sent, but not kept, so one client asking
 * for a new width or quality every time cannot churn everyone's renditions out of the cache or
 * grow it faster than its limit evicts. A visitor reading a few dozen new posts adds a few
 * renditions per image; the budget is far above that.
 */
export const renditionBudget = { burst: 300, perMinute: 30 } as const;

/** Networks remembered at once; a full bucket is forgotten first (it owes nothing). */
const networksRemembered = 10_000;

export function createRenditionBudget(
  budget: { burst: number; perMinute: number } = renditionBudget,
  now: () => number = Date.now,
) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refill = (bucket: { tokens: number; at: number }, at: number) =>
    Math.min(budget.burst, bucket.tokens + ((at - bucket.at) / 60_000) * budget.perMinute);
  return {
    /** Takes one new rendition from `network`'s budget; false when it has none left. */
    take(network: string): boolean {
      const at = now();
      const bucket = buckets.get(network);
      const tokens = bucket ? refill(bucket, at) : budget.burst;
      if (tokens < 1) return false;
      buckets.delete(network); // to the back: most recently used last
      buckets.set(network, { tokens: tokens - 1, at });
      if (buckets.size > networksRemembered) {
        for (const [other, value] of buckets) {
          if (refill(value, at) >= budget.burst || buckets.size > networksRemembered * 2) {
            buckets.delete(other);
          }
          if (buckets.size <= networksRemembered) break;
        }
      }
      return true;
    },
  };
}

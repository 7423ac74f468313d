/**
 * How failed sign-ins are counted and locked out, per account and address and per address alone
 * (local-auth.ts applies them).
 */
import { LRUCache } from 'lru-cache';

/**
 * Failed sign-ins per e-mail AND remote address. Keyed on both so a flood against one e-mail
 * from one address locks that address out of that account, not the owner signing in from
 * elsewhere. Each lockout doubles the next (1, 2, 4 … at most 15 minutes).
 */
export const failureLimit = { attempts: 10, windowMs: 60_000 };
/**
 * Failed sign-ins per remote address (the TCP peer, never X-Forwarded-For, which anyone can
 * write), whatever the e-mail: stops one client from spraying passwords across many accounts.
 * Higher than the per-e-mail limit so a shared office address is not locked out by one typo.
 */
export const addressFailureLimit = { attempts: 30, windowMs: 60_000 };
export const maxLockoutMs = 15 * 60_000;

interface FailureEntry {
  /** Failures counted since `since`. */
  count: number;
  since: number;
  /** Lockouts so far; each doubles the next. */
  strikes: number;
  lockedUntil: number;
}

/**
 * Counts failed sign-ins per key and locks a key out once it reaches its limit. Attempts are
 * counted when they START (before the slow scrypt check), so 45 concurrent attempts cannot all
 * pass a check that only sees finished ones; a success gives its count back.
 */
export function createFailureLimiter() {
  const entries = new Map<string, FailureEntry>();
  return {
    /** Milliseconds until `key` may try again, 0 when it may now. */
    lockedFor(key: string, now: number): number {
      const entry = entries.get(key);
      return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
    },
    count(key: string, limit: typeof failureLimit, now: number) {
      let entry = entries.get(key);
      if (!entry) {
        // Bounded memory: forget settled entries before a flood of new keys piles up.
        if (entries.size > 10_000) {
          for (const [other, value] of entries) {
            if (value.lockedUntil < now && now - value.since > maxLockoutMs) entries.delete(other);
          }
        }
        entry = { count: 0, since: now, strikes: 0, lockedUntil: 0 };
        entries.set(key, entry);
      } else if (now - entry.since > limit.windowMs) {
        // A quiet quarter of an hour forgives earlier lockouts.
        if (now - Math.max(entry.since, entry.lockedUntil) > maxLockoutMs) entry.strikes = 0;
        entry.count = 0;
        entry.since = now;
      }
      entry.count += 1;
      if (entry.count >= limit.attempts) {
        entry.strikes += 1;
        entry.lockedUntil = now + Math.min(limit.windowMs * 2 ** (entry.strikes - 1), maxLockoutMs);
        entry.count = 0;
        entry.since = now;
      }
    },
    /** An attempt counted by count() turned out not to be a failure. */
    uncount(key: string) {
      const entry = entries.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    forget(key: string) {
      entries.delete(key);
    },
  };
}

/** How long a network an account signed in from counts as its usual one. */
export const knownNetworkMs = 30 * 24 * 60 * 60_000;
/** Networks remembered per account, most recent kept. */
const networksPerAccount = 8;
/** Accounts remembered; the least recently signed-in one is forgotten first. */
const accountsRemembered = 10_000;

/**
 * The networks each account (its e-mail) signed in from lately (in memory: a restart forgets them, and the
 * owner's next sign-in simply waits in the strangers' line once). A sign-in for that account from
 * one of them goes before strangers' guesses (passwords.ts).
 */
export function createKnownNetworks() {
  const accounts = new LRUCache<string, Map<string, number>>({ max: accountsRemembered });
  return {
    has(account: string, network: string, now: number): boolean {
      const at = accounts.peek(account)?.get(network);
      return at !== undefined && now - at < knownNetworkMs;
    },
    remember(account: string, network: string, now: number) {
      const networks = accounts.get(account) ?? new Map<string, number>();
      networks.delete(network); // to the back: most recent last
      networks.set(network, now);
      if (networks.size > networksPerAccount) networks.delete(networks.keys().next().value!);
      accounts.set(account, networks);
    },
  };
}

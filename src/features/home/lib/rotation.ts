/** The item after `current` in a cycle (the first one when `current` is unknown). */
export function nextInCycle<T>(items: readonly T[], current: T): T {
  const index = items.indexOf(current);
  return items[(index + 1) % items.length] as T;
}

/**
 * Time left on a countdown of `remainingMs` that ran from `startedAt` to `now`: what a paused
 * auto-advance resumes with, so hovering never restarts or skips the wait.
 */
export function remainingAfter(remainingMs: number, startedAt: number, now: number): number {
  return Math.max(0, remainingMs - Math.max(0, now - startedAt));
}

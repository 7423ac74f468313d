import { describe, expect, it } from 'vitest';
import type { PostVersion } from './blog-changes';
import { createScheduledPublications, goLiveMargin, maxTimerDelay } from './scheduled-publications';

/** A clock and timers the test moves by hand. */
function manualTimers(start = Date.parse('2026-11-25T12:00:00Z')) {
  let now = start;
  let timer: { at: number; callback: () => void } | undefined;
  const delays: number[] = [];
  return {
    timers: {
      now: () => now,
      setTimeout: (callback: () => void, delay: number) => {
        delays.push(delay);
        timer = { at: now + delay, callback };
        return timer;
      },
      clearTimeout: (handle: unknown) => {
        if (handle === timer) timer = undefined;
      },
    },
    delays,
    armedFor: () => timer?.at,
    /** Moves the clock, firing the timer if it falls due. */
    advance(ms: number) {
      now += ms;
      while (timer && timer.at <= now) {
        const due = timer;
        timer = undefined;
        due.callback();
      }
    },
  };
}

const version = (id: string, publishedAt: string | null, status = 'scheduled'): PostVersion => ({
  id,
  slug: `post-${id}`,
  language: 'en',
  translation_of: null,
  published_at: publishedAt,
  status,
});

describe('scheduled publications', () => {
  it('hands each post over once its date (and the margin) has passed, earliest first', () => {
    const clock = manualTimers();
    const live: string[][] = [];
    const scheduled = createScheduledPublications(
      (versions) => live.push(versions.map((v) => v.id)),
      clock.timers,
    );
    scheduled.track({ type: 'INSERT', record: version('b', '2026-11-25T12:10:00Z') });
    scheduled.track({ type: 'INSERT', record: version('a', '2026-11-25T12:05:00Z') });
    expect(scheduled.pending().count).toBe(2);
    expect(clock.armedFor()).toBe(Date.parse('2026-11-25T12:05:00Z') + goLiveMargin);

    clock.advance(5 * 60_000);
    expect(live).toEqual([]); // the margin is not over yet
    clock.advance(goLiveMargin);
    expect(live).toEqual([['a']]);
    clock.advance(5 * 60_000);
    expect(live).toEqual([['a'], ['b']]);
    expect(scheduled.pending()).toEqual({ count: 0, next: undefined });
  });

  it('follows every change: rescheduled, unscheduled, published at once, deleted', () => {
    const clock = manualTimers();
    const live: string[] = [];
    const scheduled = createScheduledPublications(
      (versions) => live.push(...versions.map((v) => v.id)),
      clock.timers,
    );
    scheduled.track({ type: 'INSERT', record: version('a', '2026-11-25T13:00:00Z') });
    scheduled.track({ type: 'INSERT', record: version('b', '2026-11-25T13:00:00Z') });
    scheduled.track({ type: 'INSERT', record: version('c', '2026-11-25T13:00:00Z') });
    scheduled.track({ type: 'INSERT', record: version('d', '2026-11-25T13:00:00Z') });
    // a moves later, b becomes a draft, c is published now, d is deleted.
    scheduled.track({ type: 'UPDATE', record: version('a', '2026-11-25T14:00:00Z') });
    scheduled.track({ type: 'UPDATE', record: version('b', null, 'draft') });
    scheduled.track({
      type: 'UPDATE',
      record: version('c', '2026-11-25T12:00:00Z', 'published'),
    });
    scheduled.track({ type: 'DELETE', old_record: version('d', '2026-11-25T13:00:00Z') });
    expect(scheduled.pending().count).toBe(1);

    clock.advance(60 * 60_000 + goLiveMargin);
    expect(live).toEqual([]);
    clock.advance(60 * 60_000);
    expect(live).toEqual(['a']);
  });

  it("waits for dates past setTimeout's limit in steps, never with a longer delay", () => {
    const clock = manualTimers();
    const live: string[] = [];
    const scheduled = createScheduledPublications(
      (versions) => live.push(...versions.map((v) => v.id)),
      clock.timers,
    );
    const inSixtyDays = new Date(clock.timers.now() + 60 * 86_400_000).toISOString();
    scheduled.track({ type: 'INSERT', record: version('far', inSixtyDays) });
    expect(clock.delays.at(-1)).toBe(maxTimerDelay);
    clock.advance(maxTimerDelay);
    expect(live).toEqual([]);
    clock.advance(60 * 86_400_000);
    expect(live).toEqual(['far']);
    expect(Math.max(...clock.delays)).toBeLessThanOrEqual(maxTimerDelay);
  });
});

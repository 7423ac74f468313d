/**
 * What a visitor feels after the page has loaded, read from the browser's own Event Timing API:
 * for one interaction, the longest event duration (input until the next paint, what INP reports)
 * among the events it caused, and the long tasks (≥ 50 ms) that ran meanwhile. Chromium reports
 * only events of 16 ms or more, so a faster interaction reads 0.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface InteractionTiming {
  /** The longest event duration of the interaction, ms (0: under 16 ms). */
  duration: number;
  /** Which event it was (pointerup, click, keydown …). */
  event: string;
  longTasks: number;
  longTaskMs: number;
}

interface TimingWindow {
  __eventTimings: { name: string; start: number; duration: number }[];
  __longTasks: { start: number; duration: number }[];
}

/** Installs the observers in every page of `context`, before any of the page's own scripts. */
export async function observeInteractions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const target = window as unknown as TimingWindow;
    target.__eventTimings = [];
    target.__longTasks = [];
    new PerformanceObserver((list) => {
      // interactionId marks an event a visitor's input caused (TypeScript's DOM types lack it).
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId?: number;
      })[]) {
        if (entry.interactionId) {
          target.__eventTimings.push({
            name: entry.name,
            start: entry.startTime,
            duration: entry.duration,
          });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        target.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Slows the page's CPU `rate` times (Chromium's DevTools throttling), as on a slow phone. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Waits for two frames and a moment more: Event Timing reports an event after its paint. */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

/** Runs `act` and reads what the browser measured for the input it caused. */
export async function measureInteraction(
  page: Page,
  act: () => Promise<void>,
): Promise<InteractionTiming> {
  const mark = await page.evaluate(() => performance.now());
  await act();
  await afterNextPaint(page);
  // Event Timing entries are queued after the paint, and a long task's after it ends.
  await page.waitForTimeout(200);
  return page.evaluate((since) => {
    const source = window as unknown as TimingWindow;
    const events = source.__eventTimings.filter((entry) => entry.start >= since);
    const longTasks = source.__longTasks.filter((entry) => entry.start >= since);
    const worst = events.reduce<{ name: string; duration: number } | undefined>(
      (max, entry) => (!max || entry.duration > max.duration ? entry : max),
      undefined,
    );
    return {
      duration: worst?.duration ?? 0,
      event: worst?.name ?? '—',
      longTasks: longTasks.length,
      longTaskMs: Math.round(longTasks.reduce((sum, entry) => sum + entry.duration, 0)),
    };
  }, mark);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after the current task, even while every timer is frozen', async () => {
    vi.useFakeTimers();
    let resolved = false;
    const waiting = nextTask().then(() => (resolved = true));
    // Microtasks of the current task run first.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await waiting;
    expect(resolved).toBe(true);
  });
});

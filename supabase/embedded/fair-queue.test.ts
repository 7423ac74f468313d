// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueAbandoned, QueueWaitExceeded } from './fair-queue';

/** A task that records when it starts and finishes after a macrotask. */
function recorder(log: string[]) {
  return (name: string) => async () => {
    log.push(name);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return name;
  };
}

describe('fair queue', () => {
  it('runs one task at a time, in order within a client', async () => {
    const queue = createFairQueue();
    let active = 0;
    let most = 0;
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        queue.run(async () => {
          active += 1;
          most = Math.max(most, active);
          await new Promise((resolve) => setTimeout(resolve, 2));
          active -= 1;
          return n;
        }, 'a'),
      ),
    );
    expect(results).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
  });

  it('serves clients in rotation, so a flood from one does not go before another', async () => {
    const queue = createFairQueue();
    const log: string[] = [];
    const task = recorder(log);
    const flood = Array.from({ length: 5 }, (_, index) => queue.run(task(`a${index}`), 'a'));
    const single = queue.run(task('b0'), 'b');
    const also = queue.run(task('c0'), 'c');
    await Promise.all([...flood, single, also]);
    // a0 was already running; b and c each wait for at most one more task of a.
    expect(log.slice(0, 4)).toEqual(['a0', 'a1', 'b0', 'c0']);
    expect(log.slice(4)).toEqual(['a2', 'a3', 'a4']);
  });

  it('a failing or throwing task rejects its caller and the queue goes on', async () => {
    const queue = createFairQueue();
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const throwing = queue.run((() => {
      throw new Error('sync boom');
    }) as never);
    const after = queue.run(async () => 'still serving');
    await expect(failing).rejects.toThrow('boom');
    await expect(throwing).rejects.toThrow('sync boom');
    await expect(after).resolves.toBe('still serving');
    expect(queue.waiting).toBe(0);
  });

  it('refuses a task still waiting when its budget runs out, without running it', async () => {
    const queue = createFairQueue();
    let release!: () => void;
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)), 'a');
    let ran = false;
    const started = Date.now();
    const hopeless = queue.run(
      async () => {
        ran = true;
      },
      'b',
      { waitBudgetMs: 50 },
    );
    await expect(hopeless).rejects.toBeInstanceOf(QueueWaitExceeded);
    // Refused when the budget ran out, while the blocker was still running.
    expect(Date.now() - started).toBeLessThan(500);
    expect(queue.waiting).toBe(0);
    release();
    await blocker;
    await expect(queue.run(async () => 'next', 'b')).resolves.toBe('next');
    expect(ran).toBe(false);
  });

  it('drops a waiting task whose client left, and never runs it', async () => {
    const queue = createFairQueue();
    let release!: () => void;
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)), 'a');
    const left = new AbortController();
    let ran = false;
    const abandoned = queue.run(
      async () => {
        ran = true;
      },
      'b',
      { signal: left.signal },
    );
    left.abort();
    await expect(abandoned).rejects.toBeInstanceOf(QueueAbandoned);
    release();
    await blocker;
    await expect(queue.run(async () => 'served', 'c')).resolves.toBe('served');
    expect(ran).toBe(false);
    // A client gone before it even asked is refused at once.
    await expect(
      queue.run(async () => 'x', 'd', { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(QueueAbandoned);
  });
});

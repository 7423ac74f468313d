import { describe, expect, it, onTestFinished, vi } from 'vitest';
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
    // a0 was already running; b and c, which have used nothing, go before the rest of a.
    expect(log).toEqual(['a0', 'b0', 'c0', 'a1', 'a2', 'a3', 'a4']);
  });

  it('gives the next turn to the client that used the least time, not the next in rotation', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    onTestFinished(() => void vi.useRealTimers());
    const queue = createFairQueue();
    const log: string[] = [];
    const slow = (name: string) => async () => {
      log.push(name);
      await new Promise((resolve) => setTimeout(resolve, 40));
    };
    const heavy = Array.from({ length: 3 }, (_, index) => queue.run(slow(`heavy${index}`), 'h'));
    // A visitor sending its next request as soon as the last is answered.
    const visitor = (async () => {
      for (let index = 0; index < 5; index += 1) {
        await queue.run(recorder(log)(`light${index}`), 'v');
      }
    })();
    const all = Promise.all([...heavy, visitor]);
    await vi.runAllTimersAsync();
    await all;
    // In plain rotation each light request would wait for a heavy one (heavy0, light0, heavy1,
    // light1, ...); by time used, the visitor waits only for the heavy task already running.
    expect(log).toEqual([
      'heavy0',
      'light0',
      'light1',
      'light2',
      'light3',
      'light4',
      'heavy1',
      'heavy2',
    ]);
  });

  it('gives no credit for idleness: a client back after a pause takes turns with the others', async () => {
    // On a fake clock every task takes exactly 1 ms, so the turns do not depend on a loaded
    // machine stretching one timer more than another.
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    onTestFinished(() => void vi.useRealTimers());
    const queue = createFairQueue();
    const log: string[] = [];
    const task = recorder(log);
    const settle = async <T>(work: Promise<T>) => {
      await vi.runAllTimersAsync();
      return work;
    };
    await settle(queue.run(task('b0'), 'b'));
    // a uses the queue alone for a while; b, idle all that time, has used far less.
    for (let index = 0; index < 8; index += 1) await settle(queue.run(task(`a${index}`), 'a'));
    log.length = 0;
    const bs = Array.from({ length: 3 }, (_, index) => queue.run(task(`b${index + 1}`), 'b'));
    const as = Array.from({ length: 3 }, (_, index) => queue.run(task(`a${index + 8}`), 'a'));
    await settle(Promise.all([...bs, ...as]));
    // Counted from zero, b's idle time would buy it all three turns before a gets one; rejoining
    // at the clock, b and a alternate once b has caught up.
    expect(log).toEqual(['b1', 'b2', 'a8', 'b3', 'a9', 'a10']);
  });

  it('serves every quick task before a slow one, whoever has used less', async () => {
    const queue = createFairQueue();
    const log: string[] = [];
    const task = recorder(log);
    const first = queue.run(task('q0'), 'q');
    // s has used nothing, but its task is known to be slow: the quick ones of q go first.
    const slow = queue.run(task('s0'), 's', { kind: () => 'slow' });
    const quick = [1, 2].map((index) => queue.run(task(`q${index}`), 'q'));
    await Promise.all([first, slow, ...quick]);
    expect(log).toEqual(['q0', 'q1', 'q2', 's0']);
  });

  it('starts a slow task only once the quick ones have been quiet for a moment', async () => {
    const queue = createFairQueue({ slowAfterQuietMs: 150 });
    const log: string[] = [];
    const task = recorder(log);
    await queue.run(task('q0'), 'q');
    const slow = queue.run(task('s0'), 's', { kind: () => 'slow' });
    // A visitor's next request 50 ms later: the slow task has not started in that gap.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queue.run(task('q1'), 'q');
    await slow;
    expect(log).toEqual(['q0', 'q1', 's0']);
  });

  it('holds a client back after idleness by at most its debt cap', async () => {
    const queue = createFairQueue({ maxDebtMs: 10 });
    const log: string[] = [];
    /** Takes at least 3 ms, so twenty of them outlast h's capped debt however fast the machine. */
    const task = (name: string) => async () => {
      log.push(name);
      await new Promise((resolve) => setTimeout(resolve, 3));
    };
    // h uses 50 ms alone, then goes idle: 50 ms ahead of everyone, capped at 10 on return.
    await queue.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }, 'h');
    await new Promise((resolve) => setTimeout(resolve, 5)); // idle: its time is charged
    const light = Array.from({ length: 20 }, (_, index) => queue.run(task(`v${index}`), 'v'));
    const back = queue.run(task('h1'), 'h');
    await Promise.all([...light, back]);
    // With its whole debt (50 ms) it would wait for all twenty; capped, its debt and its expected
    // task (at most the cap too) are worth at most seven of v's 3 ms tasks.
    expect(log.indexOf('h1')).toBeLessThan(10);
  });

  it('gives a client of weight 4 about four times the turns of one of weight 1', async () => {
    const queue = createFairQueue();
    const log: string[] = [];
    const task = recorder(log);
    const light = Array.from({ length: 12 }, (_, index) => queue.run(task(`a${index}`), 'a'));
    const heavy = Array.from({ length: 12 }, (_, index) =>
      queue.run(task(`b${index}`), 'b', { weight: 4 }),
    );
    await Promise.all([...light, ...heavy]);
    const firstTen = log.slice(0, 10);
    // Equal weights alternate (5 each); weight 4 takes about eight of the first ten.
    expect(firstTen.filter((name) => name.startsWith('b')).length).toBeGreaterThanOrEqual(7);
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

describe('honest turns', () => {
  /** A fake clock: each task holds the resource exactly as long as it says. */
  function fakeClock() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    onTestFinished(() => void vi.useRealTimers());
  }
  /** A task that holds the resource `ms`, logging its name and when it started. */
  const holding =
    (log: string[], name: string, ms: number, starts?: Map<string, number>) => async () => {
      log.push(name);
      starts?.set(name, performance.now());
      await new Promise((resolve) => setTimeout(resolve, ms));
    };
  const settle = async <T>(work: Promise<T>) => {
    await vi.runAllTimersAsync();
    return work;
  };

  it('charges a client the whole time its task held the resource', async () => {
    fakeClock();
    const queue = createFairQueue();
    const log: string[] = [];
    await settle(queue.run(holding(log, 'h0', 1_000), 'h'));
    log.length = 0;
    const light = Array.from({ length: 20 }, (_, index) =>
      queue.run(holding(log, `v${index}`, 10), 'v'),
    );
    const back = queue.run(holding(log, 'h1', 10), 'h');
    await settle(Promise.all([...light, back]));
    // h held it 1 s, v's twenty tasks 200 ms: all of v goes first. Charged a capped 100 ms, h
    // came back after ten of them.
    expect(log.indexOf('h1')).toBe(20);
  });

  it('serves a client joining beside a backlog next, within one task', async () => {
    fakeClock();
    const queue = createFairQueue();
    const log: string[] = [];
    const starts = new Map<string, number>();
    const backlog = ['a', 'b', 'c', 'd'].flatMap((lane) =>
      [0, 1, 2].map((index) => queue.run(holding(log, `${lane}${index}`, 1_000), lane)),
    );
    await vi.advanceTimersByTimeAsync(1_500); // b0 is running
    const visitor = queue.run(holding(log, 'v', 50, starts), 'v');
    await settle(Promise.all([...backlog, visitor]));
    // The visitor ties with c and d, which have not run yet either: the shorter line goes first,
    // not the line that happened to be there first (which made it wait for c0 and d0).
    expect(log.slice(0, 3)).toEqual(['a0', 'b0', 'v']);
    expect(starts.get('v')! - 1_500).toBeLessThanOrEqual(1_000);
  });

  it('serves a visitor next after a round of costly tasks, however many lanes wait', async () => {
    fakeClock();
    const queue = createFairQueue();
    const log: string[] = [];
    const starts = new Map<string, number>();
    const lanes = Array.from({ length: 8 }, (_, lane) => `n${lane}`);
    const backlog = lanes.flatMap((lane) =>
      [0, 1, 2].map((index) => queue.run(holding(log, `${lane}.${index}`, 850), lane)),
    );
    // Every lane has had its first turn (8 × 850 ms) and n1's second is running.
    await vi.advanceTimersByTimeAsync(8 * 850 + 1_000);
    const joined = performance.now();
    const visitor = queue.run(holding(log, 'v', 50, starts), 'v');
    await settle(Promise.all([...backlog, visitor]));
    expect(starts.get('v')! - joined).toBeLessThanOrEqual(850);
  });

  it('keeps a visitor reading every 250 ms within one task of its turn beside 33 costly networks', async () => {
    fakeClock();
    const queue = createFairQueue();
    const log: string[] = [];
    const until = performance.now() + 20_000;
    const flood = Array.from({ length: 33 }, (_, lane) =>
      Promise.all(
        [0, 1, 2, 3].map(async () => {
          while (performance.now() < until) {
            await queue.run(holding(log, 'n', 850), `n${lane}`, { expectedMs: () => 850 });
          }
        }),
      ),
    );
    const waits: number[] = [];
    const visitor = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      while (performance.now() < until) {
        const queued = performance.now();
        await queue.run(
          async () => {
            waits.push(performance.now() - queued);
            await new Promise((resolve) => setTimeout(resolve, 50));
          },
          'visitor',
          { expectedMs: () => 50 },
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    await settle(Promise.all([...flood, visitor]));
    // It uses more than a 34th of the time, yet each of its reads is expected (as rest-run.ts
    // expects a shape to take what it lately took) to end long before anyone else's task
    // would: it waits only for the task running when it arrives.
    expect(waits.length).toBeGreaterThan(15);
    expect(Math.max(...waits)).toBeLessThanOrEqual(850);
  });

  it('serves quick tasks before unknown ones, however long those waited, and one unknown per 500 ms of quick work', async () => {
    fakeClock();
    const queue = createFairQueue({ unknownWaitMs: 500 });
    const log: string[] = [];
    // v has used more than x (which has used nothing): by usage alone x would go first.
    await settle(queue.run(holding(log, 'v0', 100), 'v'));
    log.length = 0;
    const first = queue.run(holding(log, 'r', 2_000), 'r');
    const unknown = [0, 1].map((index) =>
      queue.run(holding(log, `x${index}`, 100), 'x', { kind: () => 'unknown' }),
    );
    const quick = Array.from({ length: 8 }, (_, index) =>
      queue.run(holding(log, `v${index + 1}`, 100), 'v'),
    );
    await settle(Promise.all([first, ...unknown, ...quick]));
    // A new shape each request is unknown, never quick: x waited 2 s, yet v's quick tasks go
    // first; x gets one turn after each 500 ms of quick work passed it, so it is not starved.
    expect(log).toEqual(['r', 'v1', 'v2', 'v3', 'v4', 'v5', 'x0', 'v6', 'v7', 'v8', 'x1']);
  });

  it('serves an editor (a lead) ahead of anonymous backlogs, and a flood from it only its share', async () => {
    fakeClock();
    const queue = createFairQueue();
    const log: string[] = [];
    const backlog = ['a', 'b', 'c'].flatMap((lane) =>
      [0, 1, 2].map((index) => queue.run(holding(log, `${lane}${index}`, 500), lane)),
    );
    await vi.advanceTimersByTimeAsync(1_700); // a0, b0, c0 done; a1 running
    const reader = queue.run(holding(log, 'v', 50), 'v');
    const save = queue.run(holding(log, 'save', 100), 'editor', { leadMs: 1_000, weight: 4 });
    await settle(Promise.all([...backlog, reader, save]));
    expect(log.slice(3, 6)).toEqual(['a1', 'save', 'v']);

    // The editor's flood: the lead is spent in about a second, then readers get their turns.
    log.length = 0;
    const starts = new Map<string, number>();
    const began = performance.now();
    const flood = Array.from({ length: 40 }, (_, index) =>
      queue.run(holding(log, `e${index}`, 100), 'editor', { leadMs: 1_000, weight: 4 }),
    );
    const readers = [0, 1, 2].map((index) => queue.run(holding(log, `r${index}`, 50, starts), 'r'));
    await settle(Promise.all([...flood, ...readers]));
    expect(starts.get('r0')! - began).toBeLessThanOrEqual(1_200);
    expect(log.indexOf('r2')).toBeLessThan(log.indexOf('e39'));
  });

  it('treats image transforms (plain tasks by network) the same: charged in full, newcomers next', async () => {
    // storage-render.ts queues each transform as a plain task in its network's lane.
    fakeClock();
    const queue = createFairQueue();
    const log: string[] = [];
    const starts = new Map<string, number>();
    const flood = ['10.0.1.0/24', '10.0.2.0/24'].flatMap((network) =>
      Array.from({ length: 6 }, (_, index) =>
        queue.run(holding(log, `${network}#${index}`, 1_200), network),
      ),
    );
    await vi.advanceTimersByTimeAsync(3_000); // each network has had a transform; a third runs
    const innocent = queue.run(holding(log, 'mine', 200, starts), '192.0.2.0/24');
    await settle(Promise.all([...flood, innocent]));
    expect(starts.get('mine')! - 3_000).toBeLessThanOrEqual(1_200);
    expect(log.indexOf('mine')).toBe(3);
  });
});

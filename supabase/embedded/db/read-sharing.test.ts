import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueWaitExceeded } from './fair-queue';
import { createReadSharing, readKey } from './read-sharing';

/** A gate that holds the queue's one turn until opened. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('read sharing', () => {
  it('runs identical reads queued at the same time once, and all get its answer', async () => {
    const queue = createFairQueue();
    const sharing = createReadSharing();
    const busy = gate();
    const holder = queue.run(() => busy.opened, 'other');
    let runs = 0;
    const read = (lane: string) =>
      sharing.share('list', (started) =>
        queue.run(async () => {
          started();
          runs += 1;
          return `rows ${runs}`;
        }, lane),
      );
    const answers = [read('a'), read('b'), read('c')];
    expect(sharing.open).toBe(1);
    busy.open();
    await holder;
    expect(await Promise.all(answers)).toEqual(['rows 1', 'rows 1', 'rows 1']);
    expect(runs).toBe(1);
    expect(sharing.open).toBe(0);
  });

  it('gives a read that arrives after the shared one started a run of its own', async () => {
    const sharing = createReadSharing();
    const running = gate();
    let runs = 0;
    const first = sharing.share('list', async (started) => {
      started();
      runs += 1;
      await running.opened;
      return 'old snapshot';
    });
    // The first read has taken its snapshot: a later one must not get its (older) rows.
    await Promise.resolve();
    const second = sharing.share('list', async (started) => {
      started();
      runs += 1;
      return 'new snapshot';
    });
    running.open();
    expect(await first).toBe('old snapshot');
    expect(await second).toBe('new snapshot');
    expect(runs).toBe(2);
  });

  it('keeps different reads apart', async () => {
    const sharing = createReadSharing();
    const answers = await Promise.all(
      ['en', 'de'].map((language) =>
        sharing.share(language, async (started) => {
          started();
          return language;
        }),
      ),
    );
    expect(answers).toEqual(['en', 'de']);
  });

  it('queues joiners again when the run they joined was abandoned by its own client', async () => {
    const queue = createFairQueue();
    const sharing = createReadSharing();
    const busy = gate();
    const holder = queue.run(() => busy.opened, 'other');
    const leaving = new AbortController();
    const leader = sharing.share('list', (started) =>
      queue.run(
        async () => {
          started();
          return 'leader';
        },
        'a',
        { signal: leaving.signal },
      ),
    );
    const joiner = sharing.share('list', (started) =>
      queue.run(async () => {
        started();
        return 'joiner ran its own';
      }, 'b'),
    );
    leaving.abort();
    await expect(leader).rejects.toThrow();
    busy.open();
    await holder;
    expect(await joiner).toBe('joiner ran its own');
  });

  it('passes a refusal in the queue to everyone who joined', async () => {
    const queue = createFairQueue();
    const sharing = createReadSharing();
    const busy = gate();
    const holder = queue.run(() => busy.opened, 'other');
    const read = () =>
      sharing.share('list', (started) =>
        queue.run(
          async () => {
            started();
            return 'rows';
          },
          'a',
          { waitBudgetMs: 20 },
        ),
      );
    const answers = [read(), read()];
    await expect(answers[0]).rejects.toBeInstanceOf(QueueWaitExceeded);
    await expect(answers[1]).rejects.toBeInstanceOf(QueueWaitExceeded);
    expect(sharing.open).toBe(0);
    busy.open();
    await holder;
  });

  it('tells reads apart by role, claims, URL and the headers that shape the answer', () => {
    const base = readKey('anon', { role: 'anon' }, '/rest/v1/t?select=id', { prefer: undefined });
    expect(readKey('anon', { role: 'anon' }, '/rest/v1/t?select=id', { 'user-agent': 'x' })).toBe(
      base,
    );
    for (const other of [
      readKey('authenticated', { role: 'anon' }, '/rest/v1/t?select=id', {}),
      readKey('anon', { role: 'anon', sub: 'u' }, '/rest/v1/t?select=id', {}),
      readKey('anon', { role: 'anon' }, '/rest/v1/t?select=id,a', {}),
      readKey('anon', { role: 'anon' }, '/rest/v1/t?select=id', { prefer: 'count=exact' }),
      readKey('anon', { role: 'anon' }, '/rest/v1/t?select=id', { range: '0-9' }),
      readKey('anon', { role: 'anon' }, '/rest/v1/t?select=id', {
        accept: 'application/vnd.pgrst.object+json',
      }),
    ]) {
      expect(other).not.toBe(base);
    }
  });
});

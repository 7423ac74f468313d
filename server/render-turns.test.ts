import { describe, expect, it } from 'vitest';
import { createRenderTurns, RenderBusyError } from './render-turns';

/** A render that ends when told to, recording when it started. */
function gated(log: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    end,
    render: async () => {
      log.push(name);
      await ended;
      return name;
    },
  };
}

describe('render turns', () => {
  it("a visitor's render waits for one turn, not behind a flood from another client", async () => {
    const turns = createRenderTurns({ concurrency: 1, waitingPerClient: 16 });
    const log: string[] = [];
    const flood = Array.from({ length: 5 }, (_, index) => gated(log, `flood ${index}`));
    const visitor = gated(log, 'visitor');
    const running = flood.map((render) => turns.run('flood', render.render));
    const visit = turns.run('visitor', visitor.render);
    expect(turns.counts()).toEqual({ running: 1, waiting: 5 });
    flood[0]!.end();
    await running[0];
    flood[1]!.end();
    await running[1];
    // One more of the flood's (its line was first in the rotation), then the visitor's, before
    // the flood's third: first come, first served would have put it after all five.
    expect(log).toEqual(['flood 0', 'flood 1', 'visitor']);
    visitor.end();
    expect(await visit).toBe('visitor');
    for (const render of flood) render.end();
    await Promise.all(running);
    expect(turns.counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a client past its waiting renders at once; others still wait their turn', async () => {
    const turns = createRenderTurns({ concurrency: 1, waitingPerClient: 2 });
    const log: string[] = [];
    const first = gated(log, 'first');
    const held = turns.run('flood', first.render);
    const waiting = [turns.run('flood', async () => 'a'), turns.run('flood', async () => 'b')];
    await expect(turns.run('flood', async () => 'c')).rejects.toBeInstanceOf(RenderBusyError);
    const other = turns.run('visitor', async () => 'visitor');
    first.end();
    expect(await Promise.all([held, ...waiting, other])).toEqual(['first', 'a', 'b', 'visitor']);
  });
});

import { describe, expect, it } from 'vitest';
import { createProbeStops } from './probe-stops';
import { createShapeTimes } from './query-shapes';
import { countProbeStop, turnKind } from './rest-run';

describe('probe stops', () => {
  it('spend a lane’s probes after two stops close together, and give them back after a quiet minute', () => {
    let clock = 0;
    const probes = createProbeStops({ now: () => clock });
    probes.stopped('attacker');
    expect(probes.spent('attacker')).toBe(false);
    clock += 30_000;
    probes.stopped('attacker');
    expect(probes.spent('attacker')).toBe(true);
    expect(probes.spent('visitor')).toBe(false);
    clock += 61_000;
    expect(probes.spent('attacker')).toBe(false);
    // One stop long after the last starts a new count.
    probes.stopped('attacker');
    expect(probes.spent('attacker')).toBe(false);
  });

  it('spend every lane’s probes once four were stopped in all, as many networks attack at once', () => {
    let clock = 0;
    const probes = createProbeStops({ now: () => clock });
    for (const lane of ['a', 'b', 'c']) probes.stopped(lane);
    expect(probes.spent('visitor')).toBe(false);
    clock += 1_000;
    probes.stopped('d');
    expect(probes.spent('visitor')).toBe(true);
    clock += 61_000;
    expect(probes.spent('visitor')).toBe(false);
  });
});

describe('probe stops in a request’s turn (rest-run.ts)', () => {
  const newShape = (n: number) => `GET blog_posts select=title&title=ilike.${n}`;

  it('a lane whose probes were stopped twice has its next new shape wait with the slow ones; other lanes do not', () => {
    const shapes = createShapeTimes();
    const probeStops = createProbeStops();
    for (const n of [1, 2]) {
      // Each a shape never seen finishing, stopped at its slice.
      expect(shapes.neverFinished(newShape(n))).toBe(true);
      shapes.record(newShape(n), 250, true);
      countProbeStop(probeStops, { probe: true, editor: false, lane: 'attacker' });
    }
    const next = { work: newShape(3), editor: false };
    expect(turnKind(shapes, probeStops, { ...next, lane: 'attacker' })).toBe('slow');
    expect(turnKind(shapes, probeStops, { ...next, lane: 'visitor' })).toBe('unknown');
    // A shape that has finished quickly is known, whoever asks.
    shapes.record('GET blog_posts select=slug', 5);
    expect(
      turnKind(shapes, probeStops, {
        work: 'GET blog_posts select=slug',
        lane: 'attacker',
        editor: false,
      }),
    ).toBe('quick');
  });

  it('an editor’s stopped probes are not counted, and an editor’s new shapes never wait for quiet', () => {
    const shapes = createShapeTimes();
    const probeStops = createProbeStops();
    for (const n of [1, 2, 3, 4, 5]) {
      shapes.record(newShape(n), 500, true);
      countProbeStop(probeStops, { probe: true, editor: true, lane: 'editor' });
    }
    expect(probeStops.spent('editor')).toBe(false);
    expect(probeStops.spent('visitor')).toBe(false);
    // Spent by others' stops, an editor's new shape is still only unknown.
    for (const lane of ['a', 'b', 'c', 'd']) {
      countProbeStop(probeStops, { probe: true, editor: false, lane });
    }
    expect(turnKind(shapes, probeStops, { work: newShape(6), lane: 'editor', editor: true })).toBe(
      'unknown',
    );
    expect(turnKind(shapes, probeStops, { work: newShape(6), lane: 'e', editor: false })).toBe(
      'slow',
    );
  });

  it('a stopped request whose shape had finished before is not a probe and spends nothing', () => {
    const probeStops = createProbeStops();
    for (let stop = 0; stop < 5; stop += 1) {
      countProbeStop(probeStops, { probe: false, editor: false, lane: 'reader' });
    }
    expect(probeStops.spent('reader')).toBe(false);
  });
});

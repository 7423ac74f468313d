import { describe, expect, it } from 'vitest';
import { createProbeStops } from './probe-stops';

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

import { describe, expect, it } from 'vitest';
import { parseQuery } from './rest-request';
import { createShapeTimes, queryShape, slowShapeMs } from './query-shapes';
import { contendedSliceMs, turnClass, turnSliceMs, unknownSliceMs } from './rest-run';

const columns = ['id', 'title', 'slug', 'content_markdown', 'language'];
const shapeOf = (query: string, counted = false) =>
  queryShape('GET', parseQuery('blog_posts', columns, new URLSearchParams(query), 'GET'), counted);

describe('query shapes', () => {
  it('ignore the values and keep what decides the work', () => {
    expect(shapeOf('select=id&title=ilike.*demo*')).toBe(shapeOf('select=id&title=ilike.*sales*'));
    expect(shapeOf('select=id&title=ilike.*demo*')).not.toBe(
      shapeOf('select=id&content_markdown=ilike.*demo*'),
    );
    expect(shapeOf('select=id&order=title.desc')).not.toBe(shapeOf('select=id&order=title.asc'));
    expect(shapeOf('select=id&or=(title.eq.a,slug.eq.b)')).not.toBe(
      shapeOf('select=id&and=(title.eq.a,slug.eq.b)'),
    );
    expect(shapeOf('select=id', true)).not.toBe(shapeOf('select=id'));
    expect(shapeOf('select=id&offset=20000')).not.toBe(shapeOf('select=id&offset=20'));
  });

  it('are slow at once when stopped, after two slow runs when finished, quick again as time falls', () => {
    const times = createShapeTimes();
    const shape = shapeOf('select=id&content_markdown=ilike.*x*');
    expect(times.slow(shape)).toBe(false); // unknown, not yet slow
    times.record(shape, 3 * slowShapeMs, true);
    expect(times.slow(shape)).toBe(true);
    times.record(shape, 10);
    times.record(shape, 10);
    expect(times.slow(shape)).toBe(false);

    // One slow finished run (a cold start) is not enough; two in a row are.
    const list = shapeOf('select=id&title=eq.x', true);
    times.record(list, 2 * slowShapeMs);
    expect(times.slow(list)).toBe(false);
    times.record(list, 2 * slowShapeMs);
    expect(times.slow(list)).toBe(true);
  });

  it('remember a bounded number of shapes', () => {
    const times = createShapeTimes(2);
    times.record('a', 5_000, true);
    times.record('b', 5_000, true);
    times.record('c', 5_000, true);
    expect([times.slow('a'), times.slow('b'), times.slow('c')]).toEqual([false, true, true]);
  });

  it('are unknown until they ran quick, so a client inventing a shape per request never gets a quick turn', () => {
    const times = createShapeTimes();
    // A new select= and new ilike columns each time, as the attack sends them.
    const picks = ['id', 'title', 'slug', 'content_markdown', 'language'];
    for (let index = 0; index < 40; index += 1) {
      const subset = (index % 31) + 1; // each of the 31 column sets, then with more terms
      const select = picks.filter((_, bit) => (subset >> bit) & 1).join(',');
      const terms = picks
        .slice(0, 1 + Math.floor(index / 31))
        .map((column) => `${column}=ilike.*x${index}*`)
        .join('&');
      const shape = shapeOf(`select=${select}&${terms}`);
      expect(times.kind(shape)).toBe('unknown');
      expect(turnSliceMs(times, shape, 'anon')).toBeLessThanOrEqual(250);
      times.record(shape, turnSliceMs(times, shape, 'anon'), true); // stopped at its slice
    }
    expect(unknownSliceMs.anon).toBeLessThanOrEqual(250);
  });

  it('become quick after a quick run; after a stop, only after two, and probe longer slices first', () => {
    const times = createShapeTimes();
    const search = shapeOf('select=id&title=ilike.*x*', true);
    times.record(search, 30);
    expect(times.kind(search)).toBe('quick');
    expect(turnSliceMs(times, search, 'anon')).toBe(contendedSliceMs.anon);

    const costly = shapeOf('select=id&content_markdown=ilike.*x*');
    expect(turnSliceMs(times, costly, 'anon')).toBe(unknownSliceMs.anon);
    times.record(costly, unknownSliceMs.anon!, true);
    // Stopped at 250 ms: an honest 400 ms request gets 500 ms next time, then the full slice.
    expect(turnSliceMs(times, costly, 'anon')).toBe(2 * unknownSliceMs.anon!);
    times.record(costly, 2 * unknownSliceMs.anon!, true);
    expect(turnSliceMs(times, costly, 'anon')).toBe(contendedSliceMs.anon);
    times.record(costly, contendedSliceMs.anon!, true);
    expect(times.kind(costly)).toBe('slow');
    // One cheap run (values that happen to match early) does not make it quick again.
    times.record(costly, 20);
    expect(times.kind(costly)).toBe('unknown');
    times.record(costly, 20);
    expect(times.kind(costly)).toBe('quick');
  });

  it('never seen finishing, probe longer only while no quick read waits, and are slow after three stops', () => {
    const times = createShapeTimes();
    const costly = shapeOf('select=id&content_markdown=ilike.*x*');
    times.record(costly, unknownSliceMs.anon!, true);
    expect(turnSliceMs(times, costly, 'anon')).toBe(2 * unknownSliceMs.anon!);
    // A visitor's quick read waits: the probe gets the short slice, and is stopped there.
    expect(turnSliceMs(times, costly, 'anon', true)).toBe(unknownSliceMs.anon);
    times.record(costly, unknownSliceMs.anon!, true);
    expect(times.kind(costly)).toBe('unknown');
    times.record(costly, unknownSliceMs.anon!, true);
    expect(times.kind(costly)).toBe('slow');
    // Finished in a quiet moment: no longer slow, and quick after two quick runs.
    times.record(costly, 600);
    expect(times.kind(costly)).toBe('unknown');
  });

  it('once seen finishing, keep probing longer beside a quick read and never turn slow by stops alone', () => {
    const times = createShapeTimes();
    // The app's own list, stopped on a busy machine: it must come back, not starve.
    const list = shapeOf('select=id,title&language=eq.en', true);
    times.record(list, 120);
    for (let stop = 0; stop < 5; stop += 1) times.record(list, unknownSliceMs.anon!, true);
    expect(times.kind(list)).toBe('unknown');
    expect(turnSliceMs(times, list, 'anon', true)).toBe(2 * unknownSliceMs.anon!);
  });
});

describe('turn classes', () => {
  const editors = { isEditor: (id: string) => id === 'admin-id' };
  it('give an editor the lead and weight, and a signed-in non-admin or anon none', () => {
    const admin = turnClass(editors, { role: 'authenticated', claims: { sub: 'admin-id' } });
    expect(admin.leadMs).toBeGreaterThan(0);
    expect(admin.weight).toBeGreaterThan(1);
    expect(turnClass(editors, { role: 'authenticated', claims: { sub: 'viewer-id' } })).toEqual({
      userId: 'viewer-id',
      weight: 1,
      leadMs: 0,
    });
    expect(turnClass(editors, { role: 'anon', claims: { role: 'anon' } })).toEqual({
      weight: 1,
      leadMs: 0,
    });
  });
});

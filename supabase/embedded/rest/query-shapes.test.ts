// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQuery } from './rest-request';
import { createShapeTimes, queryShape, slowShapeMs } from './query-shapes';

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
    expect(times.slow(shape)).toBe(false); // unknown: quick
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
});

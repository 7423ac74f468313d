/**
 * How long requests of each shape have lately held the database, so the fair queue can serve
 * quick requests before slow ones (fair-queue.ts) and stop a slow one sooner when others wait
 * (rest.ts). The planner's estimate cannot tell them apart: it does not count reading long
 * TOASTed text, so `ilike` over every post's body costs it no more than the blog list's count,
 * yet runs ten times longer. What a shape took last time does.
 *
 * A shape is what decides a statement's work, without its values: the method, the table, the
 * columns it reads, each filter's column and operator within its logic, the ordering, whether
 * it counts, and how far it pages (by order of magnitude). An unknown shape counts as quick.
 */
import { LRUCache } from 'lru-cache';
import { isGroup, type Filter } from './rest-filters';
import type { Plan } from './rest-request';

/**
 * A shape that held the database longer than this lately is slow: several times the app's
 * costliest request (a counted search, about 400 ms at 29,527 posts), so the app's own requests
 * stay quick at that size.
 */
export const slowShapeMs = 1_000;

function filterShape(filter: Filter): string {
  if (!isGroup(filter)) {
    return `${filter.negated ? 'not.' : ''}${filter.column}.${filter.operator}`;
  }
  return `${filter.negated ? 'not.' : ''}${filter.logic}(${filter.children.map(filterShape).join(',')})`;
}

export function queryShape(method: string, plan: Plan, counted: boolean): string {
  return [
    method,
    plan.table,
    plan.select?.join(',') ?? '*',
    plan.filters.map(filterShape).join('&'),
    plan.order.map((term) => `${term.column}.${term.descending ? 'desc' : 'asc'}`).join(','),
    counted ? 'count' : '',
    `offset~${Math.floor(Math.log10(plan.range.lower + 1))}`,
  ].join('|');
}

export interface ShapeTimes {
  /**
   * Records how long a request of `shape` held the database, in ms; `stopped` when it was stopped
   * (at its deadline or slice) before it finished.
   */
  record(shape: string, milliseconds: number, stopped?: boolean): void;
  /** Whether requests of `shape` have lately held the database longer than slowShapeMs. */
  slow(shape: string): boolean;
}

interface Timing {
  /** The recent time, averaged with the time before. */
  ms: number;
  /** Evidence it is slow: 2 for a stop, 1 for each finished run over the bound, 0 after a quick one. */
  evidence: number;
}

/**
 * The last times of at most `shapes` shapes (least recently seen forgotten first). A stop brands
 * a shape slow at once; finished runs need two in a row over the bound, so one run slowed by a
 * cold start (a new worker's first statements) does not make the app's own list slow.
 */
export function createShapeTimes(shapes = 10_000): ShapeTimes {
  const times = new LRUCache<string, Timing>({ max: shapes });
  return {
    record(shape, milliseconds, stopped = false) {
      const before = times.get(shape);
      const over = milliseconds > slowShapeMs;
      times.set(shape, {
        // Averaged with the time before, so one slow run under load does not brand a shape slow.
        ms: before === undefined ? milliseconds : (before.ms + milliseconds) / 2,
        evidence: over ? (before?.evidence ?? 0) + (stopped ? 2 : 1) : 0,
      });
    },
    slow(shape) {
      const timing = times.get(shape);
      return timing !== undefined && timing.evidence >= 2 && timing.ms > slowShapeMs;
    },
  };
}

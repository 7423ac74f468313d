/**
 * How long requests of each shape have lately held the database, so the fair queue can serve
 * quick requests before slow ones (fair-queue.ts) and stop a slow one sooner when others wait
 * (rest.ts). The planner's estimate cannot tell them apart: it does not count reading long
 * TOASTed text, so `ilike` over every post's body costs it no more than the blog list's count,
 * yet runs ten times longer. What a shape took last time does.
 *
 * A shape is what decides a statement's work, without its values: the method, the table, the
 * columns it reads, each filter's column and operator within its logic, the ordering, whether
 * it counts, and how far it pages (by order of magnitude). A shape never seen is unknown, not
 * quick, until it has finished quickly: otherwise a client changing its shape every request (a
 * new `select=` and new filter columns each time) would dodge every rule for slow shapes. The
 * planner's cost cannot promote it either: what it misprices (long text) is what such requests use.
 */
import { LRUCache } from 'lru-cache';
import type { TaskKind } from '../db/fair-queue';
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

/**
 * Finished quick runs a shape needs after a stop before it is quick again: one quick run with
 * values that happen to be cheap must not buy the next, costly run a full slice.
 */
export const quickRunsAfterStop = 2;

/**
 * Stops after which a shape never seen finishing is slow, whatever each stop cut short: while
 * visitors' quick reads wait, such a probe only gets the short slice (rest-run.ts turnSliceMs),
 * so a shape that needs longer would otherwise stay unknown and be probed, and a worker
 * restarted, again and again. A shape that has finished (the app's own list, stopped once on a
 * busy machine) is judged by its times alone: it must be able to come back.
 */
export const slowAfterStops = 3;

export interface ShapeTimes {
  /**
   * Records how long a request of `shape` held the database, in ms; `stopped` when it was stopped
   * (at its deadline or slice) before it finished: it would have run longer.
   */
  record(shape: string, milliseconds: number, stopped?: boolean): void;
  /** What is known of `shape`: quick, slow (lately held the database over slowShapeMs), unknown. */
  kind(shape: string): TaskKind;
  /** Whether requests of `shape` have lately held the database longer than slowShapeMs. */
  slow(shape: string): boolean;
  /** How long a quick shape's requests lately held the database; undefined for others. */
  quickMs(shape: string): number | undefined;
  /** Whether no request of `shape` has finished (while remembered): a probe, not a known one. */
  neverFinished(shape: string): boolean;
  /**
   * The slice of an unknown shape while others wait: `short` at first, then twice the longest it
   * ran before a stop, up to `full`; one stopped at a full slice or more is slow.
   */
  unknownSliceMs(shape: string, short: number, full: number): number;
}

interface Timing {
  /** The recent time, averaged with the time before. */
  ms: number;
  /** Evidence it is slow: 2 for a stop, 1 for each finished run over the bound, 0 after a quick one. */
  evidence: number;
  /** Finished quick runs since it was first seen or last stopped. */
  quickRuns: number;
  /** The longest it ran before a stop short of slowShapeMs (0: none). */
  probedMs: number;
  /** Whether a request of it ever finished (while remembered). */
  finished: boolean;
  /** How often it was stopped (while remembered). */
  stops: number;
}

/**
 * The last times of at most `shapes` shapes (least recently seen forgotten first). A stop past
 * slowShapeMs brands a shape slow at once; finished runs need two in a row over the bound, so
 * one run slowed by a cold start (a new worker's first statements) does not make the app's own
 * list slow.
 */
export function createShapeTimes(shapes = 10_000): ShapeTimes {
  const times = new LRUCache<string, Timing>({ max: shapes });
  const isSlow = (timing: Timing | undefined) =>
    timing !== undefined &&
    ((timing.evidence >= 2 && timing.ms > slowShapeMs) ||
      (!timing.finished && timing.stops >= slowAfterStops));
  return {
    record(shape, milliseconds, stopped = false) {
      const before = times.get(shape);
      if (stopped) {
        const past = milliseconds >= slowShapeMs;
        times.set(shape, {
          // A stop shows only that it needed longer than it got.
          ms: Math.max(milliseconds, before?.ms ?? 0, past ? slowShapeMs + 1 : 0),
          evidence: past ? (before?.evidence ?? 0) + 2 : (before?.evidence ?? 0),
          quickRuns: 0,
          probedMs: past ? (before?.probedMs ?? 0) : Math.max(milliseconds, before?.probedMs ?? 0),
          finished: before?.finished ?? false,
          stops: (before?.stops ?? 0) + 1,
        });
        return;
      }
      const over = milliseconds > slowShapeMs;
      times.set(shape, {
        // Averaged with the time before, so one slow run under load does not brand a shape slow.
        ms: before === undefined ? milliseconds : (before.ms + milliseconds) / 2,
        evidence: over ? (before?.evidence ?? 0) + 1 : 0,
        quickRuns: over ? 0 : (before?.quickRuns ?? 0) + 1,
        probedMs: before?.probedMs ?? 0,
        finished: true,
        stops: before?.stops ?? 0,
      });
    },
    kind(shape) {
      const timing = times.get(shape);
      if (timing === undefined) return 'unknown';
      if (isSlow(timing)) return 'slow';
      return timing.quickRuns >= (timing.stops > 0 ? quickRunsAfterStop : 1) ? 'quick' : 'unknown';
    },
    slow: (shape) => isSlow(times.get(shape)),
    neverFinished: (shape) => !times.get(shape)?.finished,
    quickMs(shape) {
      return this.kind(shape) === 'quick' ? times.get(shape)!.ms : undefined;
    },
    unknownSliceMs(shape, short, full) {
      const probed = times.get(shape)?.probedMs ?? 0;
      return Math.min(full, Math.max(short, 2 * probed));
    },
  };
}

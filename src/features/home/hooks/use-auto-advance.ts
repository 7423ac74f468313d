import { useEffect, useEffectEvent, useRef } from 'react';
import { nextInCycle, remainingAfter } from '../lib/rotation';

export interface AutoAdvanceOptions<T> {
  /** The cycle, in order; keep the array stable (a module constant). */
  items: readonly T[];
  value: T;
  onAdvance: (next: T) => void;
  intervalMs: number;
  /** Hovered or focused: the countdown stops and later resumes with the time that was left. */
  paused: boolean;
  /** Off for reduced motion: no automatic change at all. */
  enabled: boolean;
}

/**
 * Moves `value` to the next item every `intervalMs` (role tabs). A new value (a click,
 * a URL hash or the advance itself) restarts the full interval; a pause keeps the remainder.
 */
export function useAutoAdvance<T>({
  items,
  value,
  onAdvance,
  intervalMs,
  paused,
  enabled,
}: AutoAdvanceOptions<T>): void {
  const remaining = useRef(intervalMs);
  const shown = useRef(value);
  const advance = useEffectEvent(onAdvance);

  useEffect(() => {
    if (shown.current !== value) {
      shown.current = value;
      remaining.current = intervalMs;
    }
    if (!enabled || paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => {
      remaining.current = intervalMs;
      advance(nextInCycle(items, value));
    }, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = remainingAfter(remaining.current, startedAt, Date.now());
    };
  }, [items, value, intervalMs, paused, enabled]);
}

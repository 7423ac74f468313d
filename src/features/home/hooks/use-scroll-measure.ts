import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `measure` at most once per animation frame while the page scrolls or resizes (and once
 * after mounting when `initial`). Layout is read here, in event time, never during render.
 */
export function useScrollMeasure(measure: () => void, { initial = true } = {}): void {
  const onFrame = useEffectEvent(measure);
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        onFrame();
      });
    };
    if (initial) schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [initial]);
}

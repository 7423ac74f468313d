import { useEffect, useState } from 'react';

/**
 * An index that steps through `length` items every `intervalMs` while `running`. Starts at 0 on
 * the server and the client alike; the timer only starts after hydration.
 */
export function useRotatingIndex(length: number, intervalMs: number, running: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % length),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [length, intervalMs, running]);
  return [index % Math.max(length, 1), setIndex] as const;
}

import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled more than `threshold` pixels. Starts false so the prerendered
 * HTML (and hydration) always shows the expanded state; the effect then reads the real position,
 * e.g. after a reload that restored the scroll.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

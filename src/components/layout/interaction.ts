import type { MouseEvent } from 'react';

/** A plain left click; modified clicks keep the browser's own behaviour (new tab, new window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** JS-driven scrolling must honour reduced motion too (CSS only covers CSS animations). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

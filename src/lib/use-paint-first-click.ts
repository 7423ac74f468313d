import type { MouseEvent } from 'react';
import { useNavigate, type To } from 'react-router-dom';
import { afterNextPaint } from './next-task';

/**
 * A link's click that lets the browser paint the press before the next page renders: the
 * navigation (a whole list re-rendered, the page scrolled to the top) starts after that frame,
 * so the tap is answered at once even on a slow phone. A click the browser should handle itself
 * (a new tab or window, a download, another button) is left to it.
 */
export function usePaintFirstClick(): (to: To) => (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return (to) => (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    void afterNextPaint().then(() => navigate(to));
  };
}

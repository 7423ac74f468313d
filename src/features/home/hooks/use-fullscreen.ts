import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Fullscreen for one element through the Fullscreen API. Where the API is missing for elements
 * (iPhone Safari) the state still toggles, and the caller pins the element over the viewport
 * with CSS instead; Escape leaves that mode as it would real fullscreen.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => setIsFullscreen(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);

  useEffect(() => {
    if (!isFullscreen || document.fullscreenElement) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isFullscreen]);

  const toggle = useCallback(async () => {
    const element = target.current;
    if (!element) return;
    const native = document.fullscreenEnabled && typeof element.requestFullscreen === 'function';
    if (!native) {
      setIsFullscreen((current) => !current);
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await element.requestFullscreen();
    } catch (error) {
      // Refused (e.g. by a permissions policy): fall back to the CSS mode.
      console.warn('Fullscreen was refused; using the in-page view instead', error);
      setIsFullscreen((current) => !current);
    }
  }, [target]);

  return { isFullscreen, toggle };
}

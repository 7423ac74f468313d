/** The part of an element's box that matters for scroll maths (a DOMRect fits). */
export interface VerticalBox {
  top: number;
  height: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * How much an element is "in focus" in the viewport, from 0 (off screen) to 1 (fully visible and
 * centred): the visible share of the element (or of the viewport, when the element is taller)
 * times how close its centre is to the viewport's centre.
 */
export function focusProgress(box: VerticalBox, viewportHeight: number): number {
  if (box.height <= 0 || viewportHeight <= 0) return 0;
  const visible = Math.min(box.top + box.height, viewportHeight) - Math.max(box.top, 0);
  const visibleShare = clamp01(visible / Math.min(box.height, viewportHeight));
  const distance = Math.abs(box.top + box.height / 2 - viewportHeight / 2);
  const centredness = clamp01(1 - distance / (viewportHeight / 2 + box.height / 2));
  return visibleShare * centredness;
}

/** Index of the box whose centre is closest to the viewport's centre (0 for an empty list). */
export function nearestToCentre(boxes: readonly VerticalBox[], viewportHeight: number): number {
  let best = 0;
  let bestDistance = Infinity;
  boxes.forEach((box, index) => {
    const distance = Math.abs(box.top + box.height / 2 - viewportHeight / 2);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** Cinema mode: the page is scrolled and the demo frame is well in focus. */
export function isCinema(
  scrollY: number,
  progress: number,
  thresholds: { scrolledPx: number; cinemaThreshold: number },
): boolean {
  return scrollY > thresholds.scrolledPx && progress > thresholds.cinemaThreshold;
}

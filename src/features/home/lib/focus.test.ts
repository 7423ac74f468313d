import { describe, expect, it } from 'vitest';
import { focusProgress, isCinema, nearestToCentre } from './focus';

const viewport = 900;

describe('focusProgress', () => {
  it('is 1 for a fully visible, centred element', () => {
    expect(focusProgress({ top: 125, height: 650 }, viewport)).toBeCloseTo(1);
  });

  it('is 0 when the element is entirely above or below the viewport', () => {
    expect(focusProgress({ top: -700, height: 650 }, viewport)).toBe(0);
    expect(focusProgress({ top: 950, height: 650 }, viewport)).toBe(0);
  });

  it('drops as the element leaves the centre', () => {
    const centred = focusProgress({ top: 125, height: 650 }, viewport);
    const topAligned = focusProgress({ top: 0, height: 650 }, viewport);
    const halfOut = focusProgress({ top: -325, height: 650 }, viewport);
    expect(topAligned).toBeLessThan(centred);
    expect(topAligned).toBeGreaterThan(0.75); // still "in focus" when flush with the top
    expect(halfOut).toBeLessThan(0.5);
  });

  it('treats an element taller than the viewport that fills it as fully visible', () => {
    expect(focusProgress({ top: -100, height: 1100 }, viewport)).toBeCloseTo(1);
  });

  it('is 0 for empty boxes or viewports', () => {
    expect(focusProgress({ top: 0, height: 0 }, viewport)).toBe(0);
    expect(focusProgress({ top: 0, height: 100 }, 0)).toBe(0);
  });
});

describe('isCinema', () => {
  const thresholds = { scrolledPx: 20, cinemaThreshold: 0.75 };

  it('needs both the scroll threshold and the focus threshold to be passed', () => {
    expect(isCinema(21, 0.76, thresholds)).toBe(true);
    expect(isCinema(20, 0.9, thresholds)).toBe(false);
    expect(isCinema(400, 0.75, thresholds)).toBe(false);
  });
});

describe('nearestToCentre', () => {
  it('picks the box whose centre is closest to the viewport centre', () => {
    const boxes = [
      { top: -500, height: 400 },
      { top: 300, height: 400 },
      { top: 800, height: 400 },
    ];
    expect(nearestToCentre(boxes, viewport)).toBe(1);
    expect(nearestToCentre(boxes.slice(2), viewport)).toBe(0);
  });

  it('prefers the earlier box on a tie and returns 0 for no boxes', () => {
    expect(
      nearestToCentre(
        [
          { top: 250, height: 100 },
          { top: 550, height: 100 },
        ],
        viewport,
      ),
    ).toBe(0);
    expect(nearestToCentre([], viewport)).toBe(0);
  });
});

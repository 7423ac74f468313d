// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { timings } from '@/config/site';
import { DesktopNav } from './desktop-nav';
import { stubLayoutApis } from '@/testing/locale';
import { renderWithProviders } from '@/testing/render';

beforeAll(() => {
  stubLayoutApis();
  // jsdom has no PointerEvent; Radix reads `pointerType` to tell a mouse from touch.
  if (!('PointerEvent' in window)) {
    class PointerEventStub extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStub });
  }
});

/** Radix reacts to mouse pointers only (touch opens on tap), so the events say "mouse". */
const mouse = { pointerType: 'mouse' } as const;

function setup() {
  renderWithProviders(<DesktopNav />);
  return {
    solutions: screen.getByRole('button', { name: 'Solutions' }),
    resources: screen.getByRole('button', { name: 'Resources' }),
  };
}

const solutionsOpen = () => screen.queryByRole('link', { name: /^For Sales Teams/ }) !== null;
const resourcesOpen = () => screen.queryByRole('link', { name: /^Webinars/ }) !== null;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('DesktopNav menu timings: opens after 200 ms, closes after 300 ms, 150 ms skip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens 200 ms after the pointer rests on a trigger', () => {
    const { solutions } = setup();
    fireEvent.pointerEnter(solutions, mouse);
    fireEvent.pointerMove(solutions, mouse);
    advance(timings.menuOpenDelayMs - 10);
    expect(solutionsOpen()).toBe(false);
    advance(10);
    expect(solutionsOpen()).toBe(true);
  });

  it('closes 150 ms after the pointer leaves, and not before', () => {
    const { solutions } = setup();
    fireEvent.pointerMove(solutions, mouse);
    advance(timings.menuOpenDelayMs);
    expect(solutionsOpen()).toBe(true);
    fireEvent.pointerLeave(solutions, mouse);
    advance(timings.menuCloseDelayMs - 10);
    expect(solutionsOpen()).toBe(true);
    advance(10);
    expect(solutionsOpen()).toBe(false);
  });

  it('skips the open delay for 300 ms after a menu closed', () => {
    const { solutions, resources } = setup();
    fireEvent.pointerMove(solutions, mouse);
    advance(timings.menuOpenDelayMs);
    fireEvent.pointerLeave(solutions, mouse);
    advance(timings.menuCloseDelayMs);
    expect(solutionsOpen()).toBe(false);
    // Within the skip window the next menu opens at once.
    advance(timings.menuSkipDelayMs - 50);
    fireEvent.pointerMove(resources, mouse);
    advance(0);
    expect(resourcesOpen()).toBe(true);
  });

  it('waits the full delay again once the skip window has passed', () => {
    const { solutions, resources } = setup();
    fireEvent.pointerMove(solutions, mouse);
    advance(timings.menuOpenDelayMs);
    fireEvent.pointerLeave(solutions, mouse);
    advance(timings.menuCloseDelayMs + timings.menuSkipDelayMs + 10);
    fireEvent.pointerMove(resources, mouse);
    advance(timings.menuOpenDelayMs - 10);
    expect(resourcesOpen()).toBe(false);
    advance(10);
    expect(resourcesOpen()).toBe(true);
  });
});

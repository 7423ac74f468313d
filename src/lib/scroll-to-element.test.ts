// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToElement } from './scroll-to-element';

function part(id: string): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.className = 'render-when-near';
  return element;
}

describe('scrollToElement', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('draws every skipped part above the target before scrolling, and lets them skip again two frames later', () => {
    const above = part('above');
    const around = part('around');
    const inner = document.createElement('div');
    around.append(inner);
    const below = part('below');
    document.body.append(above, around, below);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const seen: Record<string, string>[] = [];
    inner.scrollIntoView = vi.fn(() => {
      seen.push(
        Object.fromEntries([above, around, below].map((p) => [p.id, p.style.contentVisibility])),
      );
    });

    scrollToElement(inner, { behavior: 'smooth', block: 'start' });

    expect(inner.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(seen).toEqual([{ above: 'visible', around: 'visible', below: '' }]);
    frames.shift()!(0);
    expect(above.style.contentVisibility).toBe('visible');
    frames.shift()!(0);
    expect([above, around].map((p) => p.style.contentVisibility)).toEqual(['', '']);
  });

  it('leaves the target itself skipped: its own height is below its top', () => {
    const target = part('target');
    document.body.append(target);
    target.scrollIntoView = vi.fn(() => expect(target.style.contentVisibility).toBe(''));
    scrollToElement(target);
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
  });
});

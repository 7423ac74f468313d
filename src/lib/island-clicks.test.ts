// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandHydrated, islandHydratedAttribute, registerIslandLoader } from './island-clicks';

function mount(html: string): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.setAttribute('data-island', 'faq');
  wrapper.innerHTML = html;
  document.body.append(wrapper);
  return wrapper;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('early clicks on an island', () => {
  it('holds back a button click before hydration, loads the island, replays it once after', () => {
    const load = vi.fn(() => Promise.resolve());
    registerIslandLoader('faq', load);
    const wrapper = mount('<button type="button"><span>Question</span></button>');
    const button = wrapper.querySelector('button')!;
    const seen = vi.fn();
    document.body.addEventListener('click', seen);

    button.querySelector('span')!.click();
    expect(seen).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);

    islandHydrated(wrapper);
    expect(wrapper.hasAttribute(islandHydratedAttribute)).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]![0].target).toBe(button);

    // Hydrated: clicks pass straight through, and nothing is replayed again.
    button.click();
    islandHydrated(wrapper);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('leaves links and clicks outside islands to the browser', () => {
    const wrapper = mount('<a href="#x"><button type="button">Inside a link</button></a>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const seen = vi.fn();
    document.body.addEventListener('click', seen);
    wrapper.querySelector('button')!.click();
    outside.click();
    expect(seen).toHaveBeenCalledTimes(2);
  });
});

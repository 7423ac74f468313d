// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Navigator } from 'react-router-dom';
import { addNavigationHold, holdableNavigator } from './navigation-hold';

function fakeNavigator() {
  return {
    createHref: vi.fn(),
    go: vi.fn(),
    push: vi.fn(),
    replace: vi.fn(),
  } satisfies Navigator;
}

describe('holdableNavigator', () => {
  it('passes navigations through while nothing holds them', () => {
    const navigator = fakeNavigator();
    holdableNavigator(navigator).push('/pricing', { a: 1 });
    expect(navigator.push).toHaveBeenCalledWith('/pricing', { a: 1 });
  });

  it('lets a hold stop a push or a replace and carry it out later', () => {
    const navigator = fakeNavigator();
    const held: (() => void)[] = [];
    const remove = addNavigationHold((_to, proceed) => {
      held.push(proceed);
      return true;
    });
    const guarded = holdableNavigator(navigator);
    guarded.push('/admin');
    guarded.replace('/admin?page=2');
    expect(navigator.push).not.toHaveBeenCalled();
    expect(navigator.replace).not.toHaveBeenCalled();
    held[0]!();
    expect(navigator.push).toHaveBeenCalledWith('/admin');
    remove();
    guarded.push('/');
    expect(navigator.push).toHaveBeenLastCalledWith('/');
  });

  it('a hold that declines lets the navigation go at once', () => {
    const navigator = fakeNavigator();
    const remove = addNavigationHold(() => false);
    holdableNavigator(navigator).push('/pricing');
    expect(navigator.push).toHaveBeenCalledWith('/pricing');
    remove();
  });
});

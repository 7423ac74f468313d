import type { Navigator, To } from 'react-router-dom';

/** Returns true when it holds the navigation (and will call `proceed` if the visitor agrees). */
export type NavigationHold = (to: To, proceed: () => void) => boolean;

const holds = new Set<NavigationHold>();

/** Registers a hold (e.g. unsaved work); returns its removal. */
export function addNavigationHold(hold: NavigationHold): () => void {
  holds.add(hold);
  return () => void holds.delete(hold);
}

/**
 * The router's navigator with every push and replace offered to the registered holds first.
 * React Router's useBlocker exists only in its data router; the client runs its declarative
 * router (half the size), whose Links and navigate() all go through this navigator.
 */
export function holdableNavigator(navigator: Navigator): Navigator {
  const offer =
    (go: Navigator['push']): Navigator['push'] =>
    (to, ...rest) => {
      const proceed = () => go(to, ...rest);
      for (const hold of holds) if (hold(to, proceed)) return;
      proceed();
    };
  return { ...navigator, push: offer(navigator.push), replace: offer(navigator.replace) };
}

/**
 * Early taps on islands (lib/island.tsx). A tap on a control inside an island that has not
 * hydrated would be lost: React stops a click aimed at a dehydrated boundary it cannot hydrate on
 * the spot. So, in the capture phase, before React sees it, such a click is held back, the
 * island's code is fetched at once, and the click is replayed on the same control once the
 * island has hydrated. Links are left alone: the browser follows them without JavaScript.
 */

/** Set on an island's `[data-island]` wrapper once it has hydrated (tests wait for it too). */
export const islandHydratedAttribute = 'data-island-hydrated';

/**
 * Set on the wrapper when the island's code has been asked for (its moment came, or a tap or a
 * navigation needed it): the island is on its way, unlike one still waiting for the visitor.
 */
export const islandRequestedAttribute = 'data-island-requested';

/** Island name → load its code now. */
const loadersByName = new Map<string, () => Promise<unknown>>();
/** Island wrapper → the control a visitor activated before the island could answer. */
const pendingClicks = new WeakMap<Element, HTMLElement>();

export function registerIslandLoader(name: string, load: () => Promise<unknown>): void {
  loadersByName.set(name, load);
}

export function holdEarlyClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const wrapper = target?.closest('[data-island]');
  if (!target || !wrapper || wrapper.hasAttribute(islandHydratedAttribute)) return;
  const control = target.closest<HTMLElement>('button, [role="button"], summary');
  if (!control || !wrapper.contains(control) || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  pendingClicks.set(wrapper, control);
  void loadersByName.get(wrapper.getAttribute('data-island') ?? '')?.();
}

/** Marks the wrapper hydrated and replays the click it held back, if any. */
export function islandHydrated(wrapper: Element): void {
  wrapper.setAttribute(islandHydratedAttribute, '');
  const control = pendingClicks.get(wrapper);
  pendingClicks.delete(wrapper);
  if (control?.isConnected) control.click();
}

if (typeof document !== 'undefined') document.addEventListener('click', holdEarlyClick, true);

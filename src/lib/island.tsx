import { lazy, memo, Suspense, useRef, useState, type ComponentType } from 'react';
import { HydrationMark } from './hydration-mark';
import { registerIslandLoader } from './island-clicks';

/**
 * Islands: parts of a prerendered page whose JavaScript is not part of its first view. The
 * server renders them in full; in the browser their code is fetched only when `when()` resolves
 * (the page is idle, or the visitor reaches for them), and until then React keeps the server's
 * HTML untouched as a not-yet-hydrated Suspense boundary. Astro's client:idle, with React 19.
 */
type Loader = () => Promise<unknown>;

const loaders: Loader[] = [];
let hydrated = false;

/**
 * Called once the first render has been hydrated: later islands load at once. `<html
 * data-hydrated>` tells tests (and anyone debugging) that the page now answers to input.
 */
export function markHydrated(): void {
  hydrated = true;
  document.documentElement.setAttribute('data-hydrated', '');
}

/**
 * Loads every island defined so far. The server render waits for this before rendering, so it
 * never renders a fallback; client navigations wait for it so nothing pops in.
 */
export function loadIslands(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/** After hydration, loads every island (a client navigation); before it, nothing. */
export function settleIslands(): Promise<unknown> {
  return hydrated ? loadIslands() : Promise.resolve();
}

/** Resolves when the browser is idle (or after `timeoutMs` at the latest). */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      window.setTimeout(resolve, Math.min(timeoutMs, 500));
    }
  });
}

/**
 * Resolves at idle, or earlier when the pointer, a touch or the keyboard focus reaches an
 * element inside `[data-island="<name>"]`, so the code is there by the time it is used.
 */
export function whenIdleOrApproached(name: string, timeoutMs?: number): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      const events = ['pointerover', 'focusin', 'touchstart'] as const;
      const done = () => {
        for (const type of events) document.removeEventListener(type, onEvent, true);
        resolve();
      };
      const onEvent = (event: Event) => {
        if ((event.target as Element | null)?.closest?.(`[data-island="${name}"]`)) done();
      };
      for (const type of events) {
        document.addEventListener(type, onEvent, { capture: true, passive: true });
      }
      void whenIdle(timeoutMs).then(done);
    });
}

/**
 * An island named `name` (unique on a page): server HTML, with its code loaded when `when()`
 * resolves. It renders inside `<div data-island={name} class="contents">`, a box-less wrapper,
 * so the layout is the component's own.
 */
export function island<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  when: () => Promise<void> = whenIdleOrApproached(name),
): ComponentType<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  const loadOnce = () => {
    markRequested();
    loading ??= load().then((component) => (Loaded = component));
    return loading;
  };
  loaders.push(loadOnce);
  registerIslandLoader(name, loadOnce);
  // Whichever comes first: the island's own moment, or anyone loading it (a client navigation).
  const Deferred = lazy(async () => {
    if (!hydrated) await Promise.race([when(), requested]);
    return { default: await loadOnce() };
  });

  /*
   * Memoised: a dehydrated boundary that receives an update before its code is there is thrown
   * away and rendered from scratch (React's rule), so a parent re-rendering with the same props
   * (the header on scroll) must not reach it. Contexts it reads must not change either before it
   * hydrates (LocaleProvider keeps its value stable on the page it hydrated).
   */
  return memo(function Island(props: Props) {
    // Chosen once per instance: switching types later would remount and rebuild the DOM.
    const [Component] = useState(() => Loaded ?? Deferred);
    const wrapper = useRef<HTMLDivElement>(null);
    return (
      <div ref={wrapper} data-island={name} className="contents">
        <Suspense fallback={null}>
          <Component {...props} />
          <HydrationMark wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }) as unknown as ComponentType<Props>;
}

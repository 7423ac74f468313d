import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { HydrationMark } from './hydration-mark';
import { islandRequestedAttribute, registerIslandLoader } from './island-clicks';
import { addNavigationHold } from './navigation-hold';

/**
 * Islands: parts of a prerendered page whose JavaScript is not part of its first view. The
 * server renders them in full; in the browser their code is fetched only when `when()` resolves
 * (the island comes near the viewport, or the visitor reaches for it), and until then React
 * keeps the server's HTML untouched as a not-yet-hydrated Suspense boundary. Astro's
 * client:visible, with React 19. A page left alone downloads the code of what its screen shows
 * and nothing else.
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

/*
 * Any navigation, even to a fragment of the same page, updates the router's context around
 * islands that have not hydrated, and React then waits for them to hydrate before showing it (or
 * throws their HTML away): their code is fetched as the navigation starts. Pushes and replaces
 * pass the app's navigator (lib/navigation-hold.ts), history traversals fire popstate first.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => void loadIslands());
  addNavigationHold(() => {
    void loadIslands();
    return false;
  });
}

/** After hydration, loads every island (a client navigation); before it, nothing. */
export function settleIslands(): Promise<unknown> {
  return hydrated ? loadIslands() : Promise.resolve();
}

const approachEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Resolves when the pointer, a touch or the keyboard focus reaches an element inside
 * `[data-island="<name>"]`, so the code is there by the time it is used. Nothing else triggers
 * it: for parts that look the same with or without their code (a tooltip's trigger, a form the
 * browser can submit on its own).
 */
export function whenApproached(name: string): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      const onEvent = (event: Event) => {
        if (!(event.target as Element | null)?.closest?.(`[data-island="${name}"]`)) return;
        for (const type of approachEvents) document.removeEventListener(type, onEvent, true);
        resolve();
      };
      for (const type of approachEvents) {
        document.addEventListener(type, onEvent, { capture: true, passive: true });
      }
    });
}

/**
 * Resolves when any part of `[data-island="<name>"]` comes within `rootMargin` of the viewport
 * (a visitor scrolling towards it), or when it is approached first (a Tab into it). The wrapper
 * has no box of its own (`display: contents`), so its children are observed. An island that is
 * not shown at all (`display: none`) never intersects, so it never loads.
 */
export function whenNear(name: string, rootMargin = '400px'): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      const approached = whenApproached(name)();
      const wrapper = document.querySelector(`[data-island="${name}"]`);
      // A fragment may name something the island shows or scrolls to itself (home's #sales).
      if (!wrapper || typeof IntersectionObserver !== 'function' || window.location.hash) {
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin },
      );
      for (const child of wrapper.children) observer.observe(child);
      void approached.then(() => {
        observer.disconnect();
        resolve();
      });
    });
}

/** Whether the media query matches; true where there is nothing to ask (the server render). */
function mediaMatches(query: string): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? true
    : window.matchMedia(query).matches;
}

export interface IslandOptions {
  /**
   * A media query the part is shown under (the desktop menu: `(min-width: 1024px)`). Elsewhere
   * its code is never fetched, not even by a client navigation, until the query matches.
   */
  media?: string;
}

/**
 * An island named `name` (unique on a page): server HTML, with its code loaded when `when()`
 * resolves (by default: when it comes near the viewport or is approached). It renders inside
 * `<div data-island={name} class="contents">`, a box-less wrapper, so the layout is the
 * component's own.
 */
export function island<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  when: () => Promise<void> = whenNear(name),
  { media }: IslandOptions = {},
): ComponentType<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  const loadOnce = () => {
    markRequested();
    if (typeof document !== 'undefined') {
      document.querySelector(`[data-island="${name}"]`)?.setAttribute(islandRequestedAttribute, '');
    }
    loading ??= load().then((component) => (Loaded = component));
    return loading;
  };
  // The server renders every island; a browser skips one its screen does not show.
  const shown = () => !media || mediaMatches(media);
  loaders.push(() => (shown() ? loadOnce() : Promise.resolve()));
  registerIslandLoader(name, loadOnce);
  // Hydrating server HTML: whichever comes first, the island's own moment or anyone loading it
  // (a tap, a client navigation). Mounted later (a client navigation): at once.
  const deferred = (waitForMoment: boolean) =>
    lazy(async () => {
      if (waitForMoment) await Promise.race([when(), requested]);
      return { default: await loadOnce() };
    });
  const WhenDue = deferred(true);
  const AtOnce = deferred(false);

  /*
   * Memoised: a dehydrated boundary that receives an update before its code is there is thrown
   * away and rendered from scratch (React's rule), so a parent re-rendering with the same props
   * (the header on scroll) must not reach it. Contexts it reads must not change either before it
   * hydrates (LocaleProvider keeps its value stable on the page it hydrated).
   */
  return memo(function Island(props: Props) {
    // Chosen at first render: switching types later would remount and rebuild the DOM. React
    // hydrates a dehydrated boundary only after the rest of the page has committed (and marked
    // it hydrated), so whether this instance hydrates server HTML is read here, in the page's own
    // hydration pass. Not through a store: re-rendering here would throw the server HTML away.
    const [Component, setComponent] = useState<ComponentType<Props>>(
      () => Loaded ?? (hydrated ? AtOnce : WhenDue),
    );
    // A part this screen does not show (below its media query) is dropped after hydration,
    // server HTML and all, instead of waiting dehydrated: a navigation would wait for it to
    // hydrate, and its code is not to be fetched here. It comes back, with its code, when the
    // query starts to match.
    const [dropped, setDropped] = useState(false);
    const wasDropped = useRef(false);
    useEffect(() => {
      if (!media || typeof window.matchMedia !== 'function') return;
      const query = window.matchMedia(media);
      const update = () => {
        if (!query.matches) {
          wasDropped.current = true;
          setDropped(true);
        } else if (wasDropped.current) {
          // Rendered afresh, not hydrated: no moment to wait for.
          wasDropped.current = false;
          setComponent(() => Loaded ?? AtOnce);
          setDropped(false);
        }
      };
      update();
      query.addEventListener('change', update);
      return () => query.removeEventListener('change', update);
    }, []);
    const wrapper = useRef<HTMLDivElement>(null);
    return (
      <div ref={wrapper} data-island={name} className="contents">
        {dropped ? null : (
          <Suspense fallback={null}>
            <Component {...props} />
            <HydrationMark wrapper={wrapper} />
          </Suspense>
        )}
      </div>
    );
  }) as unknown as ComponentType<Props>;
}

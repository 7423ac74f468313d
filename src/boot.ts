/**
 * The page's only entry script. The prerendered HTML already is the first view, so the app that
 * hydrates it (src/main.tsx) is fetched once that HTML has been painted: on a slow phone the
 * stylesheet, the font and the largest image get the connection first, and no script ever stands
 * between a visitor and the first paint. The page's route and message chunks, listed by the
 * server render (src/lib/client-manifest.ts), are preloaded in the next tasks, a few at a time,
 * beside the app's own chunks, which Vite's preload helper adds for the dynamic import.
 */
import '@fontsource-variable/inter';
import './styles/index.css';
import { nextTask } from '@/lib/next-task';
import { pageModulesElementId } from '@/lib/page-modules';

/**
 * Each preload link costs the main thread about a millisecond as the browser starts its fetch,
 * four on a phone, and a post page lists a score of files: a few links per task keeps every task
 * well under the 50 ms that counts as blocking input.
 */
const linksPerTask = 4;

function preloadPageModules(files: unknown[] = readPageModules()): void {
  for (const file of files.slice(0, linksPerTask)) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the entry's own <script crossorigin>: same credentials mode, so the preload is reused.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  if (files.length > linksPerTask)
    void nextTask().then(() => preloadPageModules(files.slice(linksPerTask)));
}

function readPageModules(): unknown[] {
  const element = document.getElementById(pageModulesElementId);
  const files: unknown = element?.textContent ? JSON.parse(element.textContent) : [];
  return Array.isArray(files) ? files : [];
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // React (the `react` chunk) is evaluated in a task of its own, then the app in the next: one
  // task for both held the main thread twice as long as either. The app's chunk is on its way
  // meanwhile: the server lists it first among the page's modules.
  void import('react-dom/client').then(nextTask).then(() => import('./main'));
  void nextTask().then(() => preloadPageModules());
}

// After the first contentful paint, as the browser reports it (a paint timing entry: a timer can
// be throttled or, in tests, frozen, and the load event can come before the first paint when
// everything is cached). Where paint timing is missing, after the next frame. A tab opened in the
// background, which paints nothing until shown, starts at once. A timer stands behind all of it,
// so a page that somehow never reports a paint still comes alive.
if (document.visibilityState === 'hidden') start();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    // 'first-contentful-paint', not 'first-paint': the latter can be the bare background.
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  window.setTimeout(start, 3000);
} else {
  requestAnimationFrame(() => void nextTask().then(start));
}

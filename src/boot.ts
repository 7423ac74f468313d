/**
 * The page's only entry script. The prerendered HTML already is the first view, so the app that
 * hydrates it (src/main.tsx) is fetched once that HTML has been painted: on a slow phone the
 * stylesheet, the font and the largest image get the connection first, and no script ever stands
 * between a visitor and the first paint. The page's route and message chunks, listed by the
 * server render (src/lib/client-manifest.ts), are preloaded at the same moment, next to the
 * app's own chunks, which Vite's preload helper adds for the dynamic import.
 */
import '@fontsource-variable/inter';
import './styles/index.css';
import { pageModulesElementId } from '@/lib/page-modules';

function preloadPageModules(): void {
  const element = document.getElementById(pageModulesElementId);
  const files: unknown = element?.textContent ? JSON.parse(element.textContent) : [];
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the entry's own <script crossorigin>: same credentials mode, so the preload is reused.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  preloadPageModules();
  void import('./main');
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
  requestAnimationFrame(() => setTimeout(start, 0));
}

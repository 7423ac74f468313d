import { use, type ComponentType } from 'react';
import {
  matchRoutes,
  useLocation,
  useParams,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { languageOrDefault } from '@/config/languages';
import { routeNamespaces, type PageRoute } from '@/config/routes';
import { loadMessages } from '@/i18n/messages';
import { settleIslands } from '@/lib/island';
import { PageDataContext, pageRouteId } from './page-data';
import { LanguageRoot, PagesErrorBoundary } from './client-route-elements';
import { languageTree, loadPageData, loadPageModule, resolveLanguage } from './page-resolution';
import type { RouteContext } from './route-context';
import { RootLayout } from './root-layout';

/**
 * The browser's router: React Router's declarative mode (BrowserRouter + useRoutes), which is
 * half the size of its data router, over the same route table. The server still renders
 * with the data router (router.tsx: loaders for catalogues, data, 404s and redirects); here each
 * page suspends, inside the router's transition, until its module, its catalogues and its
 * loader's data are in (page-resolution.ts), so a navigation keeps the old page on screen until the new one is ready,
 * as the data router did.
 */

interface LoadedPage {
  Page: ComponentType;
  data: unknown;
}

/**
 * Marks the promise the way React's use() reads a settled one (status and value), so a page
 * loaded before hydrating renders at once instead of suspending the hydration.
 */
function track<T>(promise: Promise<T>, onRejected: () => void): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
      onRejected(); // the next visit tries again
    },
  );
  return promise;
}

/** The server's loader answers of the prerendered page, by route id; read once, at the first load. */
type HydrationData = () => Record<string, unknown> | undefined;

export function createClientRoutes(context: RouteContext, readHydration: HydrationData) {
  const pages = new Map<string, Promise<LoadedPage>>();
  let hydration: Record<string, unknown> | undefined;
  let hydrationRead = false;

  function loadPage(route: PageRoute, params: Params, url: URL): Promise<LoadedPage> {
    const language = languageOrDefault(params.lang);
    // Data pages load again for each query string (a list page), the others once per language.
    const key = `${route.module} ${language} ${route.data ? url.pathname + url.search : ''}`;
    let page = pages.get(key);
    if (!page) {
      const id = pageRouteId(params.lang ? 'lang' : 'en', route.module);
      if (!hydrationRead) [hydration, hydrationRead] = [readHydration(), true];
      // Only the first page (the prerendered one) has the server's answer; later ones ask.
      const fromServer = hydration && id in hydration ? { data: hydration[id] } : undefined;
      hydration = undefined;
      page = track(
        (async () => {
          // The module and the catalogues download side by side, then the data.
          const [loaded] = await Promise.all([
            loadPageModule(route),
            loadMessages(language, routeNamespaces(route, url.search)),
          ]);
          const args = { params, request: new Request(url), context: undefined };
          const data = fromServer
            ? fromServer.data
            : await loadPageData(route, loaded, context, args as LoaderFunctionArgs);
          // A client navigation renders the page at once, with its islands ready (no pop-in).
          await settleIslands();
          return { Page: loaded.Component, data };
        })(),
        () => pages.delete(key),
      );
      pages.set(key, page);
    }
    return page;
  }

  function LazyPage({ route }: { route: PageRoute }) {
    const params = useParams();
    const location = useLocation();
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    const { Page, data } = use(loadPage(route, params, url));
    return (
      <PageDataContext value={data}>
        <Page />
      </PageDataContext>
    );
  }

  const routes: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        {
          element: <PagesErrorBoundary />,
          children: languageTree(
            (route) => ({ element: <LazyPage route={route} /> }),
            { element: <NotFound /> },
            { lang: { element: <LanguageRoot /> } },
          ),
        },
      ],
    },
  ];

  /** The page route of `location` with its params (none: an unknown language or path). */
  function matchPage(location: Location) {
    // The router's own match, ranked as it renders; the language decides as on the server.
    const last = matchRoutes(routes, location)?.at(-1);
    const route = last?.route.handle as PageRoute | undefined;
    if (!last || !route || resolveLanguage(last.params.lang, location).kind !== 'language') {
      return undefined;
    }
    return { route, params: last.params };
  }

  /** The page route `location` shows, or undefined for the not-found page. */
  function match(location: Location): PageRoute | undefined {
    return matchPage(location)?.route;
  }

  /**
   * Loads the page of `location` before hydrating, so the first render never suspends; returns
   * its route (an unknown language has none).
   */
  function preload(location: Location): { route: PageRoute; ready: Promise<unknown> } | undefined {
    const page = matchPage(location);
    if (!page) return undefined;
    return { route: page.route, ready: loadPage(page.route, page.params, new URL(location.href)) };
  }

  return { routes, match, preload };
}

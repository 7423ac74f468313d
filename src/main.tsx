import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes, pageHandles } from '@/app/router';
import { splitLanguagePrefix } from '@/config/paths';
import { loadMessages } from '@/i18n/messages';
import { readPageState } from '@/lib/page-state';
import type { QuerySlot } from '@/lib/query-slot';

declare global {
  interface Window {
    /** React Router reads (and revives the errors of) its hydration data from here. */
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * Lazy route modules matched by the prerendered URL are loaded before hydrating; otherwise the
 * router would render its fallback first and React would throw the prerendered HTML away.
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start() {
  const pageState = readPageState();
  let loading: Promise<NonNullable<QuerySlot['client']>> | undefined;
  const querySlot: QuerySlot = {
    load: () =>
      (loading ??= import('@/lib/query-client').then(({ createBrowserQueryClient }) => {
        querySlot.client = createBrowserQueryClient(pageState?.queries);
        return querySlot.client;
      })),
  };
  const routes = createRoutes({ querySlot });
  const hydrationData = pageState?.router;
  window.__staticRouterHydrationData = hydrationData;

  // The page's own namespaces come with it; the prerendered HTML preloads both chunks.
  const handles = pageHandles(matchRoutes(routes, window.location) ?? []);
  await Promise.all([
    loadMessages(
      splitLanguagePrefix(window.location.pathname).language ?? 'en',
      handles.flatMap((handle) => handle.namespaces),
    ),
    hydrationData ? resolveLazyMatches(routes) : Promise.resolve(),
    // Loaders do not run when hydrating, so a data page's client is made here.
    hydrationData && handles.some((handle) => handle.data) ? querySlot.load() : null,
  ]);

  // No hydrationData option: the router then takes window.__staticRouterHydrationData itself and
  // turns serialized errors (a 404's ErrorResponse) back into objects.
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders querySlot={querySlot}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // As a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page, so input is not queued
  // behind it and a slow phone never sees one long task (Lighthouse's blocking time).
  if (hydrationData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();

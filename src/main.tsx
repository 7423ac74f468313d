import '@fontsource-variable/inter';
import './styles/index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { splitLanguagePrefix } from '@/config/paths';
import { loadMessages } from '@/i18n/messages';
import { readPageState } from '@/lib/page-state';
import { createQueryClient } from '@/lib/query-client';

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
  const queryClient = createQueryClient();
  const pageState = readPageState();
  if (pageState) hydrate(queryClient, pageState.queries);
  const routes = createRoutes({ queryClient });
  const hydrationData = pageState?.router;
  window.__staticRouterHydrationData = hydrationData;

  await Promise.all([
    loadMessages(splitLanguagePrefix(window.location.pathname).language ?? 'en'),
    hydrationData ? resolveLazyMatches(routes) : Promise.resolve(),
  ]);

  // No hydrationData option: the router then takes window.__staticRouterHydrationData itself and
  // turns serialized errors (a 404's ErrorResponse) back into objects.
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (hydrationData) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

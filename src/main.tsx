import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createClientRoutes } from '@/app/client-routes';
import { dropPageHead } from '@/components/seo/page-head-tags';
import { HoldableNavigation } from '@/app/holdable-navigation';
import { splitLanguagePrefix } from '@/config/paths';
import { loadMessages } from '@/i18n/messages';
import { nextTask } from '@/lib/next-task';
import { readPageState, showsRoute } from '@/lib/page-state';
import type { QuerySlot } from '@/lib/query-slot';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  let pageState = readPageState();
  let loading: Promise<NonNullable<QuerySlot['client']>> | undefined;
  const querySlot: QuerySlot = {
    load: () =>
      (loading ??= import('@/lib/query-client').then(({ createBrowserQueryClient }) => {
        querySlot.client = createBrowserQueryClient(pageState?.queries, {
          prerendered: pageState?.prerendered,
        });
        return querySlot.client;
      })),
  };

  const routeTree = createClientRoutes({ querySlot }, () => pageState?.router.loaderData);
  const language = splitLanguagePrefix(window.location.pathname).language ?? 'en';
  // HTML of another page (a static host's 404.html for a post newer than the build) is replaced,
  // not hydrated: its data and markup belong to that page.
  const match = routeTree.match(window.location);
  if (pageState && !showsRoute(pageState, match?.module ?? null)) {
    pageState = undefined;
    dropPageHead();
  }
  const hydrating = Boolean(pageState);
  const { routes } = routeTree;
  const page = routeTree.preload(window.location);
  await Promise.all([
    loadMessages(language, []),
    page?.ready,
    // A data page renders inside the query client: the blog hydrates from the cache the server
    // rendered with, and the dev server's unrendered shell (no hydration) needs one too.
    page?.route.data ? querySlot.load() : null,
  ]);

  // Creating the root (React's event listeners) in a task of its own, not in one of loading's.
  await nextTask();

  const ClientRoutes = () => useRoutes(routes);
  const app = (
    <StrictMode>
      <AppProviders querySlot={querySlot}>
        <BrowserRouter>
          <HoldableNavigation>
            <ClientRoutes />
          </HoldableNavigation>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page, so input is not queued
  // behind it and a slow phone never sees one long task (Lighthouse's blocking time).
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();

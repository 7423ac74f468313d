import type { ComponentType } from 'react';
import {
  data,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { RouteError } from '@/components/layout/route-error';
import { defaultLanguage } from '@/config/languages';
import type { PageRoute } from '@/config/routes';
import { loadMessages } from '@/i18n/messages';
import { settleIslands } from '@/lib/island';
import { PageDataContext, pageRouteId } from './page-data';
import { languageTree, loadPageData, loadPageModule, resolveLanguage } from './page-resolution';
import type { RouteContext } from './route-context';
import { RootLayout } from './root-layout';

/** What the client needs for a page before it can hydrate it: its route module and strings. */
export type PageHandle = Pick<PageRoute, 'module' | 'namespaces' | 'data' | 'preview'>;

/** The module's page with its loader's answer where usePageData() reads it. */
function withLoaderData(Page: ComponentType): ComponentType {
  return function DataRouterPage() {
    return (
      <PageDataContext value={useLoaderData()}>
        <Page />
      </PageDataContext>
    );
  };
}

/**
 * A page of the route table, loaded lazily: one chunk for the module, and a loader that fetches
 * the page's catalogue namespaces in the URL's language next to whatever data the module's own
 * loader prefetches.
 */
function page(context: RouteContext, root: 'en' | 'lang', route: PageRoute) {
  const { module, namespaces, data, preview } = route;
  const handle: PageHandle = {
    module,
    namespaces,
    ...(data ? { data } : {}),
    ...(preview ? { preview } : {}),
  };
  return {
    id: pageRouteId(root, module),
    handle,
    lazy: async () => {
      const loaded = await loadPageModule(route);
      // A client navigation renders the page at once, with its islands ready (no pop-in).
      await settleIslands();
      return {
        Component: withLoaderData(loaded.Component),
        loader: (args: LoaderFunctionArgs) => loadPageData(route, loaded, context, args),
      };
    },
  };
}

/** The page handles of a render's matched routes (the layout routes have none). */
export function pageHandles(matches: readonly { route: { handle?: unknown } }[]): PageHandle[] {
  return matches.flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle?.module ? [handle] : [];
  });
}

function notFoundLoader(): never {
  throw data(null, { status: 404 });
}

/** /:lang: a supported language loads its catalogue; /en/... canonicalises to the bare URL. */
async function languageLoader({ params, request }: LoaderFunctionArgs) {
  const resolved = resolveLanguage(params.lang, new URL(request.url));
  if (resolved.kind === 'not-found') notFoundLoader();
  if (resolved.kind === 'redirect') throw redirect(resolved.to, 301);
  await loadMessages(resolved.language, []);
  return null;
}

async function englishLoader() {
  await loadMessages(defaultLanguage, []);
  return null;
}

export function createRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      children: [
        {
          id: 'pages',
          errorElement: <RouteError />,
          children: languageTree(
            (route, root) => page(context, root, route),
            { loader: notFoundLoader, Component: NotFound },
            {
              en: { id: 'en', loader: englishLoader },
              lang: { id: 'lang', loader: languageLoader },
            },
          ),
        },
      ],
    },
  ];
}

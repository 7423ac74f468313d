import type { ComponentType } from 'react';
import {
  data,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { RouteError } from '@/components/layout/route-error';
import { defaultLanguage, isLanguageCode, languageOrDefault } from '@/config/languages';
import { productSlug, splitLanguagePrefix } from '@/config/paths';
import { loadMessages, type Namespace } from '@/i18n/messages';
import { settleIslands } from '@/lib/island';
import type { RouteContext } from './route-context';
import { RootLayout } from './root-layout';

/** What the client needs for a page before it can hydrate it: its route module and strings. */
export interface PageHandle {
  /** The route module's file name under src/app/routes. */
  module: string;
  /** Catalogue namespaces the page shows besides `common`. */
  namespaces: readonly Namespace[];
  /** Reads data through TanStack Query: the client must exist before it hydrates. */
  data?: true;
}

interface RouteModule {
  Component: ComponentType;
  /** Route modules export `createLoader(context)` when their loader needs the query client. */
  createLoader?: (context: RouteContext) => LoaderFunction;
}

/**
 * A lazily loaded page: one chunk for the module, and a loader that fetches the page's catalogue
 * namespaces in the URL's language next to whatever data the module's own loader prefetches.
 */
function page(
  context: RouteContext,
  path: string | undefined,
  handle: PageHandle,
  load: () => Promise<RouteModule>,
): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle,
    lazy: async () => {
      const { Component, createLoader } = await load();
      // A client navigation renders the page at once, with its islands ready (no pop-in).
      await settleIslands();
      const dataLoader = createLoader?.(context);
      return {
        Component,
        loader: async (args: LoaderFunctionArgs) => {
          const [, data] = await Promise.all([
            loadMessages(languageOrDefault(args.params.lang), handle.namespaces),
            dataLoader ? dataLoader(args) : null,
          ]);
          return data ?? null;
        },
      };
    },
  } as RouteObject;
}

/** Every page of spec §2, relative to a language root. Pages load lazily, one chunk each. */
function pageRoutes(context: RouteContext): RouteObject[] {
  const at = page.bind(null, context);
  return [
    at(undefined, { module: 'home', namespaces: ['home'] }, () => import('./routes/home')),
    at('auth', { module: 'auth', namespaces: ['auth'] }, () => import('./routes/auth')),
    at('pricing', { module: 'pricing', namespaces: ['pricing'] }, () => import('./routes/pricing')),
    at(
      'privacy-policy',
      { module: 'privacy-policy', namespaces: ['legal'] },
      () => import('./routes/privacy-policy'),
    ),
    at(
      'terms-of-service',
      { module: 'terms-of-service', namespaces: ['legal'] },
      () => import('./routes/terms-of-service'),
    ),
    at('cookies', { module: 'cookies', namespaces: ['legal'] }, () => import('./routes/cookies')),
    at(
      'solutions/agencies',
      { module: 'agencies', namespaces: ['agencies'] },
      () => import('./routes/agencies'),
    ),
    at(
      'resources/blog',
      { module: 'blog', namespaces: ['blog'], data: true },
      () => import('./routes/blog'),
    ),
    at(
      'resources/blog/:slug',
      { module: 'blog-post', namespaces: ['blog'], data: true },
      () => import('./routes/blog-post'),
    ),
    at(
      'resources/events',
      { module: 'events', namespaces: ['resources'] },
      () => import('./routes/events'),
    ),
    at(
      'resources/templates',
      { module: 'templates', namespaces: ['resources'] },
      () => import('./routes/templates'),
    ),
    at(
      'resources/videos',
      { module: 'videos', namespaces: ['resources'] },
      () => import('./routes/videos'),
    ),
    at(
      'resources/webinars',
      { module: 'webinars', namespaces: ['resources'] },
      () => import('./routes/webinars'),
    ),
    at('brand', { module: 'brand', namespaces: ['brand'] }, () => import('./routes/brand')),
    at(
      `${productSlug}-live`,
      { module: 'live', namespaces: ['live'] },
      () => import('./routes/live'),
    ),
    at(
      'admin',
      { module: 'admin', namespaces: ['admin'], data: true },
      () => import('./routes/admin'),
    ),
    at(
      'admin/post/:id',
      { module: 'admin-post', namespaces: ['admin'], data: true },
      () => import('./routes/admin-post'),
    ),
    { path: '*', loader: notFoundLoader, Component: NotFound },
  ];
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
  const language = params.lang;
  if (!isLanguageCode(language)) notFoundLoader();
  if (language === defaultLanguage) {
    const url = new URL(request.url);
    throw redirect(`${splitLanguagePrefix(url.pathname).path}${url.search}${url.hash}`, 301);
  }
  await loadMessages(language, []);
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
          children: [
            { id: 'en', path: '/', loader: englishLoader, children: pageRoutes(context) },
            { id: 'lang', path: '/:lang', loader: languageLoader, children: pageRoutes(context) },
          ],
        },
      ],
    },
  ];
}

import type { QueryClient } from '@tanstack/react-query';
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
import { defaultLanguage, isLanguageCode } from '@/config/languages';
import { productSlug, splitLanguagePrefix } from '@/config/paths';
import { loadMessages } from '@/i18n/messages';
import { RootLayout } from './root-layout';

export interface RouteContext {
  queryClient: QueryClient;
}

/** Every page of spec §2, relative to a language root. Pages load lazily, one chunk each. */
function pageRoutes(context: RouteContext): RouteObject[] {
  return [
    { index: true, lazy: () => import('./routes/home') },
    { path: 'auth', lazy: () => import('./routes/auth') },
    { path: 'pricing', lazy: () => import('./routes/pricing') },
    { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy') },
    { path: 'terms-of-service', lazy: () => import('./routes/terms-of-service') },
    { path: 'cookies', lazy: () => import('./routes/cookies') },
    { path: 'solutions/agencies', lazy: () => import('./routes/agencies') },
    {
      path: 'resources/blog',
      lazy: async () => bindContext(await import('./routes/blog'), context),
    },
    {
      path: 'resources/blog/:slug',
      lazy: async () => bindContext(await import('./routes/blog-post'), context),
    },
    { path: 'resources/events', lazy: () => import('./routes/events') },
    { path: 'resources/templates', lazy: () => import('./routes/templates') },
    { path: 'resources/videos', lazy: () => import('./routes/videos') },
    { path: 'resources/webinars', lazy: () => import('./routes/webinars') },
    { path: 'brand', lazy: () => import('./routes/brand') },
    { path: `${productSlug}-live`, lazy: () => import('./routes/live') },
    { path: 'admin', lazy: () => import('./routes/admin') },
    { path: 'admin/post/:id', lazy: () => import('./routes/admin-post') },
    { path: '*', loader: notFoundLoader, Component: NotFound },
  ];
}

/** Route modules may export `createLoader(context)` when their loader needs the query client. */
function bindContext(
  module: { createLoader?: (context: RouteContext) => LoaderFunction; [name: string]: unknown },
  context: RouteContext,
): { Component?: ComponentType; loader?: LoaderFunction } {
  const { createLoader, Component } = module;
  return {
    Component: Component as ComponentType,
    ...(createLoader ? { loader: createLoader(context) } : {}),
  };
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
  await loadMessages(language);
  return null;
}

async function englishLoader() {
  await loadMessages(defaultLanguage);
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

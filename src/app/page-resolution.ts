import {
  matchRoutes,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { languageOrDefault, type LanguageCode } from '@/config/languages';
import { pageRoutes, routeNamespaces, type PageRoute } from '@/config/routes';
import { loadMessages } from '@/i18n/messages';
import { resolveLanguage, type LanguageResolution, type UrlParts } from './language-resolution';
import type { RouteContext } from './route-context';
import { routeModules, type RouteModule } from './route-modules';

export { resolveLanguage, type LanguageResolution };

/**
 * How a URL becomes a page, written once for both routers (router.tsx on the server,
 * client-routes.tsx in the browser): the language segment first (a supported language, `/en/…`
 * redirected to the bare URL, anything else not found), then the page of the route table, then
 * its module, catalogues and data. No React here, so the browser's first view pays nothing for it.
 */

export type PageResolution =
  | Exclude<LanguageResolution, { kind: 'language' }>
  | { kind: 'page'; language: LanguageCode; route: PageRoute; params: Params };

/** A page's path relative to its language root: the home page is the root's index. */
export function relativePath(route: PageRoute): { index: true } | { path: string } {
  return route.path === '/' ? { index: true } : { path: route.path.slice(1) };
}

type Root = 'en' | 'lang';
type RouteProps = Omit<RouteObject, 'children' | 'index' | 'path'>;

/**
 * The route table mounted twice, at `/` for English and at `/:lang`, with a catch-all after the
 * pages: `page` adds what a router renders for a page under a root, `roots` what each root does
 * (the language check), `notFound` the catch-all's page. Both routers build their tree here.
 */
export function languageTree(
  page: (route: PageRoute, root: Root) => RouteProps,
  notFound: RouteProps,
  roots: Partial<Record<Root, RouteProps>> = {},
): RouteObject[] {
  const children = (root: Root) => [
    ...pageRoutes.map(
      (route) => ({ handle: route, ...page(route, root), ...relativePath(route) }) as RouteObject,
    ),
    { ...notFound, path: '*' } as RouteObject,
  ];
  return [
    { ...roots.en, path: '/', children: children('en') },
    { ...roots.lang, path: '/:lang', children: children('lang') },
  ] as RouteObject[];
}

// Matched as the browser's router matches (`/brand` is a page, `/de` the German home).
const tree = /* @__PURE__ */ languageTree(() => ({}), {});

/**
 * The whole decision for one URL: redirect, not found, or which page in which language. The
 * browser asks its router's own match instead (client-routes.tsx), so this tree is not shipped.
 */
export function resolvePage(url: UrlParts): PageResolution {
  const last = matchRoutes(tree, url.pathname)?.at(-1);
  const route = last?.route.handle as PageRoute | undefined;
  const language = resolveLanguage(last?.params.lang, url);
  if (language.kind !== 'language') return language;
  if (!last || !route) return { kind: 'not-found' };
  return { kind: 'page', language: language.language, route, params: last.params };
}

/** A route-table row's module file, as the routers import it. */
export const moduleFile = (route: PageRoute) => `./routes/${route.module}.tsx`;

/**
 * The page's route module (one lazy chunk). Every row of the table has its file: the unit test
 * checks them all, so the browser carries no check of its own.
 */
export function loadPageModule(route: PageRoute): Promise<RouteModule> {
  return routeModules[moduleFile(route)]!();
}

/** The page's catalogue namespaces in the URL's language and its loader's answer, together. */
export async function loadPageData(
  route: PageRoute,
  module: RouteModule,
  context: RouteContext,
  args: LoaderFunctionArgs,
): Promise<unknown> {
  const [, data] = await Promise.all([
    loadMessages(
      languageOrDefault(args.params.lang),
      routeNamespaces(route, new URL(args.request.url).search),
    ),
    module.createLoader?.(context)(args),
    // A data page renders inside the query client, loader or not (the admin's pages have none).
    route.data ? context.querySlot.load() : null,
  ]);
  return data ?? null;
}

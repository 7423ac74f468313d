import {
  matchRoutes,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import {
  defaultLanguage,
  isLanguageCode,
  languageOrDefault,
  type LanguageCode,
} from '@/config/languages';
import { splitLanguagePrefix } from '@/config/paths';
import { pageRoutes, type PageRoute } from '@/config/routes';
import { loadMessages } from '@/i18n/messages';
import type { RouteContext } from './route-context';
import { routeModules, type RouteModule } from './route-modules';

/**
 * How a URL becomes a page, written once for both routers (router.tsx on the server,
 * client-routes.tsx in the browser): the language segment first (a supported language, `/en/…`
 * redirected to the bare URL, anything else not found), then the page of the route table, then
 * its module, catalogues and data. No React here, so the browser's first view pays nothing for it.
 */

interface UrlParts {
  pathname: string;
  search?: string;
  hash?: string;
}

export type LanguageResolution =
  | { kind: 'language'; language: LanguageCode }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

export type PageResolution =
  | Exclude<LanguageResolution, { kind: 'language' }>
  | { kind: 'page'; language: LanguageCode; route: PageRoute; params: Params };

/**
 * The `:lang` segment of `url` (undefined under the English root, which has no prefix). English
 * has exactly one address, the bare one, so `/en/…` redirects there, keeping query and hash.
 */
export function resolveLanguage(segment: string | undefined, url: UrlParts): LanguageResolution {
  if (segment === undefined) return { kind: 'language', language: defaultLanguage };
  if (!isLanguageCode(segment)) return { kind: 'not-found' };
  if (segment === defaultLanguage) {
    const { pathname, search = '', hash = '' } = url;
    return { kind: 'redirect', to: `${splitLanguagePrefix(pathname).path}${search}${hash}` };
  }
  return { kind: 'language', language: segment };
}

/** A page's path relative to its language root: the home page is the root's index. */
export function relativePath(route: PageRoute): { index: true } | { path: string } {
  return route.path === '/' ? { index: true } : { path: route.path.slice(1) };
}

// The same tree both routers mount: the table at `/` for English and at `/:lang`, so
// matchRoutes ranks a URL exactly as they do (`/brand` is a page, `/de` the German home).
const children: RouteObject[] = [
  ...pageRoutes.map((route) => ({ ...relativePath(route), handle: route })),
  { path: '*' },
];
const tree: RouteObject[] = [
  { path: '/', children },
  { path: '/:lang', children },
];

/** The whole decision for one URL: redirect, not found, or which page in which language. */
export function resolvePage(url: UrlParts): PageResolution {
  const last = matchRoutes(tree, url.pathname)?.at(-1);
  const route = last?.route.handle as PageRoute | undefined;
  const language = resolveLanguage(last?.params.lang, url);
  if (language.kind !== 'language') return language;
  if (!last || !route) return { kind: 'not-found' };
  return { kind: 'page', language: language.language, route, params: last.params };
}

/** The page's route module (one lazy chunk); a table row without its file is a build error. */
export function loadPageModule(route: PageRoute): Promise<RouteModule> {
  const load = routeModules[`./routes/${route.module}.tsx`];
  if (!load) {
    throw new Error(`The route table names src/app/routes/${route.module}.tsx, which is missing`);
  }
  return load();
}

/** The page's catalogue namespaces in the URL's language and its loader's answer, together. */
export async function loadPageData(
  route: PageRoute,
  module: RouteModule,
  context: RouteContext,
  args: LoaderFunctionArgs,
): Promise<unknown> {
  const [, data] = await Promise.all([
    loadMessages(languageOrDefault(args.params.lang), route.namespaces),
    module.createLoader?.(context)(args),
  ]);
  return data ?? null;
}

import type { Namespace } from './namespaces';
import { paths, previewParam } from './paths';

/**
 * The route table: every page of the site, once. The router (src/app/router.tsx), the prerender
 * and sitemap (server/), the budget check and the e2e route list all derive from it; paths.ts
 * builds the links. Paths are language-neutral: the router mounts the table at `/` for English
 * and at `/:lang` for the other languages.
 */
export interface PageRoute {
  /** The language-neutral path pattern. */
  path: string;
  /** Its module, src/app/routes/<module>.tsx (one lazy chunk each). */
  module: string;
  /** Catalogue namespaces the page shows besides `common`. */
  namespaces: readonly Namespace[];
  /** Reads data through TanStack Query: the client must exist before it hydrates. */
  data?: true;
  /**
   * public: prerendered in every language and listed in the sitemap; post: one per blog post
   * (prerendered from the database); admin: a client-rendered shell, never indexed.
   */
  kind: 'public' | 'post' | 'admin';
  /**
   * The page answers `?preview` (paths.previewParam) at its own address: an admin sees what is not
   * public yet, read in the browser with the admin's token. The catalogues that view adds.
   */
  preview?: readonly Namespace[];
  /**
   * What `npm start` keeps in its page cache for this route until the blog's data changes
   * (server/blog-answers.ts): a list (one entry per page, category and search) or a post.
   */
  serverCache?: 'list' | 'post';
}

export const pageRoutes = [
  { path: paths.home, module: 'home', namespaces: ['home'], kind: 'public' },
  { path: paths.auth, module: 'auth', namespaces: ['auth'], kind: 'public' },
  { path: paths.pricing, module: 'pricing', namespaces: ['pricing'], kind: 'public' },
  { path: paths.privacyPolicy, module: 'privacy-policy', namespaces: ['legal'], kind: 'public' },
  {
    path: paths.termsOfService,
    module: 'terms-of-service',
    namespaces: ['legal'],
    kind: 'public',
  },
  { path: paths.cookies, module: 'cookies', namespaces: ['legal'], kind: 'public' },
  { path: paths.agencies, module: 'agencies', namespaces: ['agencies'], kind: 'public' },
  {
    path: paths.blog,
    module: 'blog',
    namespaces: ['blog'],
    data: true,
    kind: 'public',
    serverCache: 'list',
  },
  {
    path: `${paths.blog}/:slug`,
    module: 'blog-post',
    namespaces: ['blog'],
    data: true,
    kind: 'post',
    preview: ['admin'],
    serverCache: 'post',
  },
  { path: paths.events, module: 'events', namespaces: ['resources'], kind: 'public' },
  { path: paths.templates, module: 'templates', namespaces: ['resources'], kind: 'public' },
  { path: paths.videos, module: 'videos', namespaces: ['resources'], kind: 'public' },
  { path: paths.webinars, module: 'webinars', namespaces: ['resources'], kind: 'public' },
  { path: paths.brand, module: 'brand', namespaces: ['brand'], kind: 'public' },
  // The launch page's slug comes from the configured product name (/demoly-live).
  { path: paths.live, module: 'live', namespaces: ['live'], kind: 'public' },
  { path: paths.admin, module: 'admin', namespaces: ['admin'], data: true, kind: 'admin' },
  {
    path: `${paths.admin}/post/:id`,
    module: 'admin-post',
    // blog: the category names of the category picker.
    namespaces: ['admin', 'blog'],
    data: true,
    kind: 'admin',
  },
  {
    path: `${paths.admin}/post/:id/workspace`,
    module: 'admin-translation-workspace',
    namespaces: ['admin'],
    data: true,
    kind: 'admin',
  },
  {
    path: paths.adminTranslationSettings,
    module: 'admin-translation-settings',
    namespaces: ['admin'],
    data: true,
    kind: 'admin',
  },
] as const satisfies readonly PageRoute[];

/** Whether `search` (a URL's query) asks `route` for its admin preview. */
export function isPreview(route: Pick<PageRoute, 'preview'>, search: string): boolean {
  return Boolean(route.preview) && new URLSearchParams(search).has(previewParam);
}

/** The catalogue namespaces a URL of `route` shows: its own, and its preview's when asked. */
export function routeNamespaces(
  route: Pick<PageRoute, 'namespaces' | 'preview'>,
  search: string,
): readonly Namespace[] {
  return isPreview(route, search) ? [...route.namespaces, ...route.preview!] : route.namespaces;
}

/** The routes `npm start` answers from its page cache, by path pattern, and as what. */
export const serverCachedRoutes: readonly { path: string; serverCache: 'list' | 'post' }[] =
  pageRoutes.flatMap((route: PageRoute) =>
    route.serverCache ? [{ path: route.path, serverCache: route.serverCache }] : [],
  );

/** Public routes without parameters: prerendered in every language, listed in the sitemap. */
export const staticPublicPaths: readonly string[] = pageRoutes
  .filter((route) => route.kind === 'public')
  .map((route) => route.path);

/**
 * Admin pages the build writes as shells (the signed-in UI renders in the browser): the dashboard,
 * the new-post editor and the translation settings. An edit URL, with its post id, is rendered
 * per request by `npm start`.
 */
export const adminPaths: readonly string[] = [
  paths.admin,
  paths.adminNewPost,
  paths.adminTranslationSettings,
];

import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { resolvePage } from '@/app/page-resolution';
import { createRoutes, pageHandles } from '@/app/router';
import { cjkLanguages, languageTags, type LanguageCode } from '@/config/languages';
import { splitLanguagePrefix } from '@/config/paths';
import { routeNamespaces } from '@/config/routes';
import { catalogueFiles, registerMessages } from '@/i18n/messages';
import { pageAssets, type ClientManifest } from '@/lib/client-manifest';
import { splitHoistedHead } from '@/lib/hoisted-head';
import { scriptJson } from '@/lib/structured-data';
import { catalogues } from '@/i18n/locales/all';
import { loadIslands } from '@/lib/island';
import { createQueryClient } from '@/lib/query-client';
import { renderFailure, type DataFailure } from '@/lib/data-failures';
import { postQueries } from '@/lib/posts/query-keys';
import type { Post } from '@/lib/posts/types';
import { pageModulesElementId } from '@/lib/page-modules';
import { pageStateElementId, type PageState } from '@/lib/page-state';
import { filledQuerySlot } from '@/lib/query-slot';

export { setServerApiOrigin } from '@/lib/supabase';

let clientManifest: { manifest: ClientManifest; template: string } | undefined;

/** With the client build's manifest, pages preload their route and catalogue chunks. */
export function setClientManifest(manifest: ClientManifest, template: string): void {
  clientManifest = { manifest, template };
}

/** The manifest keys of what the client loads before hydrating this render's page. */
function firstViewModules(
  matches: readonly { route: { handle?: unknown } }[],
  language: string,
  search: string,
) {
  const handles = pageHandles(matches);
  return [
    ...handles.map((handle) => `src/app/routes/${handle.module}.tsx`),
    ...catalogueFiles(
      language,
      handles.flatMap((handle) => routeNamespaces(handle, search)),
    ),
  ];
}

// The server holds every catalogue: a render never waits for, or falls back from, a download.
for (const [language, messages] of Object.entries(catalogues)) {
  registerMessages(language as LanguageCode, messages);
}

/** What a page shows, for the server's cache: which changes make it stale. */
export type RenderSubject =
  | { kind: 'blog-list'; language: LanguageCode }
  | { kind: 'blog-post'; slugOrId: string; groupId: string | null };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      htmlLang: string;
      head: string;
      body: string;
      state: string;
      subject?: RenderSubject;
      /** Set when the page's data failed: its status is then 400 or 503. */
      dataFailure?: DataFailure;
    };

function renderSubject(
  matches: StaticHandlerContext['matches'],
  language: LanguageCode,
  queryClient: QueryClient,
): RenderSubject | undefined {
  const match = matches.find((candidate) => pageHandles([candidate]).length > 0);
  const module = match ? pageHandles([match])[0]?.module : undefined;
  if (module === 'blog') return { kind: 'blog-list', language };
  if (module !== 'blog-post') return undefined;
  const slugOrId = match?.params.slug ?? '';
  const post = queryClient.getQueryData<Post | null>(postQueries.detail(language, slugOrId));
  return { kind: 'blog-post', slugOrId, groupId: post?.groupId ?? null };
}

const failureStatus: Record<DataFailure, number> = { 'bad-request': 400, unavailable: 503 };

/** React Router's own error serialization, so the client's router revives 404s as it would. */
function serializeRouterErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
      return [routeId, error];
    }),
  );
}

/** The app for one URL with its data loaded, or the router's redirect. */
async function prepare(url: string) {
  const queryClient = createQueryClient();
  const querySlot = filledQuerySlot(queryClient);
  const routes = createRoutes({ querySlot });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return { kind: 'redirect', redirect: context } as const;
  // After the query: resolving the matched lazy routes has defined their islands.
  await loadIslands();
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <AppProviders querySlot={querySlot}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  return { kind: 'page', app, context, queryClient } as const;
}

/**
 * Why parts of `url`'s render failed: each error with its stack and the components above it.
 * renderToString swallows them (it has no onError) and sends the part's fallback instead, so the
 * same tree is rendered again with the streaming renderer, which reports them, and stopped after
 * its first pass as renderToString stops (a part still waiting then is one it could not wait for).
 */
export async function explainFailedParts(url: string): Promise<string[]> {
  const prepared = await prepare(url);
  if (prepared.kind === 'redirect') return [];
  const problems: string[] = [];
  await new Promise<void>((resolve) => {
    // A shell that suspends for good reports nothing: the build stops with what it has.
    const timeout = setTimeout(() => {
      problems.push('The page itself suspended and never finished rendering');
      resolve();
    }, 10_000);
    const done = () => {
      clearTimeout(timeout);
      resolve();
    };
    const stream = renderToPipeableStream(prepared.app, {
      onError(error, info) {
        const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
        problems.push(info.componentStack ? `${stack}\n  in:${info.componentStack}` : stack);
      },
      onShellReady() {
        stream.abort(
          new Error(
            'A part suspended (a lazy component or data it waits for), and a render to a string ' +
              'cannot wait: load it before rendering, or render it only after hydration (useIsHydrated)',
          ),
        );
      },
      onShellError: done,
      onAllReady: done,
    });
  });
  return problems;
}

/** Renders one URL (path plus query) to HTML with its data, for prerendering and the server. */
export async function render(
  url: string,
  /** For a static host's file: a list's data keeps its build time in the browser (PageState). */
  { prerendered = false }: { prerendered?: boolean } = {},
): Promise<RenderResult> {
  const prepared = await prepare(url);
  if (prepared.kind === 'redirect') {
    return {
      kind: 'redirect',
      status: prepared.redirect.status,
      location: prepared.redirect.headers.get('Location') ?? '/',
    };
  }
  const { app, context, queryClient } = prepared;
  const markup = renderToString(app);
  const { head, body } = splitHoistedHead(markup);
  const { pathname, search } = new URL(url, 'http://localhost');
  const language = splitLanguagePrefix(pathname).language ?? 'en';
  const dataFailure = renderFailure(queryClient);
  const subject = renderSubject(context.matches, language, queryClient);
  // The browser decides from the URL whether this HTML shows its page: ask the same question.
  const resolved = resolvePage(new URL(url, 'http://localhost'));
  const module = resolved.kind === 'page' ? resolved.route.module : null;
  const assets = clientManifest
    ? pageAssets(
        clientManifest.manifest,
        firstViewModules(context.matches, language, search),
        clientManifest.template,
        { latinFont: !cjkLanguages.has(language) },
      )
    : { head: '', modules: [] };
  // Data for src/boot.ts, which preloads these after the first paint.
  const modules = assets.modules.length
    ? `<script type="application/json" id="${pageModulesElementId}">${scriptJson(assets.modules)}</script>`
    : '';
  return {
    kind: 'page',
    status: dataFailure ? failureStatus[dataFailure] : context.statusCode,
    ...(subject ? { subject } : {}),
    ...(dataFailure ? { dataFailure } : {}),
    htmlLang: languageTags[language],
    head: head + assets.head + modules,
    body,
    // Data, not code: a JSON script element is never executed, so the Content-Security-Policy
    // needs no 'unsafe-inline', hash or nonce for it (src/main.tsx reads it).
    state: `<script type="application/json" id="${pageStateElementId}">${scriptJson({
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeRouterErrors(context.errors),
      },
      queries: dehydrate(queryClient),
      module,
      // On a static host only the list reads its data again: that is where new posts appear. A
      // post keeps the build's copy until the next build, since reading it again would bring
      // the API client and the Markdown renderer (206 kB of JavaScript, over the blog's 170).
      ...(prerendered && subject?.kind === 'blog-list' ? { prerendered: true as const } : {}),
    } satisfies PageState)}</script>`,
  };
}

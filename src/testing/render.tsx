import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { HoldableNavigation } from '@/app/holdable-navigation';
import type { LanguageCode } from '@/config/languages';
import { AuthContext, type AuthState } from '@/features/identity/auth-context';
import { LocaleContext } from '@/i18n/locale-context';
import { en } from '@/i18n/locales/en';
import type { Messages } from '@/i18n/messages';
import { testLocale } from './locale';

export interface ProviderOptions {
  language?: LanguageCode;
  /** The catalogue of `language` (tests load it, or import it, themselves). */
  messages?: Messages;
  /** The URL the router starts at. */
  path?: string;
  /** A TanStack Query client around the tree; `true` for a fresh one that never retries. */
  queryClient?: QueryClient | true;
  /**
   * Who is signed in, as the identity feature reports it (`{ status: 'signed-in', user }`); the
   * fields left out are a signed-out visitor's. Without it there is no identity at all.
   */
  auth?: Partial<AuthState>;
  /**
   * Routes for a memory data router starting at `path`, for tests that navigate and read
   * `router.state`; `ui` is then not rendered.
   */
  routes?: RouteObject[];
  /** Navigations go through the registered holds (unsaved work), as in the app. */
  navigationHolds?: boolean;
}

/** The identity state of `overrides` over a signed-out visitor's. */
export function testAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: 'signed-out',
    user: null,
    getToken: async () => null,
    signOut: async () => {},
    SignIn: () => <p>sign-in widget</p>,
    configurationError: null,
    ...overrides,
  };
}

/**
 * `ui` inside what every page and piece of chrome reads: a router at `path` and a fixed locale
 * (no language chain, no storage), plus a query client, a signed-in user and navigation holds
 * when asked. For renderToString and hydrateRoot as much as for render.
 */
export function withProviders(
  ui: ReactNode,
  {
    language = 'en',
    messages = en,
    path = '/',
    queryClient,
    auth,
    routes,
    navigationHolds,
  }: ProviderOptions = {},
) {
  const locale = testLocale(language, messages);
  const held = (children: ReactNode) =>
    navigationHolds ? <HoldableNavigation>{children}</HoldableNavigation> : children;
  const router = routes
    ? createMemoryRouter([{ element: held(<Outlet />), children: routes }], {
        initialEntries: [path],
      })
    : undefined;
  let element: ReactNode = router ? (
    <RouterProvider router={router} />
  ) : (
    <MemoryRouter initialEntries={[path]}>{held(ui)}</MemoryRouter>
  );
  if (auth) element = <AuthContext value={testAuth(auth)}>{element}</AuthContext>;
  element = <LocaleContext value={locale}>{element}</LocaleContext>;
  if (queryClient) {
    const client =
      queryClient === true
        ? new QueryClient({ defaultOptions: { queries: { retry: false } } })
        : queryClient;
    element = <QueryClientProvider client={client}>{element}</QueryClientProvider>;
  }
  return { locale, router, element };
}

/** Renders `ui` with the providers; `locale.setLanguage` is a spy, `router` the data router. */
export function renderWithProviders(
  ui: ReactNode,
  options?: ProviderOptions,
): RenderResult & {
  locale: ReturnType<typeof testLocale>;
  router: ReturnType<typeof createMemoryRouter> | undefined;
} {
  const { element, locale, router } = withProviders(ui, options);
  return { ...render(element), locale, router };
}

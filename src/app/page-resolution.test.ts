import type { LoaderFunctionArgs } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getLoadedMessages } from '@/i18n/messages';
import { pageRoutes } from '@/config/routes';
import { loadPageData, loadPageModule, moduleFile, resolvePage } from './page-resolution';
import { routeModules } from './route-modules';

function page(pathname: string) {
  const resolved = resolvePage({ pathname });
  if (resolved.kind !== 'page') throw new Error(`${pathname} resolved to ${resolved.kind}`);
  return resolved;
}

describe('resolvePage', () => {
  it('serves / as the English home page', () => {
    const resolved = page('/');
    expect(resolved.language).toBe('en');
    expect(resolved.route.module).toBe('home');
  });

  it('serves /de/pricing as the German pricing page', () => {
    const resolved = page('/de/pricing');
    expect(resolved.language).toBe('de');
    expect(resolved.route.module).toBe('pricing');
    expect(resolved.params.lang).toBe('de');
  });

  it('redirects /en/pricing to the bare URL, keeping query and hash', () => {
    expect(resolvePage({ pathname: '/en/pricing' })).toEqual({ kind: 'redirect', to: '/pricing' });
    expect(resolvePage({ pathname: '/en/pricing', search: '?plan=pro', hash: '#faq' })).toEqual({
      kind: 'redirect',
      to: '/pricing?plan=pro#faq',
    });
    expect(resolvePage({ pathname: '/en' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('answers not found for an unsupported language', () => {
    expect(resolvePage({ pathname: '/xx/pricing' })).toEqual({ kind: 'not-found' });
    expect(resolvePage({ pathname: '/xx' })).toEqual({ kind: 'not-found' });
  });

  it('serves a post by its slug, in English and in a language', () => {
    const english = page(`${paths.blog}/ai-demo-setup-in-ten-minutes`);
    expect(english.route.module).toBe('blog-post');
    expect(english.params.slug).toBe('ai-demo-setup-in-ten-minutes');
    const japanese = page(`/ja${paths.blog}/ai-demo-setup-in-ten-minutes`);
    expect([japanese.language, japanese.route.module]).toEqual(['ja', 'blog-post']);
  });

  it('answers not found for an unknown path, with or without a language', () => {
    expect(resolvePage({ pathname: '/no-such-page' })).toEqual({ kind: 'not-found' });
    expect(resolvePage({ pathname: '/de/no-such-page' })).toEqual({ kind: 'not-found' });
    expect(resolvePage({ pathname: `${paths.pricing}/extra` })).toEqual({ kind: 'not-found' });
  });

  it('prefers a page over a language: /brand is the brand page, not a language', () => {
    expect(page('/brand').route.module).toBe('brand');
  });
});

describe('loading the page', () => {
  it("loads /de/pricing's module and its German catalogue", async () => {
    const { route, params } = page('/de/pricing');
    const loaded = await loadPageModule(route);
    expect(typeof loaded.Component).toBe('function');
    const args = {
      params,
      request: new Request('http://localhost/de/pricing'),
      context: undefined,
    } as unknown as LoaderFunctionArgs;
    await expect(
      loadPageData(
        route,
        loaded,
        { querySlot: { load: () => Promise.reject(new Error('unused')) } },
        args,
      ),
    ).resolves.toBeNull();
    expect(getLoadedMessages('de')?.pricing).toBeDefined();
  });

  it('creates the query client for a data page without a loader of its own (the admin)', async () => {
    const { route, params } = page('/admin');
    expect(route.data).toBe(true);
    const loaded = await loadPageModule(route);
    let loads = 0;
    const args = {
      params,
      request: new Request('http://localhost/admin'),
      context: undefined,
    } as unknown as LoaderFunctionArgs;
    const querySlot = { load: async () => (loads++, new QueryClient()) };
    await loadPageData(route, loaded, { querySlot }, args);
    // Rendered without it, the page throws (WithQueryClient): the dev server has no hydration
    // that would have made one.
    expect(loads).toBe(1);
  });

  it('finds a module file for every row of the route table', () => {
    const missing = pageRoutes.filter((route) => !(moduleFile(route) in routeModules));
    expect(missing.map((route) => route.module)).toEqual([]);
  });
});

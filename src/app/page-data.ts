import { createContext, use } from 'react';

/**
 * What a page's loader answered, under either router: the server's data router (and the admin's)
 * provide their loader data here, the public client router the answer of the same loader it ran
 * before showing the page (or, when hydrating, the server's answer from the page state).
 */
export const PageDataContext = createContext<unknown>(null);

export function usePageData(): unknown {
  return use(PageDataContext);
}

/** The id of a page's route under the English root ('en') or a language root ('lang'). */
export function pageRouteId(root: 'en' | 'lang', module: string): string {
  return `${root}:${module}`;
}

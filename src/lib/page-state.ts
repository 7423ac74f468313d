import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/**
 * What the server hands the browser with a prerendered page: the router's loader data and the
 * query cache. It travels as `<script type="application/json">`, data the browser never executes,
 * so the Content-Security-Policy allows no inline script at all.
 */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
  /**
   * The route module the HTML shows (null: the not-found page). A static host answers a URL it
   * has no file for (a post published after the build) with its 404.html: the browser then
   * renders the page the URL names instead of hydrating HTML of another page.
   */
  module?: string | null;
  /**
   * Written by the build on a blog list for a static host, where nothing drops a file when a post
   * changes: its data counts as of the build, so it is read again once older than the query's
   * staleTime. Unset, the page came from `npm start`, whose cache drops a page on every write, or
   * it is a post, which the next build (the host's deploy hook) brings up to date.
   */
  prerendered?: true;
}

export const pageStateElementId = 'page-state';

/** The state embedded in the page, or undefined for a page rendered only in the browser. */
export function readPageState(doc: Document = document): PageState | undefined {
  const element = doc.getElementById(pageStateElementId);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as PageState;
}

/** Whether the HTML shows the page of the URL's route (module null: no page, the 404). */
export function showsRoute(state: PageState, module: string | null): boolean {
  return state.module === undefined || state.module === module;
}

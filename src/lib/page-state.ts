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
}

export const pageStateElementId = 'page-state';

/** The state embedded in the page, or undefined for a page rendered only in the browser. */
export function readPageState(doc: Document = document): PageState | undefined {
  const element = doc.getElementById(pageStateElementId);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as PageState;
}

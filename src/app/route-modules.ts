import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteContext } from './route-context';

export interface RouteModule {
  Component: ComponentType;
  /** Route modules export `createLoader(context)` when their loader needs the query client. */
  createLoader?: (context: RouteContext) => LoaderFunction;
}

/** The route modules, one lazy chunk each, by file name (both routers load them from here). */
export const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx');

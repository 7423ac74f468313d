import type { Env } from './env-schema';

declare const __DEMOLY_ENV__: Env;

/** In Vite bundles: the configuration vite.config.ts parsed at start-up (its `define`). */
export const source: Env = __DEMOLY_ENV__;

/**
 * Development, tests and the server render, never the browser's bundle: Vite's own build flags,
 * constants there, so code behind `false` is left out of the bundle altogether.
 */
export const devChecks: boolean = import.meta.env.DEV || import.meta.env.SSR;

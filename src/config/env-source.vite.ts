import type { Env } from './env-schema';

declare const __DEMOLY_ENV__: Env;

/** In Vite bundles: the configuration vite.config.ts parsed at start-up (its `define`). */
export const source: Env = __DEMOLY_ENV__;

import type { Env } from './env-schema';

/**
 * Vite bundles (browser, server render, tests) get the configuration already parsed and checked
 * by vite.config.ts at start-up, as a constant; the browser never downloads the schema or zod.
 */
declare const __DEMOLY_ENV__: Env | undefined;

/**
 * The site's configuration, parsed once. Import `env`, never `import.meta.env`. Node scripts
 * that share these modules without Vite (build, server) parse the same variables from process.env.
 */
export const env: Env =
  typeof __DEMOLY_ENV__ !== 'undefined'
    ? __DEMOLY_ENV__
    : (await import('./env-schema')).parseEnv(globalThis.process?.env ?? {});

/** Embedded mode (the default) serves PostgREST and Storage from the site's own origin. */
export const isHostedBackend = Boolean(env.VITE_SUPABASE_URL);

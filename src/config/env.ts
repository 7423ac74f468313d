import { source } from './env-source';

/**
 * The site's configuration, parsed once. Import `env`, never `import.meta.env`. In Vite bundles
 * (browser, server render, tests) `./env-source` is the configuration vite.config.ts already
 * parsed and checked, as a constant, so the browser never downloads the schema or zod; Node
 * scripts that share these modules without Vite (build, server) parse process.env with it.
 */
export const env = source;

/**
 * Whether checks for developers run: in development, tests and the server render (every public
 * page is rendered by the build), never in a visitor's browser, whose bundle leaves them out.
 */
export { devChecks } from './env-source';

/** Embedded mode (the default) serves PostgREST and Storage from the site's own origin. */
export const isHostedBackend = Boolean(env.VITE_SUPABASE_URL);

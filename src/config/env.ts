import { parseEnv } from './env-schema';

/**
 * The site's configuration, parsed once. Import `env`, never `import.meta.env`. Vite fills
 * import.meta.env in the bundles; Node scripts that share these modules (prerender, server) have
 * no Vite and read the same variables from process.env.
 */
export const env = parseEnv(
  (import.meta.env as Record<string, unknown> | undefined) ?? globalThis.process?.env ?? {},
);

/** Embedded mode (the default) serves PostgREST and Storage from the site's own origin. */
export const isHostedBackend = Boolean(env.VITE_SUPABASE_URL);

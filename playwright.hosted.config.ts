import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { standInAnonKey } from './scripts/lib/supabase-stand-in';

/**
 * The hosted configuration, built and walked as production runs it, with no network: a Supabase
 * stand-in (the embedded backend behind Supabase's CORS, on an origin of its own), the site built
 * with the three hosted variables and a Clerk key of valid format (Clerk's hosts are blocked, as
 * every external host is in these tests), then served twice: by `npm start` in hosted mode and by
 * a static host over dist/client. The servers start in this order, each once the one before
 * answers.
 */
// Not 54321, the local Supabase stack's port: a developer's own project must never be written to.
export const hostedPorts = { standIn: 54329, node: 4180, static: 4181 } as const;
export const revalidateSecret = 'hosted-check-revalidate-secret';
export const standInUrl = `http://127.0.0.1:${hostedPorts.standIn}`;
/** A test instance's key: pk_test_ and the base64 of `clerk.demoly.test$`. */
export const clerkKey = `pk_test_${Buffer.from('clerk.demoly.test$').toString('base64').replace(/=+$/, '')}`;

const hostedEnv = {
  VITE_SUPABASE_URL: standInUrl,
  VITE_SUPABASE_ANON_KEY: standInAnonKey,
  VITE_CLERK_PUBLISHABLE_KEY: clerkKey,
  DIST_DIR: process.env.HOSTED_DIST_DIR ?? 'dist-hosted',
};

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-hosted',
  use: { ...base.use, baseURL: `http://127.0.0.1:${hostedPorts.node}` },
  projects: base.projects,
  webServer: [
    {
      command: 'npm run db:reset && tsx scripts/supabase-stand-in.ts',
      port: hostedPorts.standIn,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        DATA_DIR: process.env.HOSTED_DATA_DIR ?? '.data-hosted',
        STAND_IN_PORT: String(hostedPorts.standIn),
      },
    },
    {
      command: 'npm run build && npm start',
      url: `http://127.0.0.1:${hostedPorts.node}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      env: {
        ...hostedEnv,
        PORT: String(hostedPorts.node),
        HOST: '127.0.0.1',
        REVALIDATE_SECRET: revalidateSecret,
      },
    },
    {
      command: 'tsx scripts/static-host.ts',
      url: `http://127.0.0.1:${hostedPorts.static}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { DIST_DIR: hostedEnv.DIST_DIR, STATIC_PORT: String(hostedPorts.static) },
    },
  ],
});

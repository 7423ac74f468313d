import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_SCALE_PORT ?? 4174);
/** How many generated posts the scale suite runs against (a blog at 2,000 posts). */
export const scalePosts = 2000;

/**
 * The blog at thousands of posts: the same browser and fixtures as tests/e2e, against
 * `npm start` on a database holding the seed plus `scalePosts` generated posts.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-scale',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: base.projects,
  webServer: {
    command: `npm run db:reset && npm run db:seed-scale -- ${scalePosts} && npm start`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR_SCALE ?? '.data-e2e-scale',
    },
  },
});

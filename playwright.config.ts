import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath, offlineFlag } from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * Machine translation in e2e goes to a local DeepL stand-in on the next port, which only
 * translation-workspace.spec.ts starts (and stops): the server reads the provider's address once,
 * when it starts, so the address must be fixed before any spec runs. With the stand-in down the
 * provider is configured but unreachable, which no other spec depends on.
 */
const deeplStandInPort = port + 1;

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser), against `npm start`: the
 * prerendered build plus the embedded backend on a fresh copy of the seed.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: a test waiting on the server or a timer leaves its core to the others
  // (the suite took 480 s against 510 s with two, no test slower past its timeouts).
  workers: 3,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Room for a loaded 2-core machine, where the admin's editor can take 8 s to come alive with a
  // second worker beside it: these bound a hang, they do not measure speed (npm run bench does).
  timeout: 60_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Tracing records every action's DOM and screen, and on a 2-core machine that costs a third of
    // the suite's time: CI traces only a failed test's retry, where the trace is read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic', offlineFlag],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'npm run db:reset && npm start',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? '.data-e2e',
      TRANSLATION_PROVIDER: 'deepl',
      DEEPL_API_KEY: 'e2e:fx',
      DEEPL_SERVER_URL: `http://127.0.0.1:${deeplStandInPort}`,
    },
  },
});

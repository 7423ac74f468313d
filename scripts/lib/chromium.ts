/**
 * The browser every tool here drives: Debian's Chromium (a downloaded browser is never used), with
 * the flags that keep it quiet and offline. Playwright (e2e), Lighthouse (bench) and the
 * screenshot script all take it from here. CHROMIUM_PATH (or CHROME_PATH) points elsewhere.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Every host but this machine fails to resolve, in the browser itself: no third party is ever
 * reached or measured, as for a visitor behind a blocker, and no request has to pass through the
 * test runner to be refused (a route per request costs the browser and the runner a round trip).
 * A request a test must answer (an outside service's reply) is still fulfilled by a route.
 */
export const offlineFlag =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Lighthouse's browser (chrome-launcher): headless and offline. */
export const lighthouseChromiumFlags = ['--headless=new', ...chromiumFlags, offlineFlag];

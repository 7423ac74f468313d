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
 * Lighthouse's browser (chrome-launcher): headless, and every host but ours fails to resolve, so
 * no third party is ever measured, as for a visitor behind a blocker.
 */
export const lighthouseChromiumFlags = [
  '--headless=new',
  ...chromiumFlags,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

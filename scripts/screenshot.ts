/**
 * Screenshots for looking at pages: npx tsx scripts/screenshot.ts <url> <out.png> [width] [--full]
 * Debian's Chromium, every non-local request blocked (as in the e2e tests).
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './lib/chromium';

const [url, out, width = '1440', ...flags] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts <url> <out.png> [width] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const mobile = Number(width) < 600;
const context = await browser.newContext({
  viewport: { width: Number(width), height: mobile ? 844 : 900 },
  deviceScaleFactor: 1,
  isMobile: mobile,
  hasTouch: mobile,
});
await context.route(
  (target) => !['127.0.0.1', 'localhost'].includes(target.hostname),
  (route) => route.abort(),
);
const page = await context.newPage();
page.on('console', (message) => {
  if (message.type() === 'error' || message.type() === 'warning')
    console.log(`[${message.type()}] ${message.text()}`);
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(600);
await page.screenshot({ path: out, fullPage: flags.includes('--full') });
await browser.close();
console.log(`saved ${out}`);

import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './lib/chromium';
const b = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const shots: [string, string, number, string][] = [
  ['/fr/solutions/agencies', '#agency-cta-title', 320, 'fr-agencies-cta-320'],
  ['/fr/solutions/agencies', '#agency-cta-title', 390, 'fr-agencies-cta-390'],
  ['/fr/demoly-live', '#live-cta-title', 320, 'fr-live-cta-320'],
  ['/ja', '#results-title', 320, 'ja-results-320'],
  ['/ja', '#results-title', 390, 'ja-results-390'],
  ['/de', '#results-title', 390, 'de-results-390'],
  ['/ja', 'h1', 390, 'ja-hero-390'],
];
for (const [path, sel, width, name] of shots) {
  const c = await b.newContext({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  await c.route((u) => !['127.0.0.1', 'localhost'].includes(u.hostname), (r) => r.abort());
  await c.addInitScript(() => localStorage.setItem('demoly.cookie-consent', 'declined'));
  const p = await c.newPage();
  await p.goto(`http://127.0.0.1:4392${path}`, { waitUntil: 'networkidle' });
  const section = p.locator(sel).first().locator('xpath=ancestor::section[1]');
  await section.scrollIntoViewIfNeeded();
  await p.waitForTimeout(400);
  await section.screenshot({ path: `/tmp/shot-${name}.png` });
  await c.close();
}
await b.close();

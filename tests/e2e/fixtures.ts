import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface GeolocationAnswer {
  status?: number;
  body?: unknown;
  /** Never answer: the site's 3 s abort must kick in. */
  hang?: boolean;
}

/** Chromium reports every Content-Security-Policy violation on the console. */
const isCspViolation = (text: string) => /Content Security Policy/i.test(text);

export const test = base.extend<{
  answerGeolocation: (answer: GeolocationAnswer) => Promise<void>;
  /** The CSP violations the page has reported so far; `take` also forgives them. */
  cspViolations: (options?: { take?: boolean }) => string[];
}>({
  // The API client, one connection per request: a kept-alive connection reused just as the server
  // closes it for idleness (5 s) resets the request, which a browser retries and this client
  // does not.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Connection: 'close' },
    });
    await use(request);
    await request.dispose();
  },
  // Every test fails if its page broke the Content-Security-Policy: a policy too strict for the
  // site (a blocked script, frame or image of ours) shows up wherever the site is used.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (isCspViolation(message.text())) violations.push(message.text());
      });
      await use((options) => (options?.take ? violations.splice(0) : [...violations]));
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  answerGeolocation: async ({ context }, use) => {
    await use(async (answer) => {
      await context.route('https://ipapi.co/**', async (route) => {
        if (answer.hang) return; // left pending on purpose
        await route.fulfill({
          status: answer.status ?? 200,
          contentType: 'application/json',
          body: JSON.stringify(answer.body ?? {}),
        });
      });
    });
  },
});

/**
 * Waits until React has hydrated the prerendered page (the root layout marks `<html
 * data-hydrated>`): before that, clicks and history changes reach static HTML that has no
 * handlers yet. Islands mark their own wrapper `data-island-hydrated`.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the page has done what it does on its own: hydrated, every island whose code it
 * asked for hydrated (islands near the screen ask once the viewport observers have run, two
 * frames in; the rest wait for the visitor, who does nothing here), then one more idle moment
 * for effects they started. Call it before asserting that something did not happen (no request,
 * no CSP violation, no redirect), so the assertion comes after the work that could have done it,
 * not after a quiet network.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island][data-island-requested]')].every((island) =>
      island.hasAttribute('data-island-hydrated'),
    ),
  );
  // No lazily loaded part is on its way (its Suspense fallback is marked data-part-loading).
  await page.waitForFunction(() => !document.querySelector('[data-part-loading]'));
  // Nothing is still sliding or fading in (the cookie banner, whose code comes when it is shown):
  // a check of colours mid-fade reads a contrast nobody sees. Endless loops (the logo strip, the
  // rotating headline) never finish and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}

/**
 * Every non-local host fails to resolve in the suite's browser (offlineFlag, playwright.config.ts),
 * as a visitor behind a blocker or an outage would see it; a test that needs an outside answer
 * (geolocation) fulfils it with `answerGeolocation`. Chromium logs the refused requests as console
 * errors; those are the test's doing.
 */
export const isBlockedRequest = (text: string) =>
  text.includes('net::ERR_NAME_NOT_RESOLVED') || text.includes('net::ERR_BLOCKED_BY_CLIENT');

/**
 * Starts collecting, before the page loads, every console error and uncaught exception, which is
 * how React reports a hydration mismatch (both), less those `ignore` says the test caused (a
 * blocked third party, an expected 404). Hand the list to expectCleanHydration.
 */
export function watchPageErrors(
  page: Page,
  ignore: (text: string) => boolean = isBlockedRequest,
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (!ignore(error.message)) errors.push(error.message);
  });
  return errors;
}

/**
 * The page hydrated cleanly: React took over the prerendered HTML (it marks <html
 * data-hydrated>), the page settled, and no error (`errors`, from watchPageErrors) came on the way.
 */
export async function expectCleanHydration(page: Page, errors: readonly string[]): Promise<void> {
  await settled(page);
  await expect(page.locator('html'), 'React hydrated the page').toHaveAttribute('data-hydrated');
  expect(errors, `console errors or exceptions while ${page.url()} hydrated`).toEqual([]);
}

/**
 * Every sitemap the index (sitemap.xml) names, fetched and joined: what a crawler reads. The
 * index holds absolute URLs on the configured origin; they are fetched from this server.
 */
export async function readSitemaps(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(children.length).toBeGreaterThan(1);
  const texts = await Promise.all(children.map(async (child) => (await request.get(child)).text()));
  return texts.join('\n');
}

export { expect };

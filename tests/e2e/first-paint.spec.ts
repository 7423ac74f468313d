import { expect, hydrated, test } from './fixtures';

/**
 * No script stands between a visitor and the first paint. The entry (src/boot.ts) is
 * tiny and fetches the app (React, the router, the chrome: the `app` chunk) only once the browser
 * has reported the first contentful paint; a modulepreload, a static import from the entry or an
 * early start would all fetch it before.
 */
for (const url of ['/', '/de/pricing', '/resources/blog']) {
  test(`${url}: the app is fetched after the first contentful paint @mobile`, async ({ page }) => {
    await page.goto(url);
    await hydrated(page);
    const { paint, app } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      app: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/app-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(paint, 'the browser reported a first contentful paint').toBeDefined();
    expect(app, 'the app chunk was fetched').toBeDefined();
    expect(app!).toBeGreaterThanOrEqual(paint!);
  });
}

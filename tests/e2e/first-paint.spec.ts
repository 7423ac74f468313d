import { expect, hydrated, test } from './fixtures';

/**
 * No script stands between a visitor and the first paint. The entry (src/boot.ts) is
 * tiny and fetches the app (React: the `react` chunk; the router and the chrome: the `app`
 * chunk) only once the browser has reported the first contentful paint; a modulepreload, a
 * static import from the entry or an early start would all fetch it before.
 */
for (const url of ['/', '/de/pricing', '/resources/blog']) {
  test(`${url}: the app is fetched after the first contentful paint @mobile`, async ({ page }) => {
    await page.goto(url);
    await hydrated(page);
    const { paint, chunks } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      chunks: Object.fromEntries(
        performance.getEntriesByType('resource').flatMap((entry) => {
          const name = /\/assets\/(app|react)-[\w-]+\.js$/.exec(entry.name)?.[1];
          return name ? [[name, entry.startTime] as const] : [];
        }),
      ),
    }));
    expect(paint, 'the browser reported a first contentful paint').toBeDefined();
    for (const name of ['react', 'app']) {
      expect(chunks[name], `the ${name} chunk was fetched`).toBeDefined();
      expect(chunks[name]!, `the ${name} chunk waited for the paint`).toBeGreaterThanOrEqual(
        paint!,
      );
    }
  });
}

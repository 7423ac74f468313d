import { expect, hydrated, test } from './fixtures';

/**
 * Client navigation under the browser's declarative router (src/app/client-routes.tsx): the old
 * page stays until the new one is ready, a new page starts at the top, Back returns to where
 * the page was left, and a filter that only rewrites the query string does not move the page.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('demoly.cookie-consent', 'declined'));
});

test('a link opens the new page at the top; Back returns to the same scroll position', async ({
  page,
}) => {
  await page.goto('/resources/blog');
  await hydrated(page);
  const cards = page.getByTestId('post-grid').getByRole('link');
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  await last.click();
  await expect(page).toHaveURL(/\/resources\/blog\/[\w-]+$/);
  await expect(page.getByTestId('post-content')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/resources\/blog$/);
  await expect(page.getByTestId('post-grid')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('a reload returns to where the page was; a new address in the same tab opens at the top', async ({
  page,
}) => {
  await page.goto('/de/resources/blog');
  await hydrated(page);
  await page.getByTestId('post-grid').getByRole('link').last().scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  // The blog's position must not follow the visitor to a page they open anew.
  await page.goto('/de/pricing');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a category filter rewrites the query string and keeps the page where it is', async ({
  page,
}) => {
  await page.goto('/resources/blog');
  await hydrated(page);
  const categories = page.getByRole('navigation', { name: 'Categories' });
  const link = categories.getByRole('button').nth(1);
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const before = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page).toHaveURL(/[?&]category=/);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('an unknown language is a not-found page, in the browser as on the server', async ({
  page,
}) => {
  const response = await page.goto('/xx/pricing');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

import { expect, test } from './fixtures';
import { declineCookies, openAsAdmin } from './fixtures/admin';
import { apiHeaders, apiToken, deletePosts, uniqueSlug } from './fixtures/api';

/**
 * A category is created deliberately, with its names, in the editor; the blog shows it in each
 * list's language (the English name where a language has none), and a rename reaches the cached
 * pages on the next request.
 */

test.beforeEach(async ({ page }) => declineCookies(page));

test('a new category gets its names in the editor, and the blog shows each language its own', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = uniqueSlug('category', testInfo.project.name);
  const key = `Case studies ${slug.slice(-6)}`;
  try {
    await openAsAdmin(page, '/admin/post/new');
    await page.getByLabel('Title').fill('How a bank runs its demos');
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Content').fill('A story from a customer.');

    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByLabel(/^English/).fill(key);
    await dialog.getByLabel(/^German/).fill(`Fallstudien ${slug.slice(-6)}`);
    await dialog.getByRole('button', { name: 'Create category' }).click();
    await expect(dialog).toBeHidden();
    const category = page.getByLabel(/^Category/);
    await expect(category).toHaveValue(key);
    await expect(category).toHaveAccessibleDescription(/No name yet in .*French/);
    // The dialog's form did not submit the post's.
    await expect(page.getByRole('heading', { name: 'New Post', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // German readers see the German name, on the category's button and on the card.
    const germanList = `/de/resources/blog?category=${encodeURIComponent(key)}`;
    await page.goto(germanList);
    await expect(page.getByTestId('post-category').first()).toHaveText(
      `Fallstudien ${slug.slice(-6)}`,
    );
    await expect(
      page.getByRole('button', { name: new RegExp(`^Fallstudien ${slug.slice(-6)}`) }),
    ).toBeVisible();
    // French has no name yet: the English one.
    const frenchList = `/fr/resources/blog?category=${encodeURIComponent(key)}`;
    expect(await (await request.get(frenchList)).text()).toContain(key);

    // Named in French later, from the post's editor: the cached French list shows it at once.
    await page.goto(`/admin?q=${slug}`);
    await page.getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByLabel('Slug')).toHaveValue(slug, { timeout: 30_000 });
    await page.getByRole('button', { name: `Names of “${key}” in all languages` }).click();
    const rename = page.getByRole('dialog', { name: `Names of “${key}”` });
    await expect(rename.getByLabel(/^German/)).toHaveValue(`Fallstudien ${slug.slice(-6)}`);
    await rename.getByLabel(/^French/).fill(`Études de cas ${slug.slice(-6)}`);
    await rename.getByRole('button', { name: 'Save names' }).click();
    await expect(rename).toBeHidden();
    await expect(page.getByLabel(/^Category/)).not.toHaveAccessibleDescription(/French/);
    expect(await (await request.get(frenchList)).text()).toContain(
      `Études de cas ${slug.slice(-6)}`,
    );
  } finally {
    await deletePosts(request, [slug]);
    await request.delete(
      `/rest/v1/blog_category_names?category=eq.${encodeURIComponent(`"${key}"`)}`,
      { headers: apiHeaders(await apiToken(request)) },
    );
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { declineCookies, openAsAdmin } from './fixtures/admin';
import { apiToken, createPost, deletePosts, findPost, uniqueSlug } from './fixtures/api';

/**
 * Language versions kept in step, through the admin's UI: a change to an original's category is
 * applied to its translations from the prompt after the save, and deleting an original with
 * translations either hands the group to a chosen new original or deletes every version. The
 * translations here share the original's slug: a slug is unique within its language only.
 */

test.beforeEach(async ({ page }) => declineCookies(page));

/** An English original (Guides) with German and French translations under the same slug. */
async function group(request: APIRequestContext, slug: string, title: string) {
  const token = await apiToken(request);
  const original = await createPost(request, token, { title, slug, category: 'Guides' });
  const de = await createPost(request, token, {
    title: `${title} (Deutsch)`,
    slug,
    category: 'Guides',
    language: 'de',
    translation_of: original.id,
  });
  const fr = await createPost(request, token, {
    title: `${title} (Français)`,
    slug,
    category: 'Guides',
    language: 'fr',
    translation_of: original.id,
  });
  return { original, de, fr };
}

/** Opens the delete dialog of the dashboard row titled `title`. */
async function openDelete(page: Page, slug: string, title: string) {
  await openAsAdmin(page, `/admin?q=${slug}`);
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('is the original of 2 language versions');
  return dialog;
}

test('a changed category is applied to the language versions from the prompt after the save', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = uniqueSlug('versions-apply', testInfo.project.name);
  const title = `Versions apply ${testInfo.project.name}`;
  try {
    const { original } = await group(request, slug, title);
    await openAsAdmin(page, `/admin/post/${original.id}`);
    await expect(page.getByLabel('Slug')).toHaveValue(slug, { timeout: 30_000 });
    await page.getByLabel('Category').selectOption('Product');
    await page.getByRole('button', { name: 'Update Post' }).click();

    const prompt = page.getByRole('dialog', { name: 'Apply to the language versions?' });
    await expect(prompt).toContainText('You changed the category of the original.');
    await expect(prompt.getByRole('checkbox', { name: /German/ })).toBeChecked();
    await expect(prompt.getByRole('checkbox', { name: /French/ })).toBeChecked();
    await prompt.getByRole('button', { name: 'Apply to 2 language versions' }).click();
    await expect(prompt.getByTestId('apply-outcome')).toHaveText(['Updated', 'Updated']);
    await prompt.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    expect((await findPost(request, slug, 'de'))?.category).toBe('Product');
    expect((await findPost(request, slug, 'fr'))?.category).toBe('Product');
    expect((await findPost(request, slug, 'en'))?.category).toBe('Product');
  } finally {
    await deletePosts(request, [slug]);
  }
});

test('deleting an original and keeping its translations makes the chosen one the new original', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = uniqueSlug('versions-keep', testInfo.project.name);
  const title = `Versions keep ${testInfo.project.name}`;
  try {
    const { fr } = await group(request, slug, title);
    const dialog = await openDelete(page, slug, title);
    await dialog.getByRole('radio', { name: 'Keep the translations' }).check();
    await dialog
      .getByRole('combobox', { name: 'New original' })
      .selectOption({ label: `French — ${fr.title}` });
    await dialog.getByRole('button', { name: 'Delete the original only' }).click();
    await expect(dialog).toBeHidden();

    expect(await findPost(request, slug, 'en')).toBeNull();
    expect((await findPost(request, slug, 'fr'))?.translation_of).toBeNull();
    expect((await findPost(request, slug, 'de'))?.translation_of).toBe(fr.id);
  } finally {
    await deletePosts(request, [slug]);
  }
});

test('“Delete all” removes the original and every translation', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = uniqueSlug('versions-all', testInfo.project.name);
  const title = `Versions all ${testInfo.project.name}`;
  try {
    await group(request, slug, title);
    const dialog = await openDelete(page, slug, title);
    await expect(dialog.getByRole('radio', { name: 'Delete all 3 versions' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Delete all 3 versions' }).click();
    await expect(dialog).toBeHidden();

    for (const language of ['en', 'de', 'fr']) {
      expect(await findPost(request, slug, language)).toBeNull();
    }
  } finally {
    await deletePosts(request, [slug]);
  }
});

import type { Page } from '@playwright/test';
import { openAsAdmin, toast } from './fixtures/admin';
import { deletePosts } from './fixtures/api';
import { expectBody } from './fixtures/editor';
import { expect, test } from './fixtures';

/**
 * Drafts that need only a title, and autosave: a title-only draft saves, publishing it asks for
 * the content, and a draft being edited is saved to the server after a pause in typing (one
 * History entry for the run), so a reload shows the server's words.
 */

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'one run is enough: the flow is the same on phones');
test.use({ locale: 'en-US' });

const created: string[] = [];
test.afterAll(async ({ request }) => deletePosts(request, created));

const autosaveWait = { timeout: 25_000 };

/** A new title-only draft saved from the editor; the page is left on its own address. */
async function titleOnlyDraft(page: Page, title: string) {
  await openAsAdmin(page, '/admin/post/new');
  await page.getByLabel('Title').fill(title);
  const slug = await page.getByLabel('Slug').inputValue();
  created.push(slug);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/post\/[0-9a-f-]{36}$/);
  return slug;
}

test('a title-only draft saves; publishing it asks for the content', async ({ page }) => {
  const title = `Only a title ${Date.now().toString(36)}`;
  const slug = await titleOnlyDraft(page, title);
  expect(slug).toMatch(/^only-a-title-/);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Content is required')).toBeVisible();
  await expect(page.getByLabel('Content')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/post\/[0-9a-f-]{36}$/);
});

test('a draft being edited is saved automatically; a reload shows the server copy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Autosaved draft ${Date.now().toString(36)}`;
  await titleOnlyDraft(page, title);
  const status = page.getByTestId('autosave-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');

  // Typed as soon as the address changed: before the editor at the post's own address has taken
  // over, these keys land in the first one, and must reach the second (editor-handoff.ts).
  await page.getByLabel('Content').fill('Words the server keeps.');
  await expect(status).toContainText('Saved automatically at', autosaveWait);
  const second = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/blog_posts') && response.request().method() === 'PATCH',
    autosaveWait,
  );
  await page.getByLabel('Content').fill('Words the server keeps, and more.');
  expect((await second).ok()).toBe(true);
  await expect(status).toContainText('Saved automatically at');

  // Nothing is left in the browser to offer back: the words come from the server.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.includes('draft')) localStorage.removeItem(key);
    }
  });
  await page.reload();
  await expectBody(page, 'Words the server keeps, and more.');
  await expect(page.getByText(/We restored the unsaved changes/)).toHaveCount(0);

  // The run of autosaves is one History entry, marked as such, above the deliberate save.
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByTestId('revision-autosave')).toHaveCount(1);
  await expect(dialog.getByRole('radio').first()).toContainText('Autosave');
});

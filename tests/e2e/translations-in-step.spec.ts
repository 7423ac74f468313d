import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectBody } from './fixtures/editor';
import { declineCookies, openAsAdmin } from './fixtures/admin';
import {
  apiToken,
  createPost,
  deletePosts,
  findPost,
  uniqueSlug,
  updatePost,
} from './fixtures/api';

/**
 * Translations in step with their source, driven through the admin's UI: an English post, its
 * German translation started from the source's Translate action, a change to the English that
 * makes the German "Outdated" (on the dashboard and in its editor, with the change shown), saved
 * and marked up to date in one pass (the change it followed stays in History), and a minor change
 * that leaves the German current. The states are the database's
 * (blog_admin_posts, blog_translation_status); the browser only shows them.
 */

test.beforeEach(async ({ page }) => declineCookies(page));

/** The dashboard row of `slug`, found through the table's search. */
async function dashboardRow(page: Page, slug: string) {
  await page.goto(`/admin?q=${slug}`);
  const row = page.getByRole('row').filter({ has: page.getByText(`/${slug}`, { exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the editor of `slug` from its dashboard row. */
async function openEditor(page: Page, slug: string) {
  const row = await dashboardRow(page, slug);
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  // The post loads after the editor's code: on a busy machine that takes a while.
  await expect(page.getByLabel('Slug')).toHaveValue(slug, { timeout: 30_000 });
}

async function replaceContent(page: Page, text: string) {
  const content = page.getByLabel('Content');
  await content.fill(text);
  await expectBody(page, text);
}

test('a translation made from its source goes outdated when the source changes, shows what changed, and is marked up to date', async ({
  page,
  request,
}, testInfo) => {
  // Sign-in, six saves and a dozen page loads on a busy machine.
  test.setTimeout(240_000);
  const slug = uniqueSlug('in-step', testInfo.project.name);
  const germanSlug = `${slug}-de`;
  try {
    // 1. The English original, written in the editor.
    await openAsAdmin(page, '/admin/post/new');
    await page.getByLabel('Title').fill('Launch day for live agents');
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill('Everything about the launch.');
    await replaceContent(page, 'Our live agents go on sale today.');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();

    // 2. Its editor lists the other nine languages, none translated yet; German is translated
    //    from the source's Translate action, prefilled and linked.
    await openEditor(page, slug);
    const translations = page.getByTestId('source-translations');
    await expect(translations.getByRole('listitem')).toHaveCount(9);
    await expect(translations.getByText('Missing')).toHaveCount(9);
    await translations.getByRole('link', { name: 'Translate into German' }).click();
    await expect(page.getByRole('heading', { name: 'New translation' })).toBeVisible();
    await expect(page.getByTestId('translate-note')).toContainText('Launch day for live agents');
    await expect(page.getByLabel('Title')).toHaveValue('Launch day for live agents');
    await expect(page.getByLabel('Excerpt')).toHaveValue('Everything about the launch.');
    await expectBody(page, 'Our live agents go on sale today.');
    await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('de');
    await expect(page.getByTestId('translation-of')).toContainText('Launch day for live agents');
    // A slug is unique within its language: the translation starts with the original's.
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByLabel('Title').fill('Starttag für Live-Agenten');
    // The slug follows the translated title once it is typed, umlauts written out.
    await expect(page.getByLabel('Slug')).toHaveValue('starttag-fuer-live-agenten');
    await page.getByLabel('Slug').fill(germanSlug);
    await replaceContent(page, 'Unsere Live-Agenten sind ab heute erhältlich.');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    const germanRow = await dashboardRow(page, germanSlug);
    await expect(germanRow.getByTestId('post-status')).toHaveText('Published');
    await expect(germanRow.getByTestId('post-outdated')).toHaveCount(0);

    // 3. The English content changes: the German row says "Outdated".
    await openEditor(page, slug);
    await expect(
      page.getByTestId('source-translations').locator('li[data-language="de"]'),
    ).toContainText('Published');
    await replaceContent(page, 'Our live agents go on sale today, in ten languages.');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    // The original's all-languages preview says it too, on the German tab.
    await openEditor(page, slug);
    await page.getByRole('button', { name: 'Preview all languages' }).click();
    const versions = page.getByRole('dialog');
    await versions.getByRole('tab', { name: 'DE' }).click();
    await expect(versions.getByRole('tabpanel')).toContainText('Outdated');
    await versions.getByRole('button', { name: 'Close' }).click();
    const outdatedRow = await dashboardRow(page, germanSlug);
    await expect(outdatedRow.getByTestId('post-outdated')).toHaveText('Outdated');

    // 4. The German editor says so too, with the English change; the translator updates the
    //    words and marks them up to date in the same save ("Mark as up to date with this save").
    await outdatedRow.getByRole('link', { name: /^Edit/ }).click();
    const panel = page.getByTestId('translation-outdated');
    await expect(panel).toContainText('Outdated');
    await expect(panel).toContainText('the English original has changed');
    await expect(panel.locator('ins')).toContainText('in ten languages');
    await page
      .getByLabel('Content')
      .fill('Unsere Live-Agenten sind ab heute in zehn Sprachen erhältlich.');
    // The panel's own button waits for a saved translation, and points at the save's box.
    await expect(panel.getByRole('button', { name: 'Mark as up to date' })).toBeDisabled();
    await expect(panel).toContainText('Mark as up to date with this save');
    await page.getByLabel('Mark as up to date with this save').check();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    await expect((await dashboardRow(page, germanSlug)).getByTestId('post-outdated')).toHaveCount(
      0,
    );
    await openEditor(page, germanSlug);
    await expect(page.getByTestId('translation-current')).toContainText(
      'Up to date with the English original',
    );
    await expect(page.getByTestId('translation-outdated')).toHaveCount(0);
    await expect(page.getByLabel('Mark as up to date with this save')).toHaveCount(0);

    // History keeps what the translator compared with: the save that marked it says with which
    // version of the original, and shows what the original changed.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    const newest = history.getByRole('radio').first();
    await expect(newest).toContainText('Marked as up to date');
    await newest.click();
    const mark = history.getByTestId('translation-mark');
    await expect(mark).toContainText('Marked up to date with the original’s version of');
    await mark.getByText('What the original changed between the two versions').click();
    await expect(mark.locator('ins')).toContainText('in ten languages');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // 5. A minor change to the English leaves the German current.
    await openEditor(page, slug);
    await replaceContent(page, 'Our live agents go on sale today, in ten languages!');
    await page.getByLabel('Minor change: translations stay current').check();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    await expect((await dashboardRow(page, germanSlug)).getByTestId('post-outdated')).toHaveCount(
      0,
    );
    expect((await findPost(request, slug))?.content_markdown).toBe(
      'Our live agents go on sale today, in ten languages!',
    );
  } finally {
    await deletePosts(request, [germanSlug, slug]);
  }
});

test('the coverage view shows each original’s languages, filters by a missing language and by outdated, and a cell opens or starts that version', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const slug = uniqueSlug('coverage', testInfo.project.name);
  const original = await createPost(request, token, { title: `Coverage ${slug}`, slug });
  const german = await createPost(request, token, {
    title: `Abdeckung ${slug}`,
    slug: `${slug}-de`,
    language: 'de',
    translation_of: original.id,
  });
  try {
    await openAsAdmin(page, '/admin?view=languages&missing=fr');
    await expect(page.getByRole('link', { name: 'Languages', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const row = page.getByTestId('coverage-row').filter({ hasText: `/${slug}` });
    await expect(row).toHaveCount(1);
    await expect(row.locator('a[data-language="de"]')).toHaveAttribute('data-state', 'published');
    await expect(row.locator('a[data-language="fr"]')).toHaveAttribute('data-state', 'missing');
    await expect(row.locator('a[data-language="en"]')).toHaveAccessibleName(
      new RegExp(`English: Published\\. Open the English version of “Coverage ${slug}”`),
    );

    // Missing in German: this original has a German version, so it is not listed.
    await page.getByLabel('Missing in').selectOption('de');
    await expect(page).toHaveURL(/missing=de/);
    await expect(page.getByTestId('coverage-row').filter({ hasText: `/${slug}` })).toHaveCount(0);

    // The English changes (through the API, as a script would): the row is listed as outdated.
    await updatePost(request, token, original.id, { title: `Coverage ${slug} (changed)` });
    await page.goto('/admin?view=languages&outdated=1');
    const outdated = page.getByTestId('coverage-row').filter({ hasText: `/${slug}` });
    await expect(outdated.locator('a[data-language="de"]')).toHaveAttribute(
      'data-state',
      'outdated',
    );
    await expect(page.getByLabel('Only with outdated translations')).toBeChecked();

    // A missing cell starts that language's version, prefilled from the original.
    await outdated.locator('a[data-language="ja"]').click();
    await expect(page.getByRole('heading', { name: 'New translation' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('ja');
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    expect(german.source_version).toBe(1);
  } finally {
    await deletePosts(request, [`${slug}-de`, slug]);
  }
});

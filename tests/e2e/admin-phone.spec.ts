import type { Page } from '@playwright/test';
import { languageCodes } from '../../src/config/languages';
import { expect, test } from './fixtures';
import { declineCookies, openAsAdmin, toast } from './fixtures/admin';
import { apiToken, createPost, deletePosts, findPost, uniqueSlug } from './fixtures/api';

/**
 * The admin on a phone (the mobile project, 390 px, and 320 px): each dashboard row names its
 * language beside its status, its actions are 44 px targets that stay on screen, and the editor
 * puts Save draft first and asks before publishing.
 */

test.beforeEach(async ({ page }) => declineCookies(page));

async function expectTargets(page: Page, slug: string) {
  const row = page.getByRole('row').filter({ has: page.getByText(`/${slug}`, { exact: true }) });
  await expect(row).toHaveCount(1);
  const chip = row.getByTestId('post-language-chip-compact');
  await expect(chip).toBeVisible();
  await expect(chip).toContainText('de');
  await expect(chip).toContainText('Language: Deutsch');
  const viewport = page.viewportSize()!;
  const actions = [
    row.getByRole('link', { name: /^Preview|^View/ }),
    row.getByRole('link', { name: /^Edit/ }),
    row.getByRole('button', { name: /^Delete/ }),
  ];
  for (const action of actions) {
    // The row may be below the fold: on screen once scrolled to, never cut off sideways. Scrolled
    // to the middle: at an edge, whole-pixel scrolling can leave a fraction of a pixel outside.
    await action.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await action.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Wholly on screen: not cut off by the table's scroll box nor the viewport.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expect(action).toBeInViewport({ ratio: 1 });
  }
}

test('the phone dashboard shows each row’s language and 44 px actions at 390 and 320 px @mobile', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'phone widths only');
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const slug = uniqueSlug('phone-row', testInfo.project.name);
  await createPost(request, token, {
    title: 'Ein Beitrag mit einem ausgesprochen langen Titelwort: Übersetzungsverwaltungssoftware',
    slug,
    language: 'de',
    status: 'draft',
    published_at: null,
  });
  try {
    await openAsAdmin(page, `/admin?q=${slug}`);
    await expectTargets(page, slug);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectTargets(page, slug);
  } finally {
    await deletePosts(request, [slug]);
  }
});

test('the phone editor offers Save draft first and asks before publishing @mobile', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'phone widths only');
  test.setTimeout(90_000);
  const slug = uniqueSlug('phone-publish', testInfo.project.name);
  try {
    await openAsAdmin(page, '/admin/post/new');
    await page.getByLabel('Title').fill('Written on a phone');
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill('A post written on the go.');
    await page.getByLabel('Content').fill('Typed with two thumbs.');

    const saveDraft = page.getByRole('button', { name: 'Save draft' });
    const publish = page.getByRole('button', { name: 'Create Post' });
    // Save draft comes first, above publishing.
    const draftBox = (await saveDraft.boundingBox())!;
    const publishBox = (await publish.boundingBox())!;
    expect(draftBox.y).toBeLessThan(publishBox.y);
    expect(draftBox.height).toBeGreaterThanOrEqual(44);

    // Publishing asks first; "Keep editing" publishes nothing.
    await publish.click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish now?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(confirm).toBeHidden();
    expect(await findPost(request, slug)).toBeNull();

    await publish.click();
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    await expect(toast(page, 'Post created successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
    expect(await findPost(request, slug)).toMatchObject({ status: 'published' });
  } finally {
    await deletePosts(request, [slug]);
  }
});

test('the dashboard and the editor never scroll sideways at 320 px, in every language @mobile', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'phone widths only');
  test.slow();
  await page.setViewportSize({ width: 320, height: 700 });
  await openAsAdmin(page);
  const wider: string[] = [];
  for (const language of languageCodes) {
    const prefix = language === 'en' ? '' : `/${language}`;
    for (const [path, ready] of [
      [`${prefix}/admin`, page.getByRole('search')],
      [`${prefix}/admin/post/new`, page.locator('form input').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (sideways > 0) wider.push(`${path} scrolls sideways ${sideways}px`);
    }
  }
  expect(wider).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { seedAccounts } from '../../supabase/embedded';
import { declineCookies, openAsAdmin } from './fixtures/admin';
import {
  accounts,
  apiHeaders,
  apiToken,
  createPost,
  deletePosts,
  findPost,
  uniqueSlug,
  updatePost,
} from './fixtures/api';
import { expect, test } from './fixtures';
import { expectBody } from './fixtures/editor';

/**
 * Post revisions in the browser against the embedded backend: two saves in the editor, the
 * history with its diff, a restore of the first version, the public page showing it, and the
 * restore itself recorded as a new revision. Posts are deleted again whatever the outcome.
 */

const created: string[] = [];

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test.afterEach(async ({ request }) => {
  await deletePosts(request, created.splice(0));
});

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function saveInEditor(page: Page, postId: string, title: string, body: string) {
  await page.goto(`/admin/post/${postId}`);
  // The editor's admin check and post load, on a busy machine.
  await expect(page.getByLabel('Title')).not.toHaveValue('');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill(body);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
}

test('edit twice, compare in History, restore the first version as a new save', async ({
  page,
  request,
}, testInfo) => {
  // Three saves, two dialogs, axe, a restore and the public page: long on a busy machine.
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const slug = uniqueSlug('revisions', testInfo.project.name);
  const post = await createPost(request, token, {
    title: 'Version one of the history test',
    slug,
    content_markdown: 'An opening line.\n\nThe original closing sentence.',
    content_html: '<p>An opening line.</p><p>The original closing sentence.</p>',
  });
  created.push(slug);

  await openAsAdmin(page);
  await saveInEditor(
    page,
    post.id,
    'Version two of the history test',
    'An opening line.\n\nA rewritten closing sentence.',
  );
  await saveInEditor(
    page,
    post.id,
    'Version three of the history test',
    'An opening line.\n\nA closing sentence nobody wanted.',
  );

  await page.goto(`/admin/post/${post.id}`);
  await expect(page.getByLabel('Title')).toHaveValue('Version three of the history test');
  const historyButton = page.getByRole('button', { name: 'History' });
  await historyButton.click();
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  await expect(dialog).toBeVisible();
  const versions = dialog.getByRole('radiogroup', { name: /Saved versions/ });
  await expect(versions).toHaveAccessibleName('Saved versions · 3 versions');
  const items = versions.getByRole('radio');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Current version');
  await expect(items.nth(0)).toContainText('Changed: Title, Content');
  await expect(items.nth(0)).toContainText('You');
  await expect(items.nth(2)).toContainText('Created');
  // The version before the current one is chosen first.
  await expect(items.nth(1)).toHaveAttribute('aria-checked', 'true');

  // Arrow keys move through the versions (a radio group): down to the oldest.
  // Held like a finger holds it: Radix checks the radio that arrow-key focus reaches while the
  // key is down, and press() lets it go at once, before a busy machine has moved the focus.
  await items.nth(1).focus();
  await page.keyboard.down('ArrowDown');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.up('ArrowDown');
  await expect(items.nth(2)).toHaveAttribute('aria-checked', 'true');

  // Its title and body against the current version: words only in one of them are marked.
  await expect(dialog.locator('del').filter({ hasText: 'three' })).toBeVisible();
  await expect(dialog.locator('ins').filter({ hasText: 'one' })).toBeVisible();
  await expect(dialog.locator('del').filter({ hasText: 'nobody wanted' })).toBeVisible();
  await expect(dialog.locator('ins').filter({ hasText: 'original' })).toBeVisible();
  // No WCAG 2 A/AA violation in the dialog (labels, roles, contrast of the marks).
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
  await expect(confirm).toContainText('the current version stays in the history');
  await confirm.getByRole('button', { name: 'Restore version' }).click();
  await expect(toast(page, 'Version restored as a new save')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The editor shows the restored values, still on the editor, with focus back on History.
  await expect(page).toHaveURL(new RegExp(`/admin/post/${post.id}$`));
  await expect(page.getByLabel('Title')).toHaveValue('Version one of the history test');
  await expectBody(page, 'An opening line.\n\nThe original closing sentence.');
  await expect(historyButton).toBeFocused();

  // The public page shows the restored version.
  await page.goto(`/resources/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Version one of the history test',
  );
  await expect(page.getByText('The original closing sentence.')).toBeVisible();
  await expect(page.getByText('nobody wanted')).toHaveCount(0);

  // The restore is a save of its own: a fourth revision, by the admin, with the first content;
  // the version it replaced is still there.
  const response = await request.get(
    `/rest/v1/blog_post_revisions?select=saved_by,fields&post_id=eq.${post.id}&order=id.desc`,
    { headers: apiHeaders(token) },
  );
  expect(response.status()).toBe(200);
  const revisions = (await response.json()) as {
    saved_by: string | null;
    fields: { title: string };
  }[];
  expect(revisions.map((revision) => revision.fields.title)).toEqual([
    'Version one of the history test',
    'Version three of the history test',
    'Version two of the history test',
    'Version one of the history test',
  ]);
  expect(revisions[0]!.saved_by).toBe(seedAccounts.admin.id);

  await page.goto(`/admin/post/${post.id}`);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('radiogroup')).toHaveAccessibleName('Saved versions · 4 versions');
  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'History' })).toBeFocused();
});

test('History compares every field, and restores only the excerpt of an old version', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const slug = uniqueSlug('revisions-field', testInfo.project.name);
  const post = await createPost(request, token, {
    title: 'A post whose excerpt was lost',
    slug,
    excerpt: 'The excerpt a colleague wrote.',
    tags: ['launch'],
    read_time: 4,
    meta_description: 'What search engines show.',
  });
  created.push(slug);
  // Someone else's later save changed many fields, the excerpt among them.
  await updatePost(request, token, post.id, {
    title: 'A post whose excerpt was lost, retitled',
    excerpt: 'A stale copy of the excerpt.',
    tags: ['launch', 'agents'],
    read_time: 6,
    meta_description: 'A newer description.',
  });

  await openAsAdmin(page, `/admin/post/${post.id}`);
  await expect(page.getByLabel('Title')).toHaveValue('A post whose excerpt was lost, retitled');
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  await expect(dialog.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
  // Every differing field is compared, not only the title and the body.
  for (const field of ['title', 'excerpt', 'tags', 'meta_description', 'read_time']) {
    await expect(dialog.getByTestId(`compare-${field}`)).toBeVisible();
  }
  await expect(dialog.getByTestId('compare-content_markdown')).toHaveCount(0);
  await expect(dialog.getByTestId('compare-tags').locator('del')).toHaveText('agents');
  await expect(dialog.getByTestId('compare-read_time')).toContainText('4 minutes');

  await dialog.getByRole('button', { name: /^Restore this field\s?: Excerpt$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore “Excerpt”?' });
  await expect(confirm).toContainText('Every other field keeps its current value');
  await confirm.getByRole('button', { name: 'Restore field' }).click();
  await expect(toast(page, '“Excerpt” restored as a new save')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The excerpt is back; every other field keeps its current value.
  await expect(page.getByLabel('Excerpt')).toHaveValue('The excerpt a colleague wrote.');
  await expect(page.getByLabel('Title')).toHaveValue('A post whose excerpt was lost, retitled');
  const saved = await findPost(request, slug);
  expect(saved).toMatchObject({
    excerpt: 'The excerpt a colleague wrote.',
    title: 'A post whose excerpt was lost, retitled',
    tags: ['launch', 'agents'],
    read_time: 6,
    meta_description: 'A newer description.',
  });
});

test('nobody but an admin reads revisions through the API', async ({ request }, testInfo) => {
  const token = await apiToken(request);
  const slug = uniqueSlug('revisions-rls', testInfo.project.name);
  const post = await createPost(request, token, { title: 'Revisions are private', slug });
  created.push(slug);
  const url = `/rest/v1/blog_post_revisions?select=id&post_id=eq.${post.id}`;

  const anon = await request.get(url, { headers: apiHeaders() });
  expect(anon.status()).toBe(401);
  expect(((await anon.json()) as { code: string }).code).toBe('42501');

  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    data: accounts.viewer,
  });
  const viewerToken = ((await signIn.json()) as { access_token: string }).access_token;
  const viewer = await request.get(url, { headers: apiHeaders(viewerToken) });
  expect(viewer.status()).toBe(200);
  expect(await viewer.json()).toEqual([]);

  const admin = await request.get(url, { headers: apiHeaders(token) });
  expect(((await admin.json()) as unknown[]).length).toBe(1);
});

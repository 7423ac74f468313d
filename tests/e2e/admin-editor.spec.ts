import { test, expect } from './fixtures';
import { expectBody } from './fixtures/editor';
import { declineCookies, openAsAdmin, toast } from './fixtures/admin';
import { apiToken, createPost, deletePosts, findPost, uniqueSlug } from './fixtures/api';

/**
 * The editor against the embedded backend: required fields, image upload, slugs, edits,
 * deletion, drafts and conflicts. Every post a test creates is deleted again through the API,
 * whatever the outcome.
 */

// A real 2×2 PNG, so the public page can be checked to actually display it.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const created: string[] = [];

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test.afterEach(async ({ request }) => {
  await deletePosts(request, created.splice(0));
});

test('an empty submit shows the required messages under the fields', async ({ page }) => {
  await openAsAdmin(page, '/admin/post/new');
  await expect(page.getByLabel('Author')).toHaveValue('Demoly Team');
  await expect(page.getByLabel(/^Category/)).toHaveValue('General');
  await expect(page.getByLabel('Read time')).toHaveValue('5');
  await page.getByLabel('Author').fill('');
  // The category is chosen from a list that always has one selected: it cannot be left empty.
  await page.getByRole('button', { name: 'Create Post' }).click();

  for (const [label, message] of [
    ['Title', 'Title is required'],
    ['Slug', 'Slug is required'],
    ['Content', 'Content is required'],
    ['Author', 'Author is required'],
  ] as const) {
    const field = page.getByLabel(new RegExp(`^${label}`));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Title')).toBeFocused();
});

test('creating a post with an image publishes it on the blog with its markdown rendered', async ({
  page,
  request,
}, testInfo) => {
  const slug = uniqueSlug('create', testInfo.project.name);
  created.push(slug);
  const title = `E2E launch notes ${slug.slice(-6)}`;
  await openAsAdmin(page, '/admin/post/new');

  await page.getByLabel('Title').fill(title);
  // The slug follows the title until it is typed by hand.
  await expect(page.getByLabel('Slug')).toHaveValue(/^e2e-launch-notes-/);
  await page.getByLabel('Slug').fill(slug);
  const excerpt = 'Everything we shipped this week.';
  await page.getByLabel('Excerpt').fill(excerpt);
  await expect(page.getByText(`${excerpt.length} / 500 characters`)).toBeVisible();
  await page
    .getByLabel('Content')
    .fill('# Shipping live agents\n\nThis release is **really bold** news.\nA second line.');
  await page.getByLabel(/^Category/).selectOption('Product');
  await page.getByLabel('Tags').fill(' launch , , agents ,');
  await page.getByLabel('Read time').fill('3');

  // The live preview renders the markdown as the blog will.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Shipping live agents' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'really bold' })).toBeVisible();

  await page
    .getByLabel('Featured image')
    .setInputFiles({ name: 'Cover Photo.PNG', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  const imagePreview = page.getByRole('img', { name: 'Featured image preview' });
  // The upload is asked of Storage at a size; its name carries its own (2×2).
  await expect(imagePreview).toHaveAttribute(
    'src',
    /\/storage\/v1\/render\/image\/public\/blog-images\/[0-9a-f-]{36}-w2h2\.png\?width=800/,
  );

  // An image needs its description before the post can be saved.
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(
    page.getByText('Describe the image: alt text is required with a featured image'),
  ).toBeVisible();
  await page.getByLabel('Image description (alt text)').fill('A launch checklist on a desk');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: `Edit “${title}”` })).toBeVisible();

  // What was stored.
  const row = await findPost(request, slug);
  expect(row).toMatchObject({
    title,
    tags: ['launch', 'agents'],
    author: 'Demoly Team',
    category: 'Product',
    read_time: 3,
  });
  expect(row?.outrank_id).toMatch(/^manual-\d{13}$/);
  expect(Date.now() - Date.parse(row?.published_at ?? '')).toBeLessThan(60_000);
  expect(row?.content_html).toContain('<strong>really bold</strong>');
  // Stored as its place in the bucket, never the address the admin used.
  expect(row?.featured_image).toMatch(/^blog-images\/[0-9a-f-]{36}-w2h2\.png$/);
  expect(row?.featured_image_alt).toBe('A launch checklist on a desk');

  // And the public page shows it.
  await page.goto(`/resources/blog/${slug}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const content = page.getByTestId('post-content');
  await expect(content.getByRole('heading', { name: 'Shipping live agents' })).toBeVisible();
  await expect(content.locator('strong', { hasText: 'really bold' })).toBeVisible();
  const image = page.getByRole('img', { name: 'A launch checklist on a desk' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/render\/image\/public\/blog-images\//);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
});

test('a non-image file is refused before any upload', async ({ page }) => {
  await openAsAdmin(page, '/admin/post/new');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/')) uploads += 1;
  });
  await page.getByLabel('Featured image').setInputFiles({
    name: 'notes.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(
    page.getByText('Choose an image file (PNG, JPEG, GIF, WebP or AVIF).'),
  ).toBeVisible();
  expect(uploads).toBe(0);
});

test('a slug another post uses is explained on the slug field', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request);
  const existing = await createPost(request, token, {
    title: 'E2E slug owner',
    slug: uniqueSlug('taken', testInfo.project.name),
  });
  created.push(existing.slug);
  await openAsAdmin(page, '/admin/post/new');
  await page.getByLabel('Title').fill('Another post');
  await page.getByLabel('Slug').fill(existing.slug);
  await page.getByLabel('Content').fill('Body');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Failed to save post')).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Another post in this language already uses this slug. Choose a different one.'),
  ).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Another post');
});

test('editing a post updates it and keeps its slug', async ({ page, request }, testInfo) => {
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title: 'E2E post to edit',
    slug: uniqueSlug('edit', testInfo.project.name),
  });
  created.push(post.slug);
  await openAsAdmin(page);
  await page.getByRole('link', { name: `Edit “${post.title}”` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(post.title);
  await expectBody(page, 'Written by the **e2e** suite.');

  const newTitle = 'E2E post, edited';
  await page.getByLabel('Title').fill(newTitle);
  await expect(page.getByLabel('Slug')).toHaveValue(post.slug); // a published URL does not move
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: `Edit “${newTitle}”` })).toBeVisible();

  const row = await findPost(request, post.slug);
  expect(row?.title).toBe(newTitle);
  expect(row?.outrank_id).toBe(post.id);
  expect(row?.content_html).toContain('<strong>e2e</strong>');
});

test('deleting asks for confirmation, then removes the post from the list', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title: `E2E post to delete ${Date.now()}`,
    slug: uniqueSlug('delete', testInfo.project.name),
  });
  created.push(post.slug);
  await openAsAdmin(page);
  const deleteButton = page.getByRole('button', { name: `Delete “${post.title}”` });

  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this post?',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  expect(await findPost(request, post.slug)).not.toBeNull();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(toast(page, 'Post deleted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete “${post.title}”` })).toHaveCount(0);
  expect(await findPost(request, post.slug)).toBeNull();
});

test('a draft survives a reload mid-edit and can be discarded', async ({ page }) => {
  await openAsAdmin(page, '/admin/post/new');
  await page.getByLabel('Title').fill('A draft that must not be lost');
  await page.getByLabel('Content').fill('Half-written **paragraph**');

  page.on('dialog', (dialog) => void dialog.accept()); // the browser's "leave site?" prompt
  await page.reload();

  await expect(
    page.getByText(/We restored the unsaved changes you made on this device/),
  ).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('A draft that must not be lost');
  await expect(page.getByLabel('Slug')).toHaveValue('a-draft-that-must-not-be-lost');
  await expectBody(page, 'Half-written **paragraph**');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByText(/We restored the unsaved changes/)).toHaveCount(0);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await openAsAdmin(page, '/admin/post/new');
  await page.getByLabel('Title').fill('Unsaved thoughts');
  await page.getByRole('link', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/admin\/post\/new$/);
  await expect(page.getByLabel('Title')).toHaveValue('Unsaved thoughts');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Discarded means discarded: no draft comes back.
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
});

test('Save draft stays in the editor, says when it saved, and an open preview shows the saved version', async ({
  context,
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title: 'E2E preview draft',
    slug: uniqueSlug('preview-draft', testInfo.project.name),
    status: 'draft',
    published_at: null,
  });
  created.push(post.slug);

  await openAsAdmin(page, `/admin/post/${post.id}`);
  const preview = await context.newPage(); // same browser profile: already signed in
  await preview.goto(`/resources/blog/${post.slug}?preview`);
  await expect(preview.getByRole('heading', { level: 1, name: 'E2E preview draft' })).toBeVisible();

  await page.getByLabel('Title').fill('E2E preview draft, second take');
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/post/${post.id}$`));
  await expect(page.getByTestId('saved-at')).toContainText('Saved at');
  // The form now stands on the saved version: nothing is unsaved, leaving does not ask.
  await expect(page.getByLabel('Title')).toHaveValue('E2E preview draft, second take');

  // The preview tab, untouched, shows what was just saved.
  await expect(
    preview.getByRole('heading', { level: 1, name: 'E2E preview draft, second take' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to posts' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('saving over a newer version from another tab merges it, and asks only about a field both changed', async ({
  context,
  page,
  request,
}, testInfo) => {
  test.slow(); // two tabs of the editor, three saves and a merge
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title: 'E2E shared post',
    slug: uniqueSlug('conflict', testInfo.project.name),
  });
  created.push(post.slug);

  const tabA = page;
  await openAsAdmin(tabA, `/admin/post/${post.id}`);
  const tabB = await context.newPage(); // same browser profile: already signed in
  await tabB.goto(`/admin/post/${post.id}`);
  await expect(tabB.getByLabel('Title')).toHaveValue(post.title);
  await expect(tabA.getByLabel('Title')).toHaveValue(post.title);

  await tabA.getByLabel('Title').fill('Saved first in tab A');
  await tabA.getByLabel('Excerpt').fill('Excerpt from tab A');
  await tabA.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(tabA, 'Post updated successfully')).toBeVisible();

  await tabB.getByLabel('Title').fill('Retitled in tab B');
  await tabB.getByLabel('Content').fill('Tab B rewrote the body');
  await tabB.getByRole('button', { name: 'Update Post' }).click();
  // A save held back by a newer one is no failure: the merge panel says what happened, no error toast.
  const conflict = tabB.getByTestId('conflict');
  await expect(conflict).toContainText('This post was changed by someone else');
  // Focus moves to the refusal; what tab B typed is still in the form, and nothing was saved.
  await expect(conflict.getByRole('heading')).toBeFocused();
  await expect(toast(tabB, 'Failed to save post')).toHaveCount(0);
  await expectBody(tabB, 'Tab B rewrote the body');
  expect(await findPost(request, post.slug)).toMatchObject({
    title: 'Saved first in tab A',
    content_markdown: 'Written by the **e2e** suite.',
  });

  // Only the title is asked about, theirs beside yours; their excerpt is taken, B's body kept.
  await expect(conflict.locator('li[data-field]')).toHaveCount(1);
  const title = conflict.locator('li[data-field="title"]');
  await expect(title).toContainText('Saved first in tab A');
  await expect(title).toContainText('Retitled in tab B');
  await expect(conflict).toContainText('Already taken from their version: Excerpt.');
  await title.getByRole('radio', { name: 'Use theirs' }).check();
  await conflict.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(toast(tabB, 'Post updated successfully')).toBeVisible();
  const row = await findPost(request, post.slug);
  expect(row).toMatchObject({
    title: 'Saved first in tab A',
    excerpt: 'Excerpt from tab A',
    content_markdown: 'Tab B rewrote the body',
  });
});

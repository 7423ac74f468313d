import { test, expect } from './fixtures';
import { declineCookies, openAsAdmin } from './fixtures/admin';
import { deletePosts, uniqueSlug } from './fixtures/api';
import { bodyEditor, expectBody } from './fixtures/editor';

/**
 * Writing without knowing Markdown: the body's toolbar and shortcuts write the Markdown, and
 * undo and redo cover every edit, an inserted image included.
 */

// A real 2×2 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const created: string[] = [];

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
  await openAsAdmin(page, '/admin/post/new');
});

test.afterEach(async ({ request }) => {
  await deletePosts(request, created.splice(0));
});

test('Ctrl+B makes the selected word bold, and again takes it back', async ({ page }) => {
  const body = bodyEditor(page);
  await expect(body).toHaveAttribute('aria-multiline', 'true');
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  // Its label focuses it, as a label does a textarea.
  const labelId = await body.getAttribute('aria-labelledby');
  await page.locator(`[id="${labelId}"]`).click();
  await expect(body).toBeFocused();
  await body.fill('Launch word');
  await page.keyboard.press('End');
  for (let step = 0; step < 4; step++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Control+b');
  await expectBody(page, 'Launch **word**');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong', { hasText: 'word' })).toBeVisible();
  await page.keyboard.press('Control+b');
  await expectBody(page, 'Launch word');
  // Italic at a bare caret: a pair to type into.
  await page.keyboard.press('End');
  await page.keyboard.press('Control+i');
  await page.keyboard.type(' now');
  await expectBody(page, 'Launch word* now*');
});

test('the toolbar makes a bulleted list, its buttons one tab stop with arrow keys', async ({
  page,
}) => {
  const body = bodyEditor(page);
  await body.fill('Faster replies\nMore demos');
  await page.keyboard.press('Control+a');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await expectBody(page, '- Faster replies\n- More demos');
  await expect(body).toBeFocused();

  // The toolbar is one tab stop; the arrow keys go from button to button.
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Subheading' })).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('tabindex', '-1');
});

test('an image inserted through the upload flow is undone by Ctrl+Z and redone by Ctrl+Shift+Z or Ctrl+Y', async ({
  page,
}, testInfo) => {
  const slug = uniqueSlug('toolbar', testInfo.project.name);
  created.push(slug);
  const body = bodyEditor(page);
  await page.getByLabel('Title').fill(`Toolbar ${slug}`);
  await page.getByLabel('Slug').fill(slug);
  await body.fill('Before the chart.');
  await page.keyboard.press('Control+End');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'chart.png', mimeType: 'image/png', buffer: png });
  const describe = page.getByRole('dialog', { name: 'Describe the image' });
  await describe.getByLabel('Image description (alt text)').fill('Bar chart');
  await describe.getByRole('button', { name: 'Insert' }).click();
  const withImage = /^Before the chart\.\n\n!\[Bar chart\]\(blog-images\/[^)]+\.png\)$/;
  await expectBody(page, withImage);
  await expect(body).toBeFocused();

  await page.keyboard.press('Control+z');
  await expectBody(page, 'Before the chart.');
  // A real keyboard's Shift+Z sends "Z" (Playwright's "z" with Shift would read as Ctrl+Z).
  await page.keyboard.press('Control+Shift+KeyZ');
  await expectBody(page, withImage);
  await page.keyboard.press('Control+z');
  await expectBody(page, 'Before the chart.');
  await page.keyboard.press('Control+y');
  await expectBody(page, withImage);

  // Ctrl+S saves the draft as Save draft does: the new post goes on in its own editor.
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/admin\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('saved-at')).toContainText('Saved at');
  await expectBody(page, withImage);
});

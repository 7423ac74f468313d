import { ja } from '../../src/i18n/locales/ja';
import { expect, test } from './fixtures';
import { declineCookies, openAsAdmin } from './fixtures/admin';

/**
 * Hostile files through the post form's image field: each is refused in the browser
 * with a message under the field, nothing is uploaded and the form keeps what was typed. The
 * REST and Storage layers answer the same files on their own (their suite).
 */

const pngHeader = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const cases = [
  {
    name: 'a text file named .png',
    file: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
    message: 'Choose an image file (PNG, JPEG, GIF, WebP or AVIF).',
  },
  {
    name: 'an SVG with an image/png type',
    file: {
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    },
    message: 'Choose an image file (PNG, JPEG, GIF, WebP or AVIF).',
  },
  {
    name: 'an HTML page with an image/jpeg type',
    file: {
      name: 'cover.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
    },
    message: 'Choose an image file (PNG, JPEG, GIF, WebP or AVIF).',
  },
  {
    name: 'a 20 MB image',
    file: {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([pngHeader, Buffer.alloc(20 * 1024 * 1024)]),
    },
    message: 'Images can be up to 5 MB. Choose a smaller file.',
  },
];

test.beforeEach(async ({ page }) => declineCookies(page));

for (const { name, file, message } of cases) {
  test(`${name} is refused before any upload, with the form intact`, async ({ page }) => {
    // Handing 20 MB to the browser takes a while on a busy machine.
    if (file.buffer.length > 5 * 1024 * 1024) test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openAsAdmin(page, '/admin/post/new');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object/')) uploads += 1;
    });
    await page.getByLabel('Title').fill('Kept whatever the file');
    await page.getByLabel('Featured image').setInputFiles(file);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel('Featured image')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue('Kept whatever the file');
    expect(uploads).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('the messages speak the editor’s language', async ({ page }) => {
  await openAsAdmin(page, '/admin/post/new');
  await page.goto('/ja/admin/post/new'); // the session carries over
  await page.getByLabel(ja.admin.editor.fields.featuredImage).setInputFiles(cases[0]!.file);
  await expect(page.getByText(ja.admin.editor.image.notAnImage)).toBeVisible();
});

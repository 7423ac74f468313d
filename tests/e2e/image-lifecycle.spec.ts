import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { declineCookies, openAsAdmin, toast } from './fixtures/admin';
import {
  apiHeaders,
  apiToken,
  createPost,
  deletePosts,
  findPost,
  uniqueSlug,
} from './fixtures/api';

/**
 * Uploads go when nothing uses them: a featured image replaced in the editor before saving is
 * removed by the save; deleting the post removes the image it kept (and that image's renditions
 * on disk), while an image another post uses stays.
 */

const dataDir = process.env.DATA_DIR ?? '.data-e2e';

/** The folder the embedded backend keeps an upload's renditions in (storage/render-cache.ts). */
const renditionsOf = (stored: string) =>
  path.join(
    dataDir,
    'storage-render',
    createHash('sha256').update(stored).digest('hex').slice(0, 32),
  );

/** A small PNG of one colour, different for each call. */
const png = (red: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 80, b: 160 } } })
    .png()
    .toBuffer();

/** Whether Storage still serves `stored` ('blog-images/<key>') at its public URL. */
async function served(request: APIRequestContext, stored: string) {
  return (await request.get(`/storage/v1/object/public/${stored}`)).status() === 200;
}

test('replacing a featured image, then deleting the post, removes its uploads and renditions; a shared image stays', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request);
  const shared = `blog-images/${crypto.randomUUID()}.png`;
  const uploaded = await request.post(`/storage/v1/object/${shared}`, {
    headers: { ...apiHeaders(token), 'Content-Type': 'image/png' },
    data: await png(10),
  });
  expect(uploaded.status()).toBe(200);
  const slug = uniqueSlug('lifecycle', testInfo.project.name);
  const other = await createPost(request, token, {
    title: `Shares an image ${slug}`,
    slug: `${slug}-other`,
    featured_image: shared,
  });
  try {
    await declineCookies(page);
    await openAsAdmin(page, '/admin/post/new');
    await page.getByLabel('Title').fill(`Lifecycle ${slug}`);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Content').fill(`Uses the other post's image too: ![shared](${shared})`);
    const featured = page.getByLabel('Featured image');
    /** Chooses a file; resolves to what Storage answered: its Key, "blog-images/<key>". */
    async function choose(name: string, red: number) {
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          response.url().includes('/storage/v1/object/blog-images/'),
      );
      await featured.setInputFiles({ name, mimeType: 'image/png', buffer: await png(red) });
      const response = await answered;
      expect(response.status()).toBe(200);
      return ((await response.json()) as { Key: string }).Key;
    }
    const first = await choose('first.png', 200);
    await choose('second.png', 90);
    await page.getByLabel('Image description (alt text)').fill('A square');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page, 'Post created successfully')).toBeVisible();

    const row = await findPost(request, slug);
    const second = row!.featured_image!;
    expect(second).not.toBe(first);
    // The replaced upload was never saved: the save removed it.
    await expect.poll(() => served(request, first)).toBe(false);

    // A rendition of the kept image, on disk.
    const rendition = await request.get(`/storage/v1/render/image/public/${second}?width=32`);
    expect(rendition.status()).toBe(200);
    await expect.poll(() => existsSync(renditionsOf(second))).toBe(true);

    await page.goto('/admin');
    await page.getByRole('button', { name: `Delete “Lifecycle ${slug}”` }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this post?' })
      .getByRole('button', { name: 'Delete post' })
      .click();
    await expect(toast(page, 'Post deleted successfully')).toBeVisible();

    await expect.poll(() => served(request, second)).toBe(false);
    expect(existsSync(renditionsOf(second))).toBe(false);
    expect(await served(request, shared)).toBe(true);
  } finally {
    await deletePosts(request, [slug, other.slug]);
  }
});

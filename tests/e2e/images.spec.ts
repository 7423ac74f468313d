import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { parseEnv } from '../../src/config/env-schema';
import { cameraJpeg } from '../../scripts/lib/camera-photo';
import { expect, settled, test } from './fixtures';
import { expectBody, placeCaret } from './fixtures/editor';
import { declineCookies, openAsAdmin, toast } from './fixtures/admin';
import { deletePosts, findPost, uniqueSlug } from './fixtures/api';

/**
 * An upload as a phone needs it: a camera-sized photo goes in through the editor, and each
 * screen downloads it in the size it shows, through Storage's image transformations. Budgets:
 * a 390 px phone at DPR 2 takes ≤ 150 KB of it on the post page and ≤ 80 KB on a list card; a
 * 1440 px desktop ≤ 300 KB on the post page.
 */

const siteOrigin = parseEnv(process.env).VITE_SITE_URL.replace(/\/+$/, '');

/** A small chart for the body, pasted as a PNG. */
function chartPng(): Promise<Buffer> {
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600">
        <rect width="100%" height="100%" fill="#fff"/>
        <rect x="100" y="300" width="200" height="250" fill="#4f46e5"/>
        <rect x="400" y="150" width="200" height="400" fill="#06b6d4"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();
}

/** A page of its own, sized like the screen, that records what each image response weighed. */
async function screen(browser: Browser, viewport: { width: number; height: number }, dpr: number) {
  const context = await browser.newContext({
    viewport,
    // A phone's screen is its own size: with the desktop project's 1920 × 1080 screen, Chromium's
    // preload scanner chose srcset candidates for a wide layout and fetched a second, larger file.
    screen: viewport,
    deviceScaleFactor: dpr,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  const page = await context.newPage();
  const images = new Map<string, number>();
  page.on('response', async (response) => {
    if (!response.url().includes('/storage/v1/render/image/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    images.set(response.url(), body.length);
  });
  return { page, images, close: () => context.close() };
}

const uploadBytes = (images: Map<string, number>, key: string) =>
  [...images].filter(([url]) => url.includes(key)).map(([, bytes]) => bytes);

async function pasteImage(page: Page, label: string, png: Buffer) {
  await page.getByLabel(label).evaluate(
    (textarea, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'chart.png', { type: 'image/png' }));
      textarea.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [...png],
  );
}

test.describe.configure({ timeout: 120_000 });

test('a camera photo uploaded in the editor reaches phones and desktops in their size, with a body image pasted in', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const slug = uniqueSlug('images', testInfo.project.name);
  try {
    await declineCookies(page);
    await openAsAdmin(page, '/admin/post/new');
    await page.getByLabel('Title').fill(`Photo post ${slug}`);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Content').fill('Before the chart.\n\nAfter the chart.');

    // The body image: pasted at the caret, uploaded with progress, described, inserted.
    await placeCaret(page, 18); // after "Before the chart.\n"
    await pasteImage(page, 'Content', await chartPng());
    const describe = page.getByRole('dialog', { name: 'Describe the image' });
    await describe.getByLabel('Image description (alt text)').fill('Bar chart of demo bookings');
    await describe.getByRole('button', { name: 'Insert' }).click();
    await expectBody(
      page,
      /^Before the chart\.\n\n!\[Bar chart of demo bookings\]\(blog-images\/[0-9a-f-]{36}-w1200h600\.png\)\n\nAfter the chart\.$/,
    );

    // The featured image: a 2 MB camera JPEG, refused nothing, uploaded with a progress bar.
    const photo = await cameraJpeg();
    expect(photo.length).toBeGreaterThan(1_500_000);
    await page
      .getByLabel('Featured image')
      .setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
    await expect(toast(page, 'Image uploaded successfully')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Image description (alt text)').fill('Sunset over the harbour');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page, 'Post created successfully')).toBeVisible();

    const row = await findPost(request, slug);
    expect(row?.featured_image).toMatch(/^blog-images\/[0-9a-f-]{36}-w3000h2000\.jpg$/);
    const key = row!.featured_image!.slice('blog-images/'.length);

    // A phone at DPR 2, on the post page.
    const phone = await screen(browser, { width: 390, height: 844 }, 2);
    await phone.page.goto(`/resources/blog/${slug}`);
    const hero = phone.page.getByRole('img', { name: 'Sunset over the harbour' });
    await expect(hero).toHaveAttribute('srcset', /width=400&height=250&resize=cover 400w/);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const body = phone.page.getByTestId('post-content').getByRole('img', {
      name: 'Bar chart of demo bookings',
    });
    await body.scrollIntoViewIfNeeded();
    await expect(body).toHaveAttribute('srcset', /render\/image\/public\/blog-images\//);
    await expect(body).toHaveAttribute('width', '1200');
    await expect
      .poll(() => body.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await settled(phone.page);
    const phoneHero = uploadBytes(phone.images, key);
    expect(phoneHero.length).toBeGreaterThan(0);
    expect(Math.max(...phoneHero)).toBeLessThanOrEqual(150_000);

    // Shares look right: 1200×630 on the site's canonical origin.
    const ogImage = await phone.page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toBe(
      `${siteOrigin}/storage/v1/render/image/public/blog-images/${key}?width=1200&height=630&resize=cover&format=origin`,
    );
    await expect(phone.page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      ogImage!,
    );

    // The same phone on the list: the card takes ≤ 80 KB.
    phone.images.clear();
    await phone.page.goto(`/resources/blog?q=${encodeURIComponent(slug)}`);
    const card = phone.page.getByRole('article').first().locator('img');
    await expect(card).toHaveAttribute('sizes', /100vw/);
    await expect
      .poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const cardBytes = uploadBytes(phone.images, key);
    expect(cardBytes.length).toBeGreaterThan(0);
    expect(Math.max(...cardBytes)).toBeLessThanOrEqual(80_000);
    await phone.close();

    // A 1440 px desktop, on the post page: ≤ 300 KB.
    const desktop = await screen(browser, { width: 1440, height: 900 }, 1);
    await desktop.page.goto(`/resources/blog/${slug}`);
    const desktopHero = desktop.page.getByRole('img', { name: 'Sunset over the harbour' });
    await expect
      .poll(() =>
        desktopHero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    const desktopBytes = uploadBytes(desktop.images, key);
    expect(Math.max(...desktopBytes)).toBeLessThanOrEqual(300_000);
    testInfo.annotations.push({
      type: 'bytes',
      description: `phone post ${Math.max(...phoneHero)}, phone card ${Math.max(...cardBytes)}, desktop post ${Math.max(...desktopBytes)}`,
    });
    await desktop.close();
  } finally {
    await deletePosts(request, [slug]);
  }
});

import type { Page, Route } from '@playwright/test';
import { en } from '../../src/i18n/locales/en';
import { expect, hydrated, test } from './fixtures';
import { expectBody } from './fixtures/editor';
import { declineCookies, openAsAdmin } from './fixtures/admin';
import { deletePosts } from './fixtures/api';

/**
 * What the site does when its backend or a third party fails, provoked in the browser against the real server: requests are intercepted
 * with page.route, everything else is the real stack. Each failure must end in the behaviour the
 * spec names — never an endless "Loading...", an uncaught error or a blank page.
 */

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: '{"code":"XX000","details":null,"hint":null,"message":"boom"}',
  });
const connectionDropped = (route: Route) => route.abort('connectionreset');

const failures = { 'answers 500': serverError, 'drops the connection': connectionDropped };

/** The blog's reads: posts, the per-language list and its categories. */
const isBlogPosts = (url: URL) =>
  /^\/rest\/v1\/blog_(posts|listings|categories|admin_posts)$/.test(url.pathname);

/** Records uncaught errors: a failure may be logged, never thrown at the page. */
function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A client-side navigation, so the browser (not the server render) makes the request. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test.describe('the blog, when its API fails in the browser', () => {
  for (const [name, fail] of Object.entries(failures)) {
    test(`the list stops loading and shows the empty state when the API ${name}`, async ({
      page,
    }) => {
      const errors = uncaughtErrors(page);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await page.goto('/resources/events');
      await hydrated(page);
      await page.route(isBlogPosts, fail);
      await navigateInApp(page, '/resources/blog');
      await expect(page.getByText('Loading...')).toBeVisible();
      // Within the default 7 s expect time-out: three quick retries, not 1 + 2 + 4 s twice over.
      await expect(page.getByText('No articles found')).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(0);
      expect(logged.some((text) => text.includes('Loading the blog posts failed'))).toBe(true);
      expect(errors).toEqual([]);
    });

    test(`a post shows Post Not Found when the API ${name}`, async ({ page }) => {
      const errors = uncaughtErrors(page);
      await page.goto('/resources/events');
      await hydrated(page);
      await page.route(isBlogPosts, fail);
      await navigateInApp(page, '/resources/blog/any-post');
      await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a slow API shows the loading state until the posts arrive', async ({ page }) => {
    await page.goto('/resources/events');
    await hydrated(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isBlogPosts, async (route) => {
      await released;
      await route.continue();
    });
    await navigateInApp(page, '/resources/blog');
    const results = page.locator('section[aria-busy]');
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(results).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(results).toHaveAttribute('aria-busy', 'false');
  });
});

test.describe('the admin, when the backend fails', () => {
  test.beforeEach(async ({ page }) => declineCookies(page));

  test('a failed posts list says so in a toast', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.route(
      (url) => isBlogPosts(url) && url.searchParams.get('select')?.startsWith('id,') === true,
      serverError,
    );
    await openAsAdmin(page);
    await expect(toast(page, 'Failed to load blog posts')).toBeVisible();
    await expect(page.getByText(en.admin.shell.loading)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a failed upload says so and leaves the form as it was', async ({ page }) => {
    await openAsAdmin(page, '/admin/post/new');
    await page.getByLabel('Title').fill('Kept through a failed upload');
    await page.getByLabel('Content').fill('Body **kept**');
    await page.route('**/storage/v1/object/**', serverError);
    await page.getByLabel('Featured image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/wMbYswAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(toast(page, 'Failed to upload image')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Kept through a failed upload');
    await expectBody(page, 'Body **kept**');
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveCount(0);
    await expect(page.getByLabel('Featured image')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  });

  test('a failed save says so, keeps the form and the draft survives a reload', async ({
    page,
  }) => {
    await openAsAdmin(page, '/admin/post/new');
    await page.getByLabel('Title').fill('Saved when the server is back');
    await page.getByLabel('Content').fill('Nothing typed here is lost.');
    await page.route(
      (url) => isBlogPosts(url),
      (route) => (route.request().method() === 'POST' ? serverError(route) : route.continue()),
    );
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page, 'Failed to save post')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/post\/new$/);
    await expect(page.getByLabel('Title')).toHaveValue('Saved when the server is back');
    await expect(page.getByRole('button', { name: 'Create Post' })).toBeEnabled();

    page.on('dialog', (dialog) => void dialog.accept()); // the browser's "leave site?" prompt
    await page.reload();
    await expect(page.getByText(/We restored the unsaved changes/)).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Saved when the server is back');
    await expectBody(page, 'Nothing typed here is lost.');
  });

  test('a slow save shows Saving and cannot be submitted twice', async ({ page, request }) => {
    const slug = `e2e-slow-save-${Date.now().toString(36)}`;
    try {
      await openAsAdmin(page, '/admin/post/new');
      await page.getByLabel('Title').fill('Slow save');
      await page.getByLabel('Slug').fill(slug);
      await page.getByLabel('Content').fill('Patience.');
      let inserts = 0;
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(isBlogPosts, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        inserts += 1;
        await released;
        await route.continue();
      });
      const submit = page.locator('form button[type="submit"]');
      await submit.click();
      await expect(submit).toHaveText(en.admin.editor.saving);
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAttribute('aria-busy', 'true');
      await page.getByLabel('Content').press('Control+Enter');
      await page.getByLabel('Title').press('Enter'); // an implicit submit while saving
      expect(inserts).toBe(1);
      release();
      await expect(toast(page, 'Post created successfully')).toBeVisible();
      expect(inserts).toBe(1);
    } finally {
      await deletePosts(request, [slug]);
    }
  });
});

test.describe('third parties that never answer or are blocked', () => {
  test.use({ locale: 'es-ES' });

  test('a geolocation that hangs is aborted at 3 s and the browser language wins', async ({
    page,
    answerGeolocation,
  }) => {
    await answerGeolocation({ hang: true });
    // The lookup runs only after "Accept all".
    await page.addInitScript(() => localStorage.setItem('demoly.cookie-consent', 'accepted'));
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const asked = page.waitForRequest('https://ipapi.co/**');
    await page.goto('/resources/videos');
    await asked;
    await page.clock.runFor(2900);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/resources/videos');
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/es\/resources\/videos$/);
  });
});

test.describe('blocked embeds and scheduler', () => {
  // Accepted, so the embeds really try to load (declined, they never ask the third party).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('demoly.cookie-consent', 'accepted'));
  });

  test('with Cal.com blocked, booking links open the booking page in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const link = page.getByRole('link', { name: 'or speak with our sales' });
    // Cal.com's code is fetched when a booking link is reached for; blocked, it warns.
    const warned = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && message.text().includes('Cal.com'),
    );
    await link.hover();
    await warned;
    await expect(link).toHaveAttribute('href', /^https:\/\/cal\.com\//);
    const calRequest = page
      .context()
      .waitForEvent('request', (request) => request.url().startsWith('https://cal.com/'));
    const popup = page.waitForEvent('popup');
    await link.click();
    await popup; // a new tab, not a dead button
    await calRequest;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('with Cal.com blocked, the pricing page offers its calendar as a link', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const fallback = page.getByRole('link', { name: 'Open the booking calendar' });
    await fallback.scrollIntoViewIfNeeded();
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('href', /^https:\/\/cal\.com\//);
  });

  test('with the demo host blocked, the frame keeps its place and the page its content', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Join the demo' }).click();
    const frame = page.getByTestId('demo-frame');
    await expect(frame.locator('iframe')).toHaveAttribute('title', /.+/);
    expect(Math.round((await frame.boundingBox())!.height)).toBe(650);
    await expect(page.getByRole('button', { name: 'Skip demo and keep scrolling' })).toBeVisible();
    await expect(page.locator('#features')).toBeAttached();
    // The parent cannot see that the frame failed; a link to the demo always works.
    const fallback = page.getByRole('link', { name: /Demo not loading\? Open it in a new tab/ });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute(
      'href',
      (await frame.locator('iframe').getAttribute('src')) ?? '',
    );
    await expect(fallback).toHaveAttribute('target', '_blank');
  });

  test('with the video host blocked, the video dialog offers the video as a link', async ({
    page,
  }) => {
    await page.goto('/demoly-live');
    await hydrated(page);
    await page.getByRole('button', { name: 'Watch a video' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('iframe')).toBeAttached();
    const fallback = dialog.getByRole('link', { name: /Video not playing\? Open it in a new tab/ });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute(
      'href',
      (await dialog.locator('iframe').getAttribute('src')) ?? '',
    );
  });
});

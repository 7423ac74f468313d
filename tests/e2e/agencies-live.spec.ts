import { parseEnv } from '../../src/config/env-schema';
import { expect, hydrated, test } from './fixtures';

// The same configuration the build was made with (defaults unless VITE_ variables are set).
const env = parseEnv(process.env);
const livePath = `/${env.VITE_PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-live`;

test.describe('agencies page', () => {
  test('hero links: partner sign-up in a new tab, consultation through the scheduler', async ({
    page,
  }) => {
    await page.goto('/solutions/agencies');
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scale your agency with AI-powered demos' }),
    ).toBeVisible();
    const partner = page.getByRole('link', { name: /Become a partner/ });
    await expect(partner).toHaveAttribute('href', env.VITE_APP_URL);
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('rel', /noopener/);
    const consultation = page.getByRole('link', { name: 'Schedule consultation' });
    await expect(consultation).toHaveAttribute('href', /cal\.com/);
  });

  test('four feature cards and the eight-item agency checklist', async ({ page }) => {
    await page.goto('/solutions/agencies');
    await hydrated(page);
    for (const title of [
      'White-label solutions',
      'Multi-client management',
      'Advanced analytics',
      'Rapid deployment',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    const checklist = page
      .getByRole('region', { name: 'Built for agencies, from day one' })
      .getByRole('listitem');
    await expect(checklist).toHaveCount(8);
    await expect(checklist).toContainText([
      'Multi-tenant client separation',
      'Custom branding and domain',
      'Bulk demo creation tools',
      'Agency-level reporting',
      'Priority partner support',
      'Revenue sharing',
      'Training and certification',
      'Marketing co-op programs',
    ]);
  });

  test('two testimonials, each rated 5 out of 5', async ({ page }) => {
    await page.goto('/solutions/agencies');
    await hydrated(page);
    const testimonials = page.getByRole('region', { name: /Agencies growing with/ });
    await expect(testimonials.getByRole('figure')).toHaveCount(2);
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(2);
  });

  test('closing call to action: apply in a new tab, guide by e-mail', async ({ page }) => {
    await page.goto('/solutions/agencies');
    await hydrated(page);
    const apply = page.getByRole('link', { name: /Apply for partnership/ });
    await expect(apply).toHaveAttribute('href', env.VITE_APP_URL);
    await expect(apply).toHaveAttribute('target', '_blank');
    const guide = page.getByRole('link', { name: 'Request the partner guide' });
    await expect(guide).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${env.VITE_CONTACT_EMAIL.replace('.', '\\.')}\\?subject=Partner`),
    );
  });
});

test.describe('live agent launch page', () => {
  test('the launch banner links to the page and can be dismissed', async ({ page }) => {
    await page.goto(livePath);
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText(`Introducing ${env.VITE_PRODUCT_NAME} Live`);
    await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      livePath,
    );
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toHaveCount(0);
  });

  test('the banner link keeps the language prefix', async ({ page }) => {
    await page.goto(`/fr${livePath}`);
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Annonce' });
    await expect(banner.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      `/fr${livePath}`,
    );
  });

  test('watch a video: the player loads only in the dialog; Escape closes it and restores focus', async ({
    page,
  }) => {
    await page.goto(livePath);
    await hydrated(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    const trigger = page.getByRole('button', { name: 'Watch a video' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: `${env.VITE_PRODUCT_NAME} Live in action` });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', env.VITE_VIDEO_EMBED_URL);
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect(frame).toHaveAttribute('allowfullscreen', '');
    // 16:9 reserved before the video host answers (it is blocked in tests).
    const box = await frame.boundingBox();
    expect(box && box.width / box.height).toBeCloseTo(16 / 9, 1);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('hero, highlights, benefits and the closing call to action', async ({ page }) => {
    await page.goto(livePath);
    await hydrated(page);
    const hero = page.getByRole('img', { name: new RegExp(`${env.VITE_PRODUCT_NAME} Live agent`) });
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'See it live' })).toHaveAttribute(
      'href',
      /cal\.com/,
    );
    for (const title of ['Pitch Like a Pro', 'Click & Navigate', 'Show & Highlight']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const title of [
      'Real Live Agent',
      'Easier to Set Up',
      'Better Viewer Experience',
      'More Conversions',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'Ready to transform your demos?' }),
    ).toBeVisible();
    const start = page.getByRole('link', { name: /Get started today/ });
    await expect(start).toHaveAttribute('href', env.VITE_APP_URL);
    await expect(start).toHaveAttribute('target', '_blank');
  });

  test('launch page fits a phone screen @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(livePath);
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Watch a video' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

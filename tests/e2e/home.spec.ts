import type { Page } from '@playwright/test';
import { de } from '../../src/i18n/locales/de';
import { en } from '../../src/i18n/locales/en';
import { expect, hydrated, test } from './fixtures';

/** Values from src/config/env-schema.ts defaults (the e2e build sets no VITE_ variables). */
const appUrl = 'https://app.demoly.ai';
const demoEmbedUrl = 'https://app.demoly.ai/share/chat/live-demo?embed=true';

/** React has hydrated the prerendered page: before that, clicks reach static HTML. */

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner out of the way of the buttons near the bottom of the screen.
  await page.addInitScript(() => localStorage.setItem('demoly.cookie-consent', 'accepted'));
});

const selectedTab = (page: Page) =>
  page.locator('#teams-tabs').getByRole('tab', { selected: true });

test.describe('home page', () => {
  test('hero: the app opens in a new tab and a sales booking link is offered @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    const primary = page.getByRole('link', { name: /Create a demo • it's free!/ });
    await expect(primary).toHaveAttribute('href', new RegExp(`^${appUrl}`));
    await expect(primary).toHaveAttribute('target', '_blank');
    const booking = page.getByRole('link', { name: 'or speak with our sales' });
    await expect(booking).toBeVisible();
    await expect(booking).toHaveAttribute('href', /cal\.com\/.*month_view/);
  });

  test('demo: the overlay comes first, Join the demo creates the 650 px iframe @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const frame = page.getByTestId('demo-frame');
    await expect(frame.locator('iframe')).toHaveCount(0);
    await expect(frame.getByText('Live', { exact: true })).toBeVisible();
    await expect(frame.getByAltText(/AI avatar/)).toBeVisible();
    await page.getByRole('button', { name: 'Join the demo' }).click();
    const iframe = frame.locator('iframe');
    await expect(iframe).toHaveAttribute('src', demoEmbedUrl);
    await expect(iframe).toHaveAttribute('allow', /microphone/);
    await expect(iframe).toHaveAttribute('height', '650');
    expect(Math.round((await frame.boundingBox())!.height)).toBe(650);
    await expect(page.getByRole('button', { name: 'Join the demo' })).toHaveCount(0);
  });

  test('demo: the fullscreen toggle switches its label', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Enter fullscreen' }).click();
    const exit = page.getByRole('button', { name: 'Exit fullscreen' });
    await expect(exit).toBeVisible();
    await exit.click();
    await expect(page.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible();
  });

  test('cinema mode dims the page and Skip demo scrolls to the features', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const overlay = page.getByTestId('cinema-overlay');
    await expect(overlay).toHaveAttribute('data-active', 'false');
    await page.evaluate(() => {
      const frame = document.querySelector('[data-testid="demo-frame"]')!;
      const top = frame.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - (window.innerHeight - 650) / 2);
    });
    await expect(overlay).toHaveAttribute('data-active', 'true');
    await page.getByRole('button', { name: 'Skip demo and keep scrolling' }).click();
    await expect(page.locator('#features')).toBeInViewport();
    await expect(overlay).toHaveAttribute('data-active', 'false');
  });

  test('features: section #features with its title and five cards @mobile', async ({ page }) => {
    await page.goto('/');
    const features = page.locator('section#features');
    await expect(features.getByRole('heading', { level: 2 })).toHaveText(
      'Convert 3× more visitors to a qualified sales pipeline with AI-Demos',
    );
    await expect(features.locator('[data-feature-card]')).toHaveCount(5);
    await expect(features.getByRole('link', { name: /Try it for free/ })).toHaveCount(5);
    await expect(features.getByRole('link', { name: 'Or book a demo with expert' })).toHaveCount(5);
  });

  test('role tabs advance by themselves every 4 s, in order', async ({ page }) => {
    const order = ['Marketing teams', 'Sales teams', 'Product teams'];
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.locator('#teams-tabs').scrollIntoViewIfNeeded();
    // From here only the test moves the page's clock, a quarter second at a time, and records
    // when the selected tab changes: the first change may wait for the island's code (real
    // time), the gap between the first two is the rotation period.
    // Paused a few seconds ahead: on a loaded machine a second can pass before the pause lands,
    // and a pause in the past is refused.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    let current = (await selectedTab(page).textContent()) ?? '';
    const start = order.indexOf(current);
    expect(start).toBeGreaterThanOrEqual(0);
    const changes: { tab: string; at: number }[] = [];
    for (let at = 250; changes.length < 2 && at <= 30_000; at += 250) {
      await page.clock.runFor(250);
      const now = (await selectedTab(page).textContent()) ?? '';
      if (now !== current) changes.push({ tab: now, at });
      current = now;
    }
    expect(changes.map((change) => change.tab)).toEqual([
      order[(start + 1) % 3],
      order[(start + 2) % 3],
    ]);
    expect(changes[1]!.at - changes[0]!.at).toBe(4_000);
  });

  test('role tabs: a click selects a tab and hovering pauses the rotation', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.locator('#teams-tabs').getByRole('tab', { name: 'Product teams' }).click();
    await expect(selectedTab(page)).toHaveText('Product teams');
    // The pointer stays over the showcase: three rotation periods pass with no advance.
    await page.clock.runFor(12_000);
    await expect(selectedTab(page)).toHaveText('Product teams');
    // Once the pointer leaves and focus moves on (the click focused the tab), it resumes.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(4_500);
    await expect(selectedTab(page)).not.toHaveText('Product teams');
  });

  test('role tabs follow the URL hash (#product, then #sales)', async ({ page }) => {
    await page.goto('/#product');
    await hydrated(page);
    await expect(selectedTab(page)).toHaveText('Product teams');
    await expect(page.locator('#teams-tabs')).toBeInViewport();
    await page.evaluate(() => {
      window.location.hash = 'sales';
    });
    await expect(selectedTab(page)).toHaveText('Sales teams');
  });

  test('FAQ: one answer open at a time, and it can close @mobile', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const first = page.getByRole('button', { name: 'How does an AI demo work?' });
    const second = page.getByRole('button', { name: 'How long does setup take?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('FAQ: a tap made before the section code has arrived still opens the answer @mobile', async ({
    page,
  }) => {
    // Everything under the first screen is an island loaded at idle: hold its code back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/below-the-fold-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    const first = page.getByRole('button', { name: 'How does an AI demo work?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    release();
    // Replayed once the section hydrates: opened, not toggled twice.
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-island="home-below-the-fold"]')).toHaveAttribute(
      'data-island-hydrated',
      '',
    );
  });

  test('FAQ structured data is prerendered and lists five questions', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    const data = JSON.parse(match![1]!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(5);
    expect(data.mainEntity[0].name).toBe('How does an AI demo work?');
  });

  test('the German page shows the German headline and title @mobile', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'KI-Avatare, die Ihr Produkt vorführen',
    );
    await expect(page).toHaveTitle(/KI-Avatare/);
    await expect(page.locator('section#features h2')).toHaveText(de.home.features.title);
    expect(de.home.features.title).not.toBe(en.home.features.title);
  });

  test('/#contact lands on the final call to action', async ({ page }) => {
    await page.goto('/#contact');
    const contact = page.locator('section#contact');
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole('link', { name: /Create a demo/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

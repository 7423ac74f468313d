import { expect, test } from './fixtures';
import {
  appUrl,
  config,
  consentKey,
  hydrated,
  mainNav,
  withConsentStored,
} from './fixtures/chrome';

/** The chrome on a phone: the drawer, the cookie banner and the footer. */

test.describe('mobile drawer @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => withConsentStored(page));

  test('lists the spec items and closes on every kind of selection', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // While the drawer is open the rest of the page is hidden from the accessibility tree, so
    // the button is found by its label rather than by role.
    const menuButton = page.locator('button[aria-label="Open menu"]');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const links = drawer.getByRole('navigation').getByRole('link');
    await expect(links).toHaveText([
      'Agencies',
      'For Marketing Teams',
      'For Sales Teams',
      'For Product Teams',
      'Blog',
      'Upcoming events',
      'Demo templates',
      'Videos',
      'Webinars',
      'Pricing',
      /^Affiliate\s*30%/,
    ]);
    await expect(drawer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    await expect(drawer.getByRole('link', { name: /^Start for free/ })).toHaveAttribute(
      'href',
      appUrl,
    );
    await expect(drawer.getByRole('button', { name: /^Change language/ })).toBeVisible();

    // A page link.
    await drawer.getByRole('link', { name: 'Webinars' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/resources\/webinars$/);

    // A hash anchor.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'For Sales Teams' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/#sales$/);
    await expect(page.locator('#teams-tabs')).toBeInViewport();

    // A link that opens a new tab.
    await menuButton.click();
    const popup = page.waitForEvent('popup');
    await drawer.getByRole('link', { name: /^Affiliate/ }).click();
    await (await popup).close();
    await expect(drawer).toBeHidden();

    // Escape.
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the drawer’s language switcher changes the language and closes the drawer', async ({
    page,
  }) => {
    await page.goto('/resources/videos');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: /^Change language/ }).click();
    await page.getByRole('option', { name: /Italiano/ }).click();
    await expect(page).toHaveURL(/\/it\/resources\/videos$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('cookie banner @mobile', () => {
  test('is not in the prerendered HTML, appears after hydration and floats over the page', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/pricing')).text();
    expect(html).not.toContain('data-cookie-banner');
    await page.goto('/pricing');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCSS('position', 'fixed');
    await expect(banner.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
  });

  test('Accept all stores accepted, hides it, and it stays hidden after reload', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('accepted');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.reload();
    await hydrated(page);
    await expect(banner).toBeHidden();
  });

  test('Decline stores declined, hides it, and it stays hidden on other pages', async ({
    page,
  }) => {
    await page.goto('/de/pricing');
    const banner = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), consentKey)).toBe('declined');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.goto('/de/resources/blog');
    await hydrated(page);
    await expect(
      page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' }),
    ).toBeHidden();
  });
});

test.describe('footer @mobile', () => {
  test.beforeEach(async ({ page }) => withConsentStored(page));

  test('links the spec pages and shows the address and contact e-mail', async ({ page }) => {
    await page.goto('/de/resources/templates');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('navigation', { name: 'Fußzeile' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/de/pricing',
        '/de/solutions/agencies',
        '/de#integrations',
        '/de/resources/blog',
        '/de/resources/events',
        '/de/resources/templates',
        '/de/resources/videos',
        '/de/resources/webinars',
        '/de/privacy-policy',
        '/de/terms-of-service',
        '/de/cookies',
        `mailto:${config.VITE_CONTACT_EMAIL}`,
      ]),
    );
    const address = footer.locator('address');
    await expect(address).toContainText('548 Market St, Suite 36512');
    await expect(address).toContainText('San Francisco, CA 94104, USA');
    await expect(address.getByRole('link', { name: config.VITE_CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${config.VITE_CONTACT_EMAIL}`,
    );
  });
});

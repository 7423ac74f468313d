import type { Locator, Page } from '@playwright/test';
import { parseEnv } from '../../src/config/env-schema';
import { expect, test } from './fixtures';

/** The same configuration the build used (defaults unless the environment overrides them). */
const config = parseEnv(process.env);
const appUrl = config.VITE_APP_URL;
const consentKey = 'demoly.cookie-consent';

/**
 * Waits until the page has hydrated and run its effects: the header stores the forced light
 * theme in an effect, in the same commit as the cookie banner reads its storage.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(() => localStorage.getItem('theme') === 'light');
}

/** Most tests are not about the banner: store a choice so it never covers what they click. */
async function withConsentStored(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), consentKey);
}

function mainNav(page: Page, name = 'Main navigation') {
  return page.getByRole('banner').getByRole('navigation', { name });
}

/**
 * Hovers a menu button until `shown` is visible. The menu's code arrives when the pointer first
 * reaches the header (an island), so a single early hover can land before it is
 * hydrated; a visitor's pointer keeps moving, and so does this. Each hover gets a few seconds:
 * on a loaded 2-core machine moving the pointer alone can take two, and a shorter wait moved the
 * pointer away from a menu that was on its way.
 */
async function hoverOpen(page: Page, trigger: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await trigger.hover();
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

test.describe('header (desktop)', () => {
  test.beforeEach(async ({ page }) => withConsentStored(page));

  test('turns compact with the minimal logo past 50 px and forces the light theme', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('seeded', '1');
    });
    await page.goto('/pricing');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    const header = page.getByRole('banner');
    const wordmark = header.locator('[data-wordmark]');
    await expect(header).toHaveAttribute('data-compact', 'false');
    await expect(header.locator('[data-logo]')).toHaveAttribute('data-logo', 'full');
    await expect(wordmark).toBeVisible();
    const expandedHeight = (await header.boundingBox())?.height ?? 0;

    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(header.locator('[data-logo]')).toHaveAttribute('data-logo', 'minimal');
    await expect(wordmark).toBeHidden();
    await expect
      .poll(async () => (await header.boundingBox())?.height)
      .toBeLessThan(expandedHeight);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
    await expect(wordmark).toBeVisible();
  });

  test('Solutions opens on hover with descriptions; the side panel follows the hovered team', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const nav = mainNav(page);
    const entry = (name: string) => nav.getByRole('link', { name: new RegExp(`^${name}`) });
    await hoverOpen(page, nav.getByRole('button', { name: 'Solutions' }), entry('For Sales Teams'));
    await expect(entry('For Sales Teams')).toContainText(
      'Qualify and score every lead while the demo runs.',
    );
    await expect(entry('For Marketing Teams')).toContainText(
      'Turn website traffic into pipeline you can measure.',
    );
    await expect(entry('For Product Teams')).toContainText(
      'Learn which features buyers care about most.',
    );

    const panelLinks = nav.locator('[data-panel] ul').getByRole('link');
    await expect(panelLinks).toHaveText([/^Lead qualification/, /^Lead scoring/, /^Use cases/]);
    await entry('For Marketing Teams').hover();
    await expect(panelLinks).toHaveText([
      /^Audience Analysis/,
      /^Demo analytics/,
      /^Conversation Analytics/,
    ]);
    await entry('For Product Teams').hover();
    await expect(panelLinks).toHaveText([
      /^Product intelligence/,
      /^AI insights/,
      /^Customer feedback/,
    ]);
    for (const link of await panelLinks.all()) {
      await expect(link).toHaveAttribute('href', appUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText('(opens in a new tab)');
    }

    // Leaving the menu closes it (after its short close delay).
    await page.mouse.move(700, 800);
    await expect(entry('For Sales Teams')).toBeHidden();
  });

  test('a Solutions entry on the home page sets the hash and scrolls to the teams section', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const marketing = mainNav(page).getByRole('link', { name: /^For Marketing Teams/ });
    await hoverOpen(page, mainNav(page).getByRole('button', { name: 'Solutions' }), marketing);
    await marketing.click();
    await expect(page).toHaveURL(/\/#marketing$/);
    await expect(page.locator('#teams-tabs')).toBeInViewport();
    await expect(mainNav(page).getByRole('link', { name: /^For Marketing Teams/ })).toBeHidden();
  });

  test('a Solutions entry elsewhere goes to the localized home page and its teams section', async ({
    page,
  }) => {
    await page.goto('/de/pricing');
    await hydrated(page);
    const nav = mainNav(page, 'Hauptnavigation');
    const entry = nav.getByRole('link', { name: /^Für Produktteams/ });
    await hoverOpen(page, nav.getByRole('button', { name: 'Lösungen' }), entry);
    await entry.click();
    await expect(page).toHaveURL(/\/de#product$/);
    await expect(page.locator('#teams-tabs')).toBeInViewport();
  });

  test('Resources lists the five pages with descriptions and opens them', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = mainNav(page);
    await hoverOpen(
      page,
      nav.getByRole('button', { name: 'Resources' }),
      nav.getByRole('link', { name: /^Blog/ }),
    );
    const expected = [
      ['Blog', '/resources/blog', 'Playbooks and product news from the team.'],
      ['Upcoming events', '/resources/events', 'Meet the team online and in person.'],
      ['Demo templates', '/resources/templates', 'Ready-made demo flows to start from.'],
      ['Videos', '/resources/videos', 'Watch AI demos in action.'],
      ['Webinars', '/resources/webinars', 'Live sessions with demo experts.'],
    ] as const;
    for (const [name, href, description] of expected) {
      const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toContainText(description);
    }
    await nav.getByRole('link', { name: /^Webinars/ }).click();
    await expect(page).toHaveURL(/\/resources\/webinars$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinars');
  });

  test('Pricing, Affiliate with its 30% badge, Login and Start for free', async ({ page }) => {
    await page.goto('/resources/events');
    await hydrated(page);
    const header = page.getByRole('banner');
    const affiliate = mainNav(page).getByRole('link', { name: /^Affiliate/ });
    await expect(affiliate).toHaveAttribute('href', config.VITE_AFFILIATE_URL);
    await expect(affiliate).toHaveAttribute('target', '_blank');
    await expect(affiliate.getByText('30%', { exact: true })).toBeVisible();
    for (const name of [/^Login/, /^Start for free/]) {
      const link = header.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', appUrl);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await mainNav(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('language switcher', () => {
  test.beforeEach(async ({ page }) => withConsentStored(page));

  test('lists ten languages with flags and codes; Deutsch opens the same page in German', async ({
    page,
  }) => {
    await page.goto('/resources/events');
    await hydrated(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Change language/ });
    await expect(trigger).toHaveText('EN');
    await trigger.click();
    const list = page.getByRole('listbox', { name: 'Language' });
    const options = list.getByRole('option');
    await expect(options).toHaveText([
      /English\s*EN/,
      /Español\s*ES/,
      /Français\s*FR/,
      /Deutsch\s*DE/,
      /Português\s*PT/,
      /Italiano\s*IT/,
      /Nederlands\s*NL/,
      /日本語\s*JA/,
      /한국어\s*KO/,
      /中文\s*ZH/,
    ]);
    await expect(list.locator('[role="option"] svg[data-flag]')).toHaveCount(10);
    await expect(list.getByRole('option', { selected: true })).toHaveText(/English/);
    await list.getByRole('option', { name: /Deutsch/ }).click();
    await expect(page).toHaveURL(/\/de\/resources\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kommende Events');
    await expect(list).toBeHidden();
  });

  test('English from /de/pricing goes to /pricing and saves the choice as the user’s', async ({
    page,
  }) => {
    await page.goto('/de/pricing');
    await hydrated(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Sprache ändern/ })
      .click();
    await page.getByRole('option', { name: /English/ }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const saved = await page.evaluate(() => ({
      preference: JSON.parse(localStorage.getItem('demoly.language-preference') ?? 'null'),
      language: localStorage.getItem('demoly.language'),
    }));
    expect(saved.preference).toMatchObject({ language: 'en', source: 'user' });
    expect(saved.language).toBe('en');
  });

  test('works with the keyboard', async ({ page }) => {
    await page.goto('/fr/pricing');
    await hydrated(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Changer de langue/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: /Français/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: /Deutsch/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/pricing$/);
  });
});

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

import { expect, test } from './fixtures';
import { appUrl, config, hoverOpen, hydrated, mainNav, withConsentStored } from './fixtures/chrome';

/** The site header on a desktop: its menus and the language switcher. */

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
      /简体中文\s*ZH/,
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

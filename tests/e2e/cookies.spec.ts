import type { Page } from '@playwright/test';
import { cookieConsentDateStorageKey, cookieConsentStorageKey } from '../../src/lib/cookie-consent';
import { isListedStorageKey, storedItems } from '../../src/config/stored-items';
import { en } from '../../src/i18n/locales/en';
import { ja } from '../../src/i18n/locales/ja';
import { openAsAdmin } from './fixtures/admin';
import { expect, hydrated, readSitemaps, settled, test } from './fixtures';

/**
 * The cookie policy and changing the consent choice: the footer links the policy in
 * every language, "Cookie settings" reopens the banner anywhere, and a declined choice keeps
 * Cal.com from loading until the visitor clicks the booking placeholder.
 */
const storedChoice = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), cookieConsentStorageKey);

async function withChoice(page: Page, choice: 'accepted' | 'declined') {
  // Only before the first load: the tests then change the choice themselves.
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('consent-seeded')) localStorage.setItem(key, value);
      sessionStorage.setItem('consent-seeded', '1');
    },
    [cookieConsentStorageKey, choice] as const,
  );
}

/** Requests to Cal.com's embed (aborted by the fixtures, but still attempted and so counted). */
function calRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/cal\.com\/embed/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const banner = (page: Page, title = en.common.cookies.title) =>
  page.getByRole('region', { name: title });

test.describe('cookie policy', () => {
  test('the footer opens /cookies: the policy with its date, sections and contact @mobile', async ({
    page,
  }) => {
    await withChoice(page, 'accepted');
    await page.goto('/pricing');
    await hydrated(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: en.common.footer.cookies })
      .click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(page).toHaveTitle(/^Cookie Policy/);
    await expect(page.getByText('Last updated November 25, 2026')).toBeVisible();
    const sections = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(9);
    await expect(page.getByRole('article')).toContainText(cookieConsentStorageKey);
    await expect(page.getByRole('article').getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:.+@.+/,
    );
  });

  test('/ja/cookies from the Japanese footer, prerendered with its own head tags', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/ja/cookies')).text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(`<title>${ja.legal.cookies.metaTitle}`);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/ja\/cookies"\/>/);
    expect(html).toMatch(/hrefLang="de" href="https?:\/\/[^"]+\/de\/cookies"/);
    expect(html).toMatch(/hrefLang="x-default" href="https?:\/\/[^"]+\/cookies"/);

    await withChoice(page, 'declined');
    await page.goto('/ja/resources/blog');
    await hydrated(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: ja.common.footer.cookies })
      .click();
    await expect(page).toHaveURL(/\/ja\/cookies$/);
    await expect(
      page.getByRole('heading', { level: 1, name: ja.legal.cookies.title }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('is in the sitemap in every language', async ({ request }) => {
    const sitemap = await readSitemaps(request);
    for (const prefix of ['', '/de', '/es', '/fr', '/it', '/ja', '/ko', '/nl', '/pt', '/zh']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${prefix}/cookies</loc>`));
    }
  });
});

test.describe('changing the cookie choice', () => {
  test('Cookie settings in the footer reopens the banner; a new choice replaces the stored one @mobile', async ({
    page,
  }) => {
    await withChoice(page, 'accepted');
    await page.goto('/resources/events');
    await hydrated(page);
    await expect(banner(page)).toBeHidden();

    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: en.common.cookies.settings });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(en.common.cookies.currentAccepted);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe('declined');

    await page.reload();
    await hydrated(page);
    await expect(banner(page)).toBeHidden();
    await settings.click();
    await expect(banner(page)).toContainText(en.common.cookies.currentDeclined);
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe('declined');
  });

  test('Cookie settings answers a tap made before the footer code has arrived @mobile', async ({
    page,
  }) => {
    await withChoice(page, 'declined');
    // The footer is an island: hold its code back so the tap reaches server HTML.
    let releaseFooter = () => {};
    const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve));
    await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
      await footerHeld;
      await route.continue();
    });
    await page.goto('/resources/events');
    await hydrated(page);
    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: en.common.cookies.settings });
    await settings.click();
    await expect(banner(page)).toContainText(en.common.cookies.currentDeclined);
    releaseFooter();
    await expect(page.locator('[data-island="footer"][data-island-hydrated]')).toBeAttached();
    // The held-back tap is replayed on the hydrated button: the banner is still open, once.
    await expect(banner(page)).toHaveCount(1);
    await banner(page).getByRole('button', { name: en.common.cookies.accept }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe('accepted');
  });

  test('the button on /ja/cookies reopens the banner in Japanese', async ({ page }) => {
    await withChoice(page, 'declined');
    await page.goto('/ja/cookies');
    await hydrated(page);
    await page
      .getByRole('article')
      .getByRole('button', { name: ja.common.cookies.settings })
      .click();
    const japaneseBanner = banner(page, ja.common.cookies.title);
    await expect(japaneseBanner).toBeVisible();
    await japaneseBanner.getByRole('button', { name: ja.common.cookies.accept }).click();
    await expect(japaneseBanner).toBeHidden();
    expect(await storedChoice(page)).toBe('accepted');
  });
});

test.describe('third-party embeds and consent', () => {
  test('declined: the booking calendar waits for a click on its placeholder', async ({ page }) => {
    const requests = calRequests(page);
    await withChoice(page, 'declined');
    await page.goto('/pricing');
    await hydrated(page);
    const widget = page.locator('[data-booking-inline]');
    await expect(widget).toHaveAttribute('data-embed-state', 'placeholder');
    await expect(widget.getByText(en.common.embeds.calendarNote)).toBeVisible();
    await settled(page);
    expect(requests).toEqual([]);

    await widget.getByRole('button', { name: en.common.embeds.loadCalendar }).click();
    await expect(widget).toHaveAttribute('data-embed-state', 'loaded');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    // Blocked here, as behind a blocker: the link to the booking page is still there.
    await expect(widget.getByRole('link', { name: en.pricing.booking.fallback })).toBeVisible();
  });

  test('accepted: the booking calendar loads on its own; declining later removes it', async ({
    page,
  }) => {
    const requests = calRequests(page);
    await withChoice(page, 'accepted');
    await page.goto('/pricing');
    await hydrated(page);
    const widget = page.locator('[data-booking-inline]');
    // Even with consent, Cal.com's code waits until the widget comes near the viewport.
    await expect(widget).toHaveAttribute('data-embed-state', 'placeholder');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-embed-state', 'loaded');
    await expect.poll(() => requests.length).toBeGreaterThan(0);

    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: en.common.cookies.settings })
      .click();
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(widget).toHaveAttribute('data-embed-state', 'placeholder');
  });

  test('before any choice nothing from Cal.com loads on the home page', async ({ page }) => {
    const requests = calRequests(page);
    await page.goto('/');
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await settled(page);
    expect(requests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

test.describe('consent lasts 12 months', () => {
  for (const [age, shown] of [
    [11, false],
    [13, true],
  ] as const) {
    test(`a choice made ${age} months ago ${shown ? 'has lapsed: the banner asks again' : 'still holds'}`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([consentKey, dateKey, date]) => {
          if (sessionStorage.getItem('consent-seeded')) return;
          localStorage.setItem(consentKey, 'accepted');
          localStorage.setItem(dateKey, date);
          sessionStorage.setItem('consent-seeded', '1');
        },
        [cookieConsentStorageKey, cookieConsentDateStorageKey, monthsAgo(age)] as const,
      );
      await page.goto('/resources/events');
      await hydrated(page);
      if (!shown) {
        // The banner's code loads after hydration: hidden counts only once the page has settled.
        await settled(page);
        await expect(banner(page)).toBeHidden();
        return;
      }
      await expect(banner(page)).toBeVisible();
      // A lapsed Accept all no longer counts: the calendar on /pricing would wait for a click.
      await banner(page).getByRole('button', { name: en.common.cookies.decline }).click();
      await expect(banner(page)).toBeHidden();
      const stored = await page.evaluate(
        ([consentKey, dateKey]) => [
          localStorage.getItem(consentKey),
          localStorage.getItem(dateKey),
        ],
        [cookieConsentStorageKey, cookieConsentDateStorageKey] as const,
      );
      expect(stored[0]).toBe('declined');
      expect(Date.now() - Date.parse(stored[1]!)).toBeLessThan(60_000);
    });
  }
});

test.describe('what /cookies lists', () => {
  /** Every local and session storage key and cookie name the page holds now. */
  const storedNames = (page: Page) =>
    page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
      ...document.cookie
        .split(';')
        .map((cookie) => cookie.split('=')[0]!.trim())
        .filter(Boolean),
    ]);

  test('every name the registry holds, under its section, in English and German', async ({
    page,
  }) => {
    const names = storedItems.flatMap((item) => item.names);
    for (const path of ['/cookies', '/de/cookies']) {
      await page.goto(path);
      const listed = page.getByRole('article').locator('[data-storage-key]');
      await expect(listed).toHaveText(names);
    }
  });

  test('everything a browser holds after using the whole site is listed there', async ({
    page,
    answerGeolocation,
  }) => {
    test.slow(); // a whole visit plus an admin sign-in (scrypt) and the editor
    await answerGeolocation({ body: { country_code: 'US' } });
    const seen = new Set<string>();
    const collect = async () => (await storedNames(page)).forEach((name) => seen.add(name));

    // A visitor: chooses, reads, goes back and reloads (scroll positions, the country lookup).
    await page.goto('/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: en.common.cookies.accept }).click();
    await page.mouse.wheel(0, 600);
    await page.goto('/pricing');
    await hydrated(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('demoly.country')))
      .toBe('US');
    await page.goto('/resources/blog');
    await page.goto('/de/pricing');
    await hydrated(page);
    await collect();

    // A team member: signs in and leaves a draft in the editor.
    await openAsAdmin(page, '/admin/post/new', { viaForm: true });
    await page.getByLabel('Title').fill('Listed on /cookies');
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('draft'))),
      )
      .toBe(true);
    await collect();

    // Nothing the policy does not name...
    expect([...seen].filter((name) => !isListedStorageKey(name))).toEqual([]);
    // ...and the visit reached every item of ours it names (Clerk's cookies exist only hosted).
    const matches = (name: string, listed: string) =>
      listed.endsWith('*') ? name.startsWith(listed.slice(0, -1)) : name === listed;
    const reached = storedItems
      .filter((item) => item.area !== 'cookie')
      .filter((item) =>
        [...seen].some((name) => item.names.some((listed) => matches(name, listed))),
      )
      .map((item) => item.id);
    expect(reached).toEqual(
      storedItems.filter((item) => item.area !== 'cookie').map((item) => item.id),
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
  });
});

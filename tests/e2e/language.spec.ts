import type { Page } from '@playwright/test';
import { cookieConsentStorageKey } from '../../src/lib/cookie-consent';
import { es } from '../../src/i18n/locales/es';
import { ko } from '../../src/i18n/locales/ko';
import { expect, hydrated, settled, test } from './fixtures';

const preferenceKey = 'demoly.language-preference';

/** The country lookup needs "Accept all": it hands the visitor's IP address to a third party. */
async function acceptCookies(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'accepted'), cookieConsentStorageKey);
}

/** Requests to the geolocation service, counted even when answered by the fixture. */
function geolocationRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://ipapi.co/')) urls.push(request.url());
  });
  return urls;
}

async function savedPreference(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), preferenceKey);
}

test.describe('language resolution: URL, saved choice, country (with consent), browser, English', () => {
  test('1. a URL prefix wins and is saved with source url, without asking geolocation', async ({
    page,
    answerGeolocation,
  }) => {
    let asked = false;
    await answerGeolocation({ body: { country_code: 'JP' } });
    page.on('request', (request) => {
      if (request.url().startsWith('https://ipapi.co/')) asked = true;
    });
    await page.goto('/fr/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect.poll(() => savedPreference(page)).toMatchObject({ language: 'fr', source: 'url' });
    expect(await page.evaluate(() => localStorage.getItem('demoly.language'))).toBe('fr');
    expect(page.url()).toMatch(/\/fr\/pricing$/);
    expect(asked).toBe(false);
  });

  test('2. a saved user choice redirects an unprefixed URL, replacing the history entry', async ({
    page,
    answerGeolocation,
  }) => {
    await answerGeolocation({ body: { country_code: 'JP' } });
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, JSON.stringify({ language: 'de', source: 'user', timestamp: 1 }));
        sessionStorage.setItem('seeded', '1');
      }
      (window as unknown as { initialHistoryLength: number }).initialHistoryLength = history.length;
    }, preferenceKey);
    await page.goto('/resources/events');
    await expect(page).toHaveURL(/\/de\/resources\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Upcoming Events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The redirect replaced the entry: Back must not return to the unprefixed URL.
    const lengths = await page.evaluate(() => ({
      now: history.length,
      before: (window as unknown as { initialHistoryLength: number }).initialHistoryLength,
    }));
    expect(lengths.now).toBe(lengths.before);
  });

  test('3. otherwise the geolocated country picks the language', async ({
    page,
    answerGeolocation,
  }) => {
    await answerGeolocation({ body: { country_code: 'KR' } });
    await acceptCookies(page);
    await page.goto('/pricing?plan=growth#faq');
    await expect(page).toHaveURL(/\/ko\/pricing\?plan=growth#faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test.describe('with a Spanish browser', () => {
    test.use({ locale: 'es-ES' });

    test('4. a failed geolocation falls back to the browser language', async ({
      page,
      answerGeolocation,
    }) => {
      await answerGeolocation({ status: 500, body: { error: 'down' } });
      await acceptCookies(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/resources/videos');
      await expect(page).toHaveURL(/\/es\/resources\/videos$/);
      expect(warnings.some((text) => text.includes('Region detection failed'))).toBe(true);
    });
  });

  test.describe('with a Swedish browser', () => {
    test.use({ locale: 'sv-SE' });

    test('5. with nothing else to go on, English stays', async ({ page, answerGeolocation }) => {
      await answerGeolocation({ body: { country_code: 'SE' } });
      await acceptCookies(page);
      const lookedUp = page.waitForResponse((response) =>
        response.url().startsWith('https://ipapi.co/'),
      );
      await page.goto('/resources/webinars');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinars');
      // The lookup has been answered and the page has settled after it: the chain has decided.
      await lookedUp;
      await settled(page);
      expect(new URL(page.url()).pathname).toBe('/resources/webinars');
    });
  });

  test.describe('with a Spanish browser, before any cookie choice', () => {
    test.use({ locale: 'es-ES' });

    test('3. the country is not looked up without consent: the browser language decides', async ({
      page,
      answerGeolocation,
    }) => {
      await answerGeolocation({ body: { country_code: 'KR' } });
      const asked = geolocationRequests(page);
      await page.goto('/pricing');
      await expect(page).toHaveURL(/\/es\/pricing$/);
      // The chain runs once the page has hydrated: by the time it has settled, it has decided.
      await settled(page);
      expect(asked).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('demoly.country'))).toBeNull();
    });

    test('3. after Accept all, the next page load looks the country up', async ({
      page,
      answerGeolocation,
    }) => {
      await answerGeolocation({ body: { country_code: 'KR' } });
      const asked = geolocationRequests(page);
      await page.goto('/es/resources/events');
      await hydrated(page);
      const banner = page.getByRole('region', { name: es.common.cookies.title });
      await banner.getByRole('button', { name: es.common.cookies.accept }).click();
      // Accepting never switches the page being read to another language.
      await settled(page);
      expect(asked).toEqual([]);
      await expect(page).toHaveURL(/\/es\/resources\/events$/);

      await page.goto('/pricing');
      await expect(page).toHaveURL(/\/ko\/pricing$/);
      expect(asked).toHaveLength(1);
      expect(await page.evaluate(() => sessionStorage.getItem('demoly.country'))).toBe('KR');
    });

    test('3. Decline after Accept all forgets the country and stops the lookup', async ({
      page,
      answerGeolocation,
    }) => {
      await answerGeolocation({ body: { country_code: 'KR' } });
      await acceptCookies(page);
      await page.goto('/pricing');
      await expect(page).toHaveURL(/\/ko\/pricing$/);
      expect(await page.evaluate(() => sessionStorage.getItem('demoly.country'))).toBe('KR');
      await hydrated(page);
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: ko.common.cookies.settings })
        .click();
      await page
        .getByRole('region', { name: ko.common.cookies.title })
        .getByRole('button', { name: ko.common.cookies.decline })
        .click();
      expect(await page.evaluate(() => sessionStorage.getItem('demoly.country'))).toBeNull();
    });
  });

  test('unparseable saved data is ignored with a warning, never breaking the page', async ({
    page,
    answerGeolocation,
  }) => {
    await answerGeolocation({ body: { country_code: 'US' } });
    await page.addInitScript((key) => localStorage.setItem(key, '{broken'), preferenceKey);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/resources/templates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Templates');
    await expect.poll(() => warnings.join('\n')).toContain('unreadable');
  });
});

test.describe('fonts by script', () => {
  const latinFontPreload = /<link rel="preload" as="font"[^>]*inter-latin/;

  for (const [path, first] of [
    ['/ja', 'Hiragino Sans'],
    ['/ko/pricing', 'Apple SD Gothic Neo'],
    ['/zh/resources/blog', 'PingFang SC'],
  ] as const) {
    test(`${path} leads with a CJK font and does not preload Inter`, async ({ page, request }) => {
      expect(await (await request.get(path)).text()).not.toMatch(latinFontPreload);
      await page.goto(path);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family.split(',')[0]?.replace(/["']/g, '').trim()).toBe(first);
    });
  }

  test('a Latin-script page preloads Inter and sets its text in it', async ({ page, request }) => {
    expect(await (await request.get('/de/pricing')).text()).toMatch(latinFontPreload);
    await page.goto('/de/pricing');
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/^"?Inter Variable"?,/);
  });
});

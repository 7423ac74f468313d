import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * A page left alone downloads the code of what its screen shows and nothing else: islands below
 * the fold hydrate when scrolled near, tooltips and the sign-in form when reached for, the
 * desktop menu only on a desktop, the toaster only with a toast. Until then each island keeps
 * its server HTML.
 */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) urls.push(pathname);
  });
  return urls;
}

const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
const fetched = (urls: string[], name: string) => urls.some((url) => chunk(name).test(url));

/** Hydrated, then the network quiet: what a visitor who does nothing has downloaded. */
async function leftAlone(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

test('/pricing left alone: no code for the footer, tooltips, FAQ or toaster; their HTML stays @mobile', async ({
  page,
  isMobile,
}) => {
  const scripts = scriptsRequested(page);
  await leftAlone(page, '/pricing');
  for (const name of ['footer', 'feature-list', 'pricing-faq', 'booking-inline', 'toaster']) {
    expect(fetched(scripts, name), `${name} fetched`).toBe(false);
  }
  if (isMobile) expect(fetched(scripts, 'desktop-nav'), 'desktop-nav fetched').toBe(false);

  // The islands still show their server HTML (an island updated before its code came would be
  // emptied).
  const footer = page.locator('[data-island="footer"]');
  await expect(footer.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Unlimited demo rooms: details' })).toBeVisible();

  // Scrolled near, the footer hydrates.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(footer).toHaveAttribute('data-island-hydrated', '');
  expect(fetched(scripts, 'footer')).toBe(true);
  expect(fetched(scripts, 'toaster')).toBe(false);
});

test('/ left alone: the sections below the first screen hydrate only when scrolled near @mobile', async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await leftAlone(page, '/');
  const below = page.locator('[data-island="home-below-the-fold"]');
  expect(fetched(scripts, 'below-the-fold')).toBe(false);
  await expect(below).not.toHaveAttribute('data-island-hydrated', '');
  await expect(page.getByRole('button', { name: 'How does an AI demo work?' })).toBeAttached();

  await page.getByRole('button', { name: 'How does an AI demo work?' }).scrollIntoViewIfNeeded();
  await expect(below).toHaveAttribute('data-island-hydrated', '');
});

test('the desktop menu code comes when the pointer reaches the menu bar', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the menu bar is hidden on a phone');
  const scripts = scriptsRequested(page);
  await leftAlone(page, '/pricing');
  expect(fetched(scripts, 'desktop-nav')).toBe(false);
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button').first().hover();
  await expect(page.locator('[data-island="desktop-nav"]')).toHaveAttribute(
    'data-island-hydrated',
    '',
  );
});

test('a phone never fetches the desktop menu, not even on a client navigation @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone only');
  const scripts = scriptsRequested(page);
  await leftAlone(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // The navigation completes: React does not wait for the menu bar the phone never shows.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pricing that grows with your pipeline',
  );
  await page.waitForLoadState('networkidle');
  expect(fetched(scripts, 'mobile-nav-drawer')).toBe(true);
  expect(fetched(scripts, 'desktop-nav')).toBe(false);
});

test('/auth left alone: the sign-in form code comes when the visitor reaches for the form @mobile', async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await leftAlone(page, '/auth');
  expect(fetched(scripts, 'sign-in-form')).toBe(false);
  await page.getByRole('textbox').first().focus();
  await expect(page.locator('[data-island="sign-in-form"]')).toHaveAttribute(
    'data-island-hydrated',
    '',
  );
});

test('a post and the blog list served from the cache an hour after their render fetch nothing again @mobile', async ({
  page,
}) => {
  // The data a page carries is as current as the page (the cache drops a page on every write), so
  // its age must not make the browser fetch it again with the API client and the Markdown renderer.
  await page.clock.setSystemTime(Date.now() + 60 * 60 * 1000);
  const api: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/rest/')) api.push(request.url());
  });
  const scripts = scriptsRequested(page);
  for (const url of ['/resources/blog', '/resources/blog/ai-demo-setup-in-ten-minutes']) {
    await leftAlone(page, url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(api).toEqual([]);
  // Nor the admin preview's code, which the same route holds for `?preview`.
  for (const name of ['supabase', 'markdown', 'post-preview-page']) {
    expect(fetched(scripts, name), `${name} fetched`).toBe(false);
  }
});

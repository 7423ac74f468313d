/**
 * The interactions `npm run bench:inp` measures, each as a visitor (or an editor) does it: where it
 * happens, on which profiles, what brings the page to it (`before`, not measured), the input
 * itself (`act`, measured), and what undoes it (`after`, not measured). Names are read from the
 * English catalogue, so a renamed button fails here as it would in the suites.
 */
import type { Locator, Page } from '@playwright/test';
import { en } from '../../src/i18n/locales/en';
import { cookieConsentStorageKey } from '../../src/lib/cookie-consent';

export type Profile = 'phone' | 'desktop';

export interface Interaction {
  name: string;
  path: string;
  profiles: readonly Profile[];
  /** Signed in as the seed admin. */
  admin?: boolean;
  /** The cookie banner stays (every other interaction starts with it answered). */
  keepBanner?: boolean;
  before?: (page: Page, run: number) => Promise<void>;
  act: (page: Page, run: number, profile: Profile) => Promise<void>;
  after?: (page: Page, run: number) => Promise<void>;
}

const common = en.common;

/** A tap on a phone, a click on a desktop: the pointer events a visitor's input makes. */
export async function press(target: Locator, profile: Profile): Promise<void> {
  if (profile === 'phone') await target.tap();
  else await target.click();
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const openDrawer = async (page: Page) => {
  await page.getByRole('button', { name: common.nav.openMenu }).tap();
  await drawer(page).waitFor();
};
/** Open Radix layers (the drawer, the language list's popover): their content says data-state. */
const openLayers = '[role="dialog"][data-state="open"]';

/**
 * One Escape per open layer, each once the one above it has closed: a popup closes after the press
 * is painted, and an Escape sent meanwhile would reach the same layer again. Then every layer's
 * exit has finished.
 */
const closeAll = async (page: Page) => {
  for (let open = await page.locator(openLayers).count(); open > 0; open -= 1) {
    await page.keyboard.press('Escape');
    // Locators, not page functions: the site's CSP refuses the eval a string would need.
    await page
      .locator(openLayers)
      .nth(open - 1)
      .waitFor({ state: 'detached' });
  }
  await page.locator('[role="dialog"]').first().waitFor({ state: 'detached' });
};
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation').first();
const searchBox = (page: Page) => page.getByLabel(en.blog.searchLabel);
const teamTabs = Object.values(en.home.roles.items).map((item) => item.tab);

/** Waits until the page has hydrated and, unless only `hydrated`, its network has gone quiet. */
export async function pageSettled(page: Page, { hydratedOnly = false } = {}): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  if (!hydratedOnly) await page.waitForLoadState('networkidle');
}

/** Brings the cookie banner back: no answer stored, page loaded again, banner on screen. */
async function freshBanner(page: Page) {
  await page.evaluate((key) => localStorage.removeItem(key), cookieConsentStorageKey);
  await page.reload();
  await pageSettled(page, { hydratedOnly: true });
  await page
    .getByRole('region', { name: common.cookies.title })
    .getByRole('button')
    .first()
    .waitFor();
  await page.waitForTimeout(500);
}

export const publicInteractions: Interaction[] = [
  {
    name: 'phone menu: open',
    path: '/',
    profiles: ['phone'],
    act: (page, _run, profile) =>
      press(page.getByRole('button', { name: common.nav.openMenu }), profile),
    after: closeAll,
  },
  {
    name: 'phone menu: close',
    path: '/',
    profiles: ['phone'],
    before: openDrawer,
    act: (page, _run, profile) =>
      press(drawer(page).getByRole('button', { name: common.close }).first(), profile),
    after: (page) => drawer(page).waitFor({ state: 'hidden' }),
  },
  {
    name: 'language switcher: open',
    path: '/pricing',
    profiles: ['phone', 'desktop'],
    before: async (page) => {
      if ((page.viewportSize()?.width ?? 0) < 600) await openDrawer(page);
    },
    act: async (page, _run, profile) => {
      const scope = profile === 'phone' ? drawer(page) : page.getByRole('banner');
      await press(scope.getByRole('button', { name: /^Change language/ }).first(), profile);
      // Closed only once shown: an Escape sent before the list is up would close nothing.
      await page.getByRole('listbox', { name: common.language.label }).waitFor();
    },
    after: closeAll,
  },
  ...(['solutions', 'resources'] as const).map((menu): Interaction => ({
    name: `${menu} menu: open`,
    path: '/pricing',
    profiles: ['desktop'],
    act: (page, _run, profile) =>
      press(mainNav(page).getByRole('button', { name: common.nav[menu] }), profile),
    after: async (page) => {
      await page.keyboard.press('Escape');
      await page.mouse.move(5, 600);
    },
  })),
  ...(['accept', 'decline'] as const).map((answer): Interaction => ({
    name: `cookie banner: ${answer}`,
    path: '/pricing',
    profiles: ['phone', 'desktop'],
    keepBanner: true,
    before: freshBanner,
    act: (page, _run, profile) =>
      press(
        page
          .getByRole('region', { name: common.cookies.title })
          .getByRole('button', { name: common.cookies[answer] }),
        profile,
      ),
  })),
  {
    name: 'pricing: plan toggle (pointer)',
    path: '/pricing',
    profiles: ['phone', 'desktop'],
    act: (page, run, profile) =>
      press(page.getByRole('radio', { name: run % 2 ? 'Monthly' : /Yearly/ }), profile),
  },
  {
    name: 'pricing: plan toggle (keyboard)',
    path: '/pricing',
    profiles: ['phone', 'desktop'],
    before: (page) => page.getByRole('radio', { checked: true }).focus(),
    act: (page, run) => page.keyboard.press(run % 2 ? 'ArrowLeft' : 'ArrowRight'),
  },
  {
    // A native select: a pointer opens the system's own picker, so the keyboard is measured.
    name: 'pricing: volume (keyboard)',
    path: '/pricing',
    profiles: ['phone', 'desktop'],
    before: (page) => page.getByLabel('Demos per month').first().focus(),
    act: (page, run) => page.keyboard.press(run % 2 ? 'ArrowUp' : 'ArrowDown'),
  },
  {
    name: 'home: team tab',
    path: '/',
    profiles: ['phone', 'desktop'],
    before: (page) => page.locator('#teams-tabs').scrollIntoViewIfNeeded(),
    act: (page, run, profile) =>
      press(
        page.locator('#teams-tabs').getByRole('tab', { name: teamTabs[(run + 1) % 3] }),
        profile,
      ),
  },
  {
    name: 'home: FAQ item',
    path: '/',
    profiles: ['phone', 'desktop'],
    before: (page) =>
      page.getByRole('button', { name: en.home.faq.items[0]!.question }).scrollIntoViewIfNeeded(),
    act: (page, _run, profile) =>
      press(page.getByRole('button', { name: en.home.faq.items[0]!.question }), profile),
  },
  {
    name: 'blog: typing in search (per key)',
    path: '/resources/blog',
    profiles: ['phone', 'desktop'],
    before: (page) => searchBox(page).focus(),
    act: (page, run) => page.keyboard.press('demos'[run % 5]!),
    after: (page) => page.waitForTimeout(400),
  },
  {
    name: 'blog: search submit',
    path: '/resources/blog',
    profiles: ['phone', 'desktop'],
    before: async (page, run) => {
      await searchBox(page).fill(run % 2 ? 'demo' : 'sales');
      await page.waitForTimeout(600);
      await searchBox(page).focus();
    },
    act: (page) => page.keyboard.press('Enter'),
  },
  {
    name: 'blog: category chip',
    path: '/resources/blog',
    profiles: ['phone', 'desktop'],
    act: async (page, run, profile) => {
      const chips = page
        .getByRole('navigation', { name: en.blog.categoriesLabel })
        .getByRole('button');
      await press(chips.nth(run % 2 ? 0 : 1), profile);
    },
    after: (page) => page.waitForTimeout(400),
  },
  {
    name: 'blog: next page',
    path: '/resources/blog',
    profiles: ['phone', 'desktop'],
    before: (page) =>
      page.getByRole('navigation', { name: common.pagination.label }).scrollIntoViewIfNeeded(),
    act: (page, _run, profile) =>
      press(
        page
          .getByRole('navigation', { name: common.pagination.label })
          .getByRole('link', { name: common.pagination.next }),
        profile,
      ),
    after: async (page) => {
      await page.waitForURL(/page=2/);
      await page.goBack();
      await page.waitForURL(/\/resources\/blog$/);
    },
  },
];

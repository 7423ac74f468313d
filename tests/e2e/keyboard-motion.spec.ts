import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * Menus, drawer, dialogs, tabs, accordion and carousels work from the keyboard with a
 * visible focus, and visitors who prefer reduced motion see nothing advance by itself. Time is
 * Playwright's clock, so "nothing advances" is checked over 30 s that take no real time.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('demoly.cookie-consent', 'accepted'));
});

/** Focused, matching :focus-visible, and drawn: an outline or a ring (box-shadow). */
async function expectVisibleFocus(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
  const focus = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      drawn:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none',
    };
  });
  expect(focus).toEqual({ focusVisible: true, drawn: true });
}

/** Presses Tab (or Shift+Tab) until the locator has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, locator: Locator, limit = 40, key = 'Tab'): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key);
    if (await locator.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

/** Lands on the locator with a real Tab from the element before it (long pages: no 100 Tabs). */
async function tabOnto(page: Page, locator: Locator): Promise<void> {
  await locator.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
}

const focusedInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test.describe('keyboard', () => {
  test('header menus: Tab, Enter, arrows into the menu, Escape back to the trigger', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const resources = nav.getByRole('button', { name: 'Resources' });
    await tabTo(page, resources);
    await expectVisibleFocus(resources);
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const blog = nav.getByRole('link', { name: /^Blog/ });
    await page.keyboard.press('Tab');
    expect(await focusedInside(nav)).toBe(true);
    await expect(blog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await expectVisibleFocus(resources);
  });

  test.describe('on a phone-sized screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the drawer opens with Enter, keeps focus inside and closes with Escape', async ({
      page,
    }) => {
      await page.goto('/pricing');
      await hydrated(page);
      const menuButton = page.locator('button[aria-label="Open menu"]');
      await tabTo(page, menuButton);
      await expectVisibleFocus(menuButton);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusedInside(drawer), `Tab ${step + 1}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expectVisibleFocus(menuButton);
    });
  });

  test('the video dialog opens from the keyboard, traps Tab and gives focus back', async ({
    page,
  }) => {
    await page.goto('/demoly-live');
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Watch a video' });
    await tabTo(page, trigger);
    await expectVisibleFocus(trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close video' });
    await tabTo(page, close, 5);
    await expectVisibleFocus(close);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectVisibleFocus(trigger);
  });

  test('role tabs follow the arrow keys', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // The tabs sit in an island: their focus handling (which pauses the rotation) is there once
    // it has hydrated, which a focus on it also brings forward.
    await page.locator('#teams-tabs [role="tab"][aria-selected="true"]').focus();
    await expect(page.locator('[data-island="home-below-the-fold"]')).toHaveAttribute(
      'data-island-hydrated',
      '',
    );
    const tabs = page.locator('#teams-tabs').getByRole('tab');
    await tabOnto(page, page.locator('#teams-tabs [role="tab"][aria-selected="true"]'));
    // Only the selected tab is in the Tab order (roving focus); focus pauses the rotation.
    const focused = page.locator('#teams-tabs [role="tab"]:focus');
    await expect(focused).toHaveAttribute('aria-selected', 'true');
    await expectVisibleFocus(focused);
    const before = (await focused.textContent()) ?? '';
    const names = await tabs.allTextContents();
    const next = names[(names.indexOf(before) + 1) % names.length]!;
    await page.keyboard.press('ArrowRight');
    const nextTab = tabs.filter({ hasText: next });
    await expect(nextTab).toHaveAttribute('aria-selected', 'true');
    await expectVisibleFocus(nextTab);
  });

  test('the FAQ accordion opens with Enter and Space and moves with the arrows', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const first = page.getByRole('button', { name: 'How does an AI demo work?' });
    const second = page.getByRole('button', { name: 'How long does setup take?' });
    await tabOnto(page, first);
    await expectVisibleFocus(first);
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(second);
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('the sign-in carousel is driven by its buttons from the keyboard', async ({ page }) => {
    await page.goto('/auth');
    await hydrated(page);
    const carousel = page.getByRole('region', { name: /What you get with/ });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const dots = carousel.getByRole('button', { name: /^Show slide/ });
    const current = carousel.locator('button[aria-current="true"]');
    await tabTo(page, next);
    await expectVisibleFocus(next);
    // Focus inside stops the slideshow; Next then goes one further from wherever it was.
    const names = await dots.evaluateAll((buttons) => buttons.map((b) => b.ariaLabel ?? ''));
    const before = names.indexOf((await current.getAttribute('aria-label')) ?? '');
    expect(before).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    const shown = (before + 1) % names.length;
    await expect(dots.nth(shown)).toHaveAttribute('aria-current', 'true');
    const dot = dots.nth((shown + 2) % names.length);
    await tabTo(page, dot, 6, 'Shift+Tab'); // the dots sit before Next
    await expectVisibleFocus(dot);
    await page.keyboard.press('Enter');
    await expect(dot).toHaveAttribute('aria-current', 'true');
  });
});

/** What moves by itself on the home page, read from the DOM. */
async function homeMotion(page: Page) {
  return {
    heroWord: await page
      .locator('#hero-title span[aria-hidden] .inline-grid > span.opacity-100')
      .textContent(),
    painPoint: await page.getByTestId('pain-point').locator('[aria-hidden="false"]').textContent(),
    roleTab: await page.locator('#teams-tabs').getByRole('tab', { selected: true }).textContent(),
  };
}

test.describe('reduced motion', () => {
  test('without the preference the home page does move (the clock drives it)', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const before = await homeMotion(page);
    // Sections below the fold hydrate when idle (their code arrives in real time), so the clock
    // is driven in steps until something has moved.
    await expect(async () => {
      await page.clock.runFor(5_000);
      expect(await homeMotion(page)).not.toEqual(before);
    }).toPass({ timeout: 20_000 });
  });

  test('nothing on the home page advances by itself, and the logos stand still', async ({
    page,
  }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    const before = await homeMotion(page);
    for (const section of ['#pain-points-title', '#teams-tabs', '#hero-title']) {
      await page.locator(section).scrollIntoViewIfNeeded();
      await page.clock.runFor(30_000);
    }
    expect(await homeMotion(page)).toEqual(before);
    await expect(page.getByTestId('logo-marquee')).toHaveCSS('animation-name', 'none');
  });

  test('the sign-in carousel stays on its first slide', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/auth');
    await hydrated(page);
    const carousel = page.getByRole('region', { name: /What you get with/ });
    await page.clock.runFor(60_000);
    await expect(
      carousel.getByRole('button', { name: 'Show slide 1: Real-time Analytics' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

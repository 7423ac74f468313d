import AxeBuilder from '@axe-core/playwright';
import { cookieConsentStorageKey } from '../../src/lib/cookie-consent';
import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { openAsAdmin } from './fixtures/admin';
import { apiToken, createPost, deletePosts, uniqueSlug, updatePost } from './fixtures/api';
import { localized, openRoute, publicRoutes } from './fixtures/routes';

/**
 * Axe finds no WCAG 2 A/AA violation on any page a visitor or the admin can reach. The
 * page is checked hydrated and settled (the cookie banner included until a visitor has chosen),
 * as a visitor meets it.
 */

// axe walks the whole DOM; the long home page takes several seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Sections below the first screen skip their rendering until they near it (`content-visibility:
 * auto`), and Chromium can answer axe's style reads inside a skipped section with a link's default
 * colour (#0000ee on the dark footer), a contrast no visitor sees. Every section is rendered first,
 * as for a visitor who scrolls there (through the CSSOM, which the Content-Security-Policy allows).
 */
async function renderSkippedSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
  await settled(page);
}

async function violations(page: Page): Promise<string[]> {
  await renderSkippedSections(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
        .join('\n    ')}`,
  );
}

// Each page is opened by openRoute (its chrome, language and a clean hydration: German is walked
// in routes.spec.ts), scrolled, so the parts that load near the screen come, then checked by axe.
// The walk is also the site's Content-Security-Policy walk: the fixtures fail a test whose page
// reported a violation. English is walked with cookies accepted (what consent lets load must be
// allowed too), Japanese with the cookie banner showing.
for (const prefix of ['', '/ja']) {
  test.describe(`every route in ${prefix ? prefix.slice(1) : 'en'}`, () => {
    if (!prefix) {
      test.beforeEach(async ({ context }) => {
        await context.addInitScript(
          (key) => window.localStorage.setItem(key, 'accepted'),
          cookieConsentStorageKey,
        );
      });
    }
    for (const route of publicRoutes) {
      const url = localized(prefix, route);
      test(`${url} renders inside the chrome without hydration errors or a CSP violation and has no WCAG A/AA violation`, async ({
        page,
      }) => {
        await openRoute(page, prefix, route);
        await page.mouse.wheel(0, 4000);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test('the not-found page has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/no-such-page');
  await settled(page);
  expect(await violations(page)).toEqual([]);
});

test('/admin signed out has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await settled(page);
  expect(await violations(page)).toEqual([]);
});

test('the dashboard and the editor have no WCAG A/AA violation', async ({ page }) => {
  await openAsAdmin(page);
  await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();
  await settled(page);
  expect(await violations(page), 'dashboard').toEqual([]);

  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page.getByLabel('Title')).toBeVisible();
  await settled(page);
  expect(await violations(page), 'editor').toEqual([]);
});

test('the Languages view and the translation panels have no WCAG A/AA violation', async ({
  page,
  request,
}, testInfo) => {
  // An original and its German translation, then a change to the original: outdated.
  const token = await apiToken(request);
  const slug = uniqueSlug('axe-languages', testInfo.project.name);
  const original = await createPost(request, token, { title: `Axe ${slug}`, slug });
  await createPost(request, token, {
    title: `Axe Deutsch ${slug}`,
    slug: `${slug}-de`,
    language: 'de',
    translation_of: original.id,
  });
  await updatePost(request, token, original.id, {
    content_markdown: 'Written by the **e2e** suite, then changed.',
  });
  try {
    await openAsAdmin(page, '/admin?view=languages');
    const row = page.getByTestId('coverage-row').filter({ hasText: `/${slug}` });
    await expect(row.locator('a[data-language="de"]')).toHaveAttribute('data-state', 'outdated');
    await settled(page);
    expect(await violations(page), 'Languages view').toEqual([]);

    await row.locator('a[data-language="en"]').click();
    await expect(page.getByTestId('source-translations')).toBeVisible();
    await settled(page);
    expect(await violations(page), 'an original’s editor').toEqual([]);

    await page.getByRole('button', { name: 'Preview all languages' }).click();
    await expect(page.getByRole('dialog', { name: 'All languages' })).toBeVisible();
    expect(await violations(page), 'all languages').toEqual([]);
    await page.keyboard.press('Escape');

    await page
      .getByTestId('source-translations')
      .getByRole('link', { name: 'Edit the German version' })
      .click();
    await expect(page.getByTestId('translation-outdated').locator('ins')).toBeVisible();
    await settled(page);
    expect(await violations(page), 'an outdated translation’s editor').toEqual([]);
  } finally {
    await deletePosts(request, [`${slug}-de`, slug]);
  }
});

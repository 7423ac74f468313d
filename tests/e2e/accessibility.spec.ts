import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { openAsAdmin } from './fixtures/admin';
import { localized, publicRoutes } from './fixtures/routes';

/**
 * Axe finds no WCAG 2 A/AA violation on any page a visitor or the admin can reach. The
 * page is checked hydrated and settled (the cookie banner included), as a visitor meets it.
 */

// axe walks the whole DOM; the long home page takes several seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
        .join('\n    ')}`,
  );
}

async function settle(page: Page): Promise<void> {
  await settled(page);
}

for (const prefix of ['', '/ja']) {
  test.describe(`axe in ${prefix ? prefix.slice(1) : 'en'}`, () => {
    for (const route of publicRoutes) {
      const url = localized(prefix, route);
      test(`${url} has no WCAG A/AA violation`, async ({ page }) => {
        await page.goto(url);
        await settle(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test('the not-found page has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/no-such-page');
  await settle(page);
  expect(await violations(page)).toEqual([]);
});

test('/admin signed out has no WCAG A/AA violation', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await settle(page);
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

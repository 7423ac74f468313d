import type { Page } from '@playwright/test';
import { expect, expectCleanHydration, hydrated, test, watchPageErrors } from './fixtures';

/** A plan card, found by its heading (Base, Growth, Enterprise). */

const plan = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('pricing page', () => {
  test('monthly is the default, yearly carries the +100 demos badge', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const yearly = page.getByRole('radio', { name: /Yearly/ });
    await expect(monthly).toHaveAttribute('aria-checked', 'true');
    await expect(yearly).toHaveAttribute('aria-checked', 'false');
    await expect(yearly).toContainText('+100 demos free!');
    await expect(plan(page, 'Base').getByTestId('base-price')).toHaveText('$0');
    await expect(plan(page, 'Growth').getByTestId('growth-price')).toHaveText('$75');
    await expect(plan(page, 'Growth')).toContainText('Most popular');
    await expect(plan(page, 'Enterprise').getByTestId('enterprise-price')).toHaveText('Custom');
  });

  test('the demos selector prices the plan from the per-demo table', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const growth = plan(page, 'Growth');
    const select = growth.getByLabel('Demos per month');
    // Growth starts at 10 demos: the 5-demo option exists only on Base.
    await expect(select.locator('option')).toHaveCount(10);
    await expect(plan(page, 'Base').getByLabel('Demos per month').locator('option')).toHaveCount(
      11,
    );

    await select.selectOption('50'); // 7.43 × 50 = 371.50 → $372
    await expect(growth.getByTestId('growth-price')).toHaveText('$372');
    await expect(growth).toContainText('/mo');

    const base = plan(page, 'Base');
    await base.getByLabel('Demos per month').selectOption('25'); // 6.65 × 25 = 166.25 → $166
    await expect(base.getByTestId('base-price')).toHaveText('$166');
  });

  test('from 100 demos the card asks for a quote and offers a demo booking', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const growth = plan(page, 'Growth');
    await expect(growth.getByRole('link', { name: /Start free trial/ })).toBeVisible();
    await growth.getByLabel('Demos per month').selectOption('100');
    await expect(growth.getByTestId('growth-price')).toHaveText('Get a quote');
    const book = growth.getByRole('link', { name: 'Book a Demo' });
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute('href', /cal\.com/);
    await expect(growth.getByRole('link', { name: /Start free trial/ })).toHaveCount(0);

    // Back under the threshold the price and the trial button return.
    await growth.getByLabel('Demos per month').selectOption('50');
    await expect(growth.getByTestId('growth-price')).toHaveText('$372');
  });

  test('yearly billing: 12 months at 15% off and the bonus-demos line', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const growth = plan(page, 'Growth');
    await expect(growth.getByTestId('growth-price')).toHaveText('$765'); // 75 × 12 × 0.85
    await expect(growth).toContainText('/yr');
    await expect(growth.getByTestId('growth-allowance')).toHaveText(
      '10 demos/mo + 100 bonus demos/year',
    );
    // Base at 5 demos gets no bonus; at 10 it does.
    const base = plan(page, 'Base');
    await expect(base.getByTestId('base-allowance')).toHaveText('5 demos/mo');
    await base.getByLabel('Demos per month').selectOption('10');
    await expect(base.getByTestId('base-price')).toHaveText('$683'); // 67 × 10.2 = 683.4
    await expect(base.getByTestId('base-allowance')).toHaveText(
      '10 demos/mo + 100 bonus demos/year',
    );
    // Monthly again: no bonus.
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect(base.getByTestId('base-allowance')).toHaveText('10 demos/mo');
  });

  test('feature tooltips open on keyboard focus', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    // Keyboard focus, as a keyboard user gets there: from the previous info button, Tab.
    await page.getByRole('button', { name: '10 seats: details' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Unlimited demo rooms: details' })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(
      'A tailored room for every product, segment or campaign.',
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText(
      'Sync qualified leads to your CRM and trigger follow-ups from what buyers say.',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('a tap on a feature info button made before its code has arrived opens the tooltip @mobile', async ({
    page,
  }) => {
    // The feature lists are islands: hold their code back so the tap reaches server HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/feature-list-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pricing');
    await hydrated(page);
    await page.getByRole('button', { name: 'Unlimited demo rooms: details' }).click();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    release();
    // The held tap is replayed once the list has hydrated: the tooltip opens, once.
    await expect(page.getByRole('tooltip')).toHaveText(
      'A tailored room for every product, segment or campaign.',
    );
  });

  test('FAQ: one answer open at a time, with FAQPage structured data', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const first = page.getByRole('button', { name: 'Can I change my plan later?' });
    const second = page.getByRole('button', { name: 'Is there a free trial?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('takes effect from your next billing cycle')).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('takes effect from your next billing cycle')).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(5);
    expect(faq?.mainEntity[0].name).toBe('Can I change my plan later?');
  });

  test('prerendered with its own title and canonical, localized in German', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/de/pricing');
    await expectCleanHydration(page, errors);
    await expect(page).toHaveTitle(/Preise/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/pricing$/);
    await expect(page.getByRole('radio', { name: /Jährlich/ })).toContainText(
      '100 Demos gratis dazu',
    );
    const growth = plan(page, 'Growth');
    await growth.getByLabel('Demos pro Monat').selectOption('50');
    // German puts the dollar sign after the amount.
    await expect(growth.getByTestId('growth-price')).toHaveText(/^372\s\$$/);
    expect(errors).toEqual([]);
  });

  test('plan cards stack in one column on a phone @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await hydrated(page);
    const boxes = await Promise.all(
      ['Base', 'Growth', 'Enterprise'].map((name) => plan(page, name).boundingBox()),
    );
    const [base, growth, enterprise] = boxes.map((box) => {
      if (!box) throw new Error('plan card not rendered');
      return box;
    }) as [
      NonNullable<(typeof boxes)[number]>,
      NonNullable<(typeof boxes)[number]>,
      NonNullable<(typeof boxes)[number]>,
    ];
    expect(growth.x).toBeCloseTo(base.x, 0);
    expect(growth.y).toBeGreaterThanOrEqual(base.y + base.height);
    expect(enterprise.y).toBeGreaterThanOrEqual(growth.y + growth.height);
    expect(base.width).toBeGreaterThan(300);
    // Nothing on the page scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

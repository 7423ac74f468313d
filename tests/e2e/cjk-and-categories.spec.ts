import type { Page } from '@playwright/test';
import { cookieConsentStorageKey } from '../../src/lib/cookie-consent';
import { de } from '../../src/i18n/locales/de';
import { ja } from '../../src/i18n/locales/ja';
import { expect, hydrated, test } from './fixtures';

/**
 * The blog reads native in Japanese, Chinese, Korean and German: emphasis next to CJK
 * punctuation renders as <strong>/<em> (the cjk-friendly Markdown extension) whether the server
 * or the browser rendered the post, and categories carry their label in the page's language while
 * the URL keeps the stored name. Reads the seed only.
 */

test.beforeEach(async ({ context }) => {
  await context.addInitScript(
    (key) => window.localStorage.setItem(key, 'declined'),
    cookieConsentStorageKey,
  );
});

const content = (page: Page) => page.getByTestId('post-content');

/** The body has the emphasis the Markdown marks and no asterisk left over. */
async function expectCleanEmphasis(page: Page, strong: string, em: string) {
  await expect(content(page).locator('strong', { hasText: strong }).first()).toHaveText(strong);
  await expect(content(page).locator('em', { hasText: em }).first()).toHaveText(em);
  expect(await content(page).textContent()).not.toMatch(/[*_]/);
}

test.describe('CJK emphasis in the seed posts', () => {
  test('the Chinese and Korean posts, rendered by the server @mobile', async ({ page }) => {
    await page.goto('/zh/resources/blog/zh-white-label-ai-demos-for-agencies');
    await expect(page.locator('article')).toHaveAttribute('lang', 'zh');
    await expectCleanEmphasis(page, '使用统一的需求简报。', '“能不能帮我们把更多访客变成商机？”');
    await expect(content(page).locator('strong')).toHaveCount(11);
    // No slanted hanzi: emphasis is marked with dots under the characters, as Chinese does.
    const em = content(page).locator('em').first();
    await expect(em).toHaveCSS('font-style', 'normal');
    await expect(em).toHaveCSS('text-emphasis-position', /^under/);

    await page.goto('/ko/resources/blog/ko-white-label-ai-demos-for-agencies');
    await expect(page.locator('article')).toHaveAttribute('lang', 'ko');
    await expectCleanEmphasis(page, '‘화이트 라벨’', '성과를 증명하기도 가장 쉬운');
    await expect(content(page).locator('strong')).toHaveCount(12);
  });

  test('the Japanese post, rendered in the browser after a click from the list', async ({
    page,
  }) => {
    await page.goto('/ja/resources/blog');
    await hydrated(page);
    const renderer = page.waitForResponse((response) =>
      /\/assets\/normalize-post-body-[\w-]+\.js$/.test(response.url()),
    );
    await page
      .getByTestId('post-grid')
      .getByRole('link', {
        name: 'エージェンシーがホワイトラベルのAIデモをすべてのクライアントに提供する方法',
      })
      .click();
    await renderer;
    await expect(page).toHaveURL(/\/ja\/resources\/blog\/ja-white-label-ai-demos-for-agencies$/);
    await expectCleanEmphasis(
      page,
      '共通のヒアリングシートを使う。',
      '「サイト訪問者をもっとパイプラインにつなげられませんか？」',
    );
  });
});

test.describe('category labels in the page language', () => {
  const blogs = [
    {
      prefix: '/ja',
      navigation: ja.blog.categoriesLabel,
      labels: {
        Guides: 'ガイド',
        Marketing: 'マーケティング',
        Product: 'プロダクト',
        Sales: '営業',
      },
    },
    {
      prefix: '/de',
      navigation: de.blog.categoriesLabel,
      labels: { Guides: 'Ratgeber', Marketing: 'Marketing', Product: 'Produkt', Sales: 'Vertrieb' },
    },
  ] as const;

  for (const { prefix, navigation, labels } of blogs) {
    test(`${prefix}/resources/blog names its categories, the URL keeps the key @mobile`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/resources/blog`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: navigation });
      for (const [key, label] of Object.entries(labels)) {
        await expect(nav.getByRole('button', { name: label, exact: true })).toBeVisible();
        if (key !== label) {
          await expect(nav.getByRole('button', { name: key, exact: true })).toHaveCount(0);
        }
      }

      await nav.getByRole('button', { name: labels.Guides, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/resources/blog\\?category=Guides$`));
      await expect(nav.getByRole('button', { name: labels.Guides, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('heading', { level: 2, name: labels.Guides })).toBeVisible();
      // Once the filtered page replaced the previous one, every card is a guide, named so.
      const badges = page.getByTestId('post-grid').getByTestId('post-category');
      await expect
        .poll(async () => [...new Set(await badges.allTextContents())])
        .toEqual([labels.Guides]);
    });
  }

  test('the post page, a server-rendered filter and the feed use the label too', async ({
    page,
    request,
  }) => {
    await page.goto('/de/resources/blog/white-label-ki-demos-fuer-agenturen');
    await expect(page.getByTestId('post-category')).toHaveText('Ratgeber');
    await page.goto('/ja/resources/blog/ja-demo-conversations-campaign-insights');
    await expect(page.getByTestId('post-category')).toHaveText('マーケティング');
    // An English post on the Japanese blog: the label is Japanese, and says so.
    await page.goto('/ja/resources/blog/ai-demo-setup-in-ten-minutes');
    await expect(page.getByTestId('post-category')).toHaveText('ガイド');
    await expect(page.getByTestId('post-category')).toHaveAttribute('lang', 'ja');

    const filtered = await (await request.get('/ja/resources/blog?category=Sales')).text();
    expect(filtered).toMatch(/data-testid="post-category"[^>]*>営業</);
    expect(filtered).not.toMatch(/data-testid="post-category"[^>]*>Sales</);

    const feed = await (await request.get('/ja/resources/blog/rss.xml')).text();
    expect(feed).toMatch(/<category>(<!\[CDATA\[)?ガイド/);
    expect(feed).not.toMatch(/<category>(<!\[CDATA\[)?Guides/);
  });
});

import type { APIRequestContext } from '@playwright/test';
import { languageCodes, languageTags } from '../../src/config/languages';
import { localizePath, paths } from '../../src/config/paths';
import { de } from '../../src/i18n/locales/de';
import { fr } from '../../src/i18n/locales/fr';
import { ja } from '../../src/i18n/locales/ja';
import { expect, hydrated, test } from './fixtures';
import { apiHeaders, apiToken, createPost, deletePosts, uniqueSlug } from './fixtures/api';

/**
 * Every blog speaks its reader's language: each language's first list page is written in it
 * (the seed has every post in all ten), and a post that exists only in English, as a new post
 * does until it is translated, says so in the reader's language, marks its content as English and
 * names only the English version to search engines. Posts other tests create while this runs
 * (in English) may stand on a first page beside the seed's: only the seed's are held to it.
 */

const created: string[] = [];
test.afterEach(async ({ request }) => {
  await deletePosts(request, created.splice(0));
});

/** When each of these posts was written (a post's versions may share a slug: the first). */
async function createdAt(request: APIRequestContext, token: string, slugs: string[]) {
  const list = slugs.map((slug) => `"${slug}"`).join(',');
  const response = await request.get(
    `/rest/v1/blog_posts?select=slug,created_at&slug=in.(${encodeURIComponent(list)})`,
    { headers: apiHeaders(token) },
  );
  expect(response.status()).toBe(200);
  const times = new Map<string, number>();
  for (const row of (await response.json()) as { slug: string; created_at: string }[]) {
    const time = Date.parse(row.created_at);
    times.set(row.slug, Math.min(time, times.get(row.slug) ?? time));
  }
  return times;
}

test('the first blog list page of every language shows only posts in that language', async ({
  page,
  request,
}) => {
  test.slow(); // ten languages, each a page and a query
  const token = await apiToken(request);
  // The seed's posts were all written in one transaction; other tests' posts come later.
  const seeded = (await createdAt(request, token, ['white-label-ai-demos-for-agencies'])).get(
    'white-label-ai-demos-for-agencies',
  )!;
  for (const language of languageCodes) {
    await page.goto(localizePath(paths.blog, language));
    const cards = page.getByTestId('post-grid').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        slug: article.querySelector('a')?.getAttribute('href')?.split('/').at(-1) ?? '',
        lang: article.getAttribute('lang'),
        badge: article.querySelector('[data-testid="post-language"]')?.textContent ?? null,
      })),
    );
    const written = await createdAt(
      request,
      token,
      shown.map((card) => card.slug),
    );
    const seedCards = shown.filter((card) => written.get(card.slug) === seeded);
    // Other tests' posts, newer, take up to nine of the twelve places while they run; the seed's
    // left on page 1 are enough to show the rule, and never none.
    expect(seedCards.length, language).toBeGreaterThanOrEqual(3);
    for (const card of seedCards) {
      expect(card.badge, `${language}: ${card.slug}`).toBeNull();
      expect([null, languageTags[language]], `${language}: ${card.slug}`).toContain(card.lang);
    }
  }
});

test('a post only in English says so in German, Japanese and French, and is marked English', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // three languages, raw HTML and the page each
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title: 'E2E English only: a post nobody has translated yet',
    slug: uniqueSlug('english-only', testInfo.project.name),
    excerpt: 'Written in English and not translated.',
    language: 'en',
  });
  created.push(post.slug);
  for (const [language, messages] of [
    ['de', de],
    ['ja', ja],
    ['fr', fr],
  ] as const) {
    const url = `${localizePath(paths.blog, language)}/${post.slug}`;
    const html = await (await request.get(url)).text();
    // Search engines are told of the one version that exists: English (and it is the default).
    const alternates = [...html.matchAll(/rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates.sort(), language).toEqual(['en', 'x-default']);
    expect(html).toContain(`"inLanguage":"en"`);

    await page.goto(url);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags[language]);
    const note = page.getByTestId('post-language-note');
    await expect(note).toHaveText(messages.blog.post.onlyInEnglish);
    await expect(note).toHaveAttribute('lang', languageTags[language]);
    await expect(page.locator('article')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  }
  // On the German list it stands in for a German post, with its language on the card.
  await page.goto(localizePath(paths.blog, 'de'));
  const card = page
    .getByTestId('post-grid')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: post.title }) });
  await expect(card.getByTestId('post-language')).toHaveText('Englisch');
  await expect(card).toHaveAttribute('lang', 'en');
});

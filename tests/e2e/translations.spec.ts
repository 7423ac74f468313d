import type { APIRequestContext, Page } from '@playwright/test';
import { cookieConsentStorageKey } from '../../src/lib/cookie-consent';
import { expect, hydrated, test } from './fixtures';
import { openAsAdmin } from './fixtures/admin';
import { apiToken, createPost, deletePosts, uniqueSlug } from './fixtures/api';

/**
 * Posts in ten languages linked as translations: writing a German translation in the
 * editor, the German and English lists, hreflang in the raw HTML, the language switcher on a
 * post (a post only in English: blog-languages.spec.ts). The seed has every post in all ten
 * languages.
 */
/** An English original of the test's own (the seed's posts all have their ten languages). */
async function createOriginal(request: APIRequestContext, project: string) {
  const slug = uniqueSlug('original', project);
  return createPost(request, await apiToken(request), {
    title: `Speed to lead, e2e original ${slug.slice(-6)}`,
    slug,
    language: 'en',
  });
}

type Original = Awaited<ReturnType<typeof createOriginal>>;

async function openEditorAsAdmin(page: Page) {
  await openAsAdmin(page, '/admin/post/new');
  await expect(page.getByRole('heading', { name: 'New Post' })).toBeVisible();
}

/** Fills the editor with a German post that translates `original`. */
async function writeGermanTranslation(page: Page, slug: string, original: Original) {
  await page.getByLabel('Title').fill('Speed to Lead: Nachfassen innerhalb einer Stunde');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Content').fill('Wer **schnell** nachfasst, gewinnt den Termin.');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  await page.getByLabel('Translation of').fill(original.title);
  await page.getByRole('button', { name: new RegExp(`^${original.title}`) }).click();
  await expect(page.getByTestId('translation-of')).toContainText(original.title);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(
    (key) => window.localStorage.setItem(key, 'declined'),
    cookieConsentStorageKey,
  );
});

test('a German translation written in the editor replaces its original in the German list only', async ({
  page,
  request,
}, testInfo) => {
  // Sign-in, two editor saves and five pages: longer than one page's default.
  test.setTimeout(90_000);
  const original = await createOriginal(request, testInfo.project.name);
  const slug = `${original.slug}-de`;
  try {
    await openEditorAsAdmin(page);
    await writeGermanTranslation(page, slug, original);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The URL changes first; the editor stays on screen until the table's page has loaded.
    await expect(page.getByRole('link', { name: 'New Post' })).toBeVisible();

    // The admin table says which language each post is in, and filters by it.
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
    await expect(page).toHaveURL(/language=de/);
    const row = page.getByRole('row', { name: /Speed to Lead: Nachfassen/ });
    await expect(row.getByTestId('post-language')).toHaveText('Deutsch');
    await expect(page.getByRole('row', { name: new RegExp(original.title) })).toHaveCount(0);

    await page.goto('/de/resources/blog');
    const german = page.getByTestId('post-grid');
    await expect(german.getByRole('link', { name: /Speed to Lead: Nachfassen/ })).toBeVisible();
    await expect(german.getByRole('link', { name: original.title })).toHaveCount(0);

    await page.goto('/resources/blog');
    const english = page.getByTestId('post-grid');
    await expect(english.getByRole('link', { name: original.title })).toBeVisible();
    await expect(english.getByRole('link', { name: /Nachfassen/ })).toHaveCount(0);

    // hreflang both ways, in the HTML the server sends.
    const originalHtml = await (await request.get(`/resources/blog/${original.slug}`)).text();
    expect(originalHtml).toMatch(
      new RegExp(`hrefLang="de" href="https?://[^"]+/de/resources/blog/${slug}"`),
    );
    const germanHtml = await (await request.get(`/de/resources/blog/${slug}`)).text();
    expect(germanHtml).toMatch(
      new RegExp(`hrefLang="en" href="https?://[^"]+/resources/blog/${original.slug}"`),
    );
    expect(germanHtml).toMatch(
      new RegExp(`hrefLang="x-default" href="https?://[^"]+/resources/blog/${original.slug}"`),
    );
    expect(germanHtml).toContain('<article lang="de"');

    // A second German version of the same original is refused, with the reason on the field.
    await page.goto('/admin/post/new');
    await writeGermanTranslation(page, `${slug}-2`, original);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText(/There is already a German version of this post/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel('Title')).toHaveValue(
      'Speed to Lead: Nachfassen innerhalb einer Stunde',
    );
  } finally {
    await deletePosts(request, [slug, `${slug}-2`, original.slug]);
  }
});

test('a post page links its translations, and the switcher goes to them', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/resources/blog/white-label-ai-demos-for-agencies');
  await hydrated(page);
  const alsoIn = page.getByRole('navigation', { name: 'Also in' });
  await expect(alsoIn.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
    'href',
    '/de/resources/blog/white-label-ki-demos-fuer-agenturen',
  );
  await expect(alsoIn.getByRole('link', { name: '日本語' })).toHaveAttribute('lang', 'ja');

  // The switcher opens the German version, not the English post in a German frame.
  const switcher = async (name: RegExp) => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Change language|Sprache ändern)/ })
      .click();
    await page.getByRole('option', { name }).click();
  };
  await switcher(/Deutsch/);
  await expect(page).toHaveURL(/\/de\/resources\/blog\/white-label-ki-demos-fuer-agenturen$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('White-Label-KI-Demos');
  await expect(page.locator('article')).toHaveAttribute('lang', 'de');

  await switcher(/Français/);
  await expect(page).toHaveURL(/\/fr\/resources\/blog\/demos-ia-marque-blanche-agences$/);

  // A post with no French version (every seed post has one: this one is new): French goes to
  // the French blog list.
  const englishOnly = await createPost(request, await apiToken(request), {
    title: 'E2E post in English only',
    slug: uniqueSlug('switcher', testInfo.project.name),
    language: 'en',
  });
  try {
    await page.goto(`/de/resources/blog/${englishOnly.slug}`);
    await hydrated(page);
    await switcher(/Français/);
    await expect(page).toHaveURL(/\/fr\/resources\/blog$/);
  } finally {
    await deletePosts(request, [englishOnly.slug]);
  }
});

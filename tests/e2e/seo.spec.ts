import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { declineCookies, openAsAdmin, toast } from './fixtures/admin';
import { apiToken, createPost, deletePosts, findPost, uniqueSlug } from './fixtures/api';

/**
 * What a post says to search engines and link previews: the SEO title and the meta description
 * written in the editor reach the public page's head, with the excerpt standing in for an empty
 * meta description; the editor previews them; the all-languages preview labels each version in
 * its own language. Posts a test creates are deleted again through the API.
 */

const created: string[] = [];

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test.afterEach(async ({ request }) => {
  await deletePosts(request, created.splice(0));
});

async function openEditor(page: Page, id: string, slug: string) {
  await openAsAdmin(page);
  await page.goto(`/admin/post/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  // The post loads after the editor's code: on a busy machine that takes a while.
  await expect(page.getByLabel('Slug')).toHaveValue(slug, { timeout: 30_000 });
}

function head(page: Page) {
  return {
    description: page.locator('head meta[name="description"]'),
    ogDescription: page.locator('head meta[property="og:description"]'),
    twitterDescription: page.locator('head meta[name="twitter:description"]'),
    ogTitle: page.locator('head meta[property="og:title"]'),
  };
}

test('the SEO title and meta description written in the editor drive the post page’s head', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // the editor, a save, then the public page
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title: 'E2E post with its own words for search engines',
    slug: uniqueSlug('seo', testInfo.project.name),
    excerpt: 'The excerpt readers see on the blog list.',
  });
  created.push(post.slug);
  await openEditor(page, post.id, post.slug);

  const seoTitle = 'Search engines read this title';
  const meta = 'A description written for search results, not for the blog list.';
  await page.getByLabel('SEO headline').fill(seoTitle);
  await expect(page.getByLabel('SEO headline')).toHaveAccessibleDescription(
    new RegExp(`${seoTitle.length} / 60 characters`),
  );
  await page.getByLabel('Meta description').fill(meta);

  // The previews show what the head will say.
  const snippet = page.getByTestId('seo-snippet');
  await expect(snippet.getByTestId('seo-snippet-title')).toHaveText(seoTitle);
  await expect(snippet).toContainText(meta);
  await expect(snippet).toContainText(`resources › blog › ${post.slug}`);
  await expect(page.getByTestId('seo-social-card')).toContainText(seoTitle);
  await expect(page.getByTestId('seo-preview')).toContainText(
    `Title: ${seoTitle.length} / 60 characters`,
  );

  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  const row = await findPost(request, post.slug);
  expect(row).toMatchObject({ seo_title: seoTitle, meta_description: meta });

  await page.goto(`/resources/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const tags = head(page);
  await expect(tags.description).toHaveAttribute('content', meta);
  await expect(tags.ogDescription).toHaveAttribute('content', meta);
  await expect(tags.twitterDescription).toHaveAttribute('content', meta);
  await expect(tags.ogTitle).toHaveAttribute('content', seoTitle);
  expect(await page.title()).toMatch(new RegExp(`^${seoTitle}`));
  // The article's structured data keeps the article's own title as its headline.
  // (hasText never matches a script's text, so the blocks are read and the article's picked.)
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const jsonLd = JSON.parse(blocks.find((block) => block.includes('BlogPosting')) ?? '{}') as {
    headline?: string;
    description?: string;
  };
  expect(jsonLd).toMatchObject({ headline: post.title, description: meta });
});

test('without a meta description the excerpt describes the page, and the title has the blog’s name', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request);
  const excerpt = 'Only an excerpt was written for this one.';
  const post = await createPost(request, token, {
    title: 'E2E post without a meta description',
    slug: uniqueSlug('seo-excerpt', testInfo.project.name),
    excerpt,
    meta_description: 'Removed in the editor',
  });
  created.push(post.slug);
  await openEditor(page, post.id, post.slug);
  await page.getByLabel('Meta description').fill('');
  await expect(page.getByTestId('seo-preview')).toContainText(
    'No meta description: the excerpt is used.',
  );
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();

  await page.goto(`/resources/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(head(page).description).toHaveAttribute('content', excerpt);
  await expect(head(page).ogDescription).toHaveAttribute('content', excerpt);
  expect(await page.title()).toBe(`${post.title} | Demoly Blog`);
});

test('the all-languages preview labels each version in its own language, images cropped as on the page', async ({
  page,
  request,
}) => {
  const original = await findPost(request, 'white-label-ai-demos-for-agencies');
  expect(original).not.toBeNull();
  await openEditor(page, original!.id, original!.slug);
  // The editor's own preview crops the featured image as the post page does (16:10).
  const editorImage = page.getByRole('region', { name: 'Preview' }).locator('img').first();
  await expect(editorImage).toHaveClass(/aspect-\[16\/10\]/);

  await page.getByRole('button', { name: 'Preview all languages' }).click();
  const versions = page.getByRole('dialog');
  await versions.getByRole('tab', { name: 'JA' }).click();
  await expect(versions.getByRole('tabpanel').getByTestId('preview-read-time')).toHaveText(
    /^\d+分で読めます$/,
  );
  await versions.getByRole('tab', { name: 'EN' }).click();
  await expect(versions.getByRole('tabpanel').getByTestId('preview-read-time')).toHaveText(
    /^\d+ min read$/,
  );
});

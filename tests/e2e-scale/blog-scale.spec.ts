import type { APIRequestContext } from '@playwright/test';
import { scalePost } from '../../scripts/lib/scale-posts';
import { expect, hydrated, test } from '../e2e/fixtures';
import { signIn } from '../e2e/fixtures/admin';
import { accounts, apiToken } from '../e2e/fixtures/api';

/**
 * The blog with 2,000 generated posts besides the seed (playwright.scale.config.ts): the list
 * pages through the URL, the database searches and counts, and the admin table pages and
 * searches too.
 */
/** The seed's English posts (the rest of the seed are translations, in their own lists). */
const englishPosts = 2000 + 9;

/** Every post the admin sees, as the database counts them (the seed grows; the test does not). */
async function adminTotal(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request);
  const response = await request.get('/rest/v1/blog_posts?select=id&limit=1', {
    headers: { Authorization: `Bearer ${token}`, Prefer: 'count=exact' },
  });
  return Number(response.headers()['content-range']?.split('/')[1]);
}

// In file order: the admin total is read before the last test adds and deletes a post.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('demoly.cookie-consent', 'declined'));
});

test('pages forward and back through the URL, 12 posts a page @mobile', async ({ page }) => {
  await page.goto('/resources/blog');
  await expect(page.getByTestId('result-count')).toHaveText(
    `${englishPosts.toLocaleString('en-US')} articles`,
  );
  const cards = page.getByTestId('post-grid').getByRole('article');
  await expect(cards).toHaveCount(12);
  const firstTitle = await cards.first().getByRole('link').textContent();
  await hydrated(page);

  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/resources\/blog\?page=2$/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().getByRole('link')).not.toHaveText(firstTitle!);

  await pager.getByRole('link', { name: 'Page 168' }).click();
  await expect(page).toHaveURL(/\?page=168$/);
  // 2,009 posts: the last page holds the last 5.
  await expect(cards).toHaveCount(5);

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards).toHaveCount(12);
  await page.goBack();
  await expect(page).toHaveURL(/\/resources\/blog$/);
  await expect(cards.first().getByRole('link')).toHaveText(firstTitle!);
});

test('a page in the URL is rendered by the server, with its canonical', async ({ request }) => {
  const html = await (await request.get('/resources/blog?page=50')).text();
  expect(html.match(/data-testid="post-grid"/g)).toHaveLength(1);
  expect(html).toContain('aria-current="page"');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/resources\/blog\?page=50"/);
  expect(html.length).toBeLessThan(150_000);
});

test('a search finds an old post, and a category shows its count', async ({ page }) => {
  // Post 1990 of the generated ones is about five years old, far past the first pages.
  const old = scalePost(1990, new Date());
  await page.goto('/resources/blog');
  await hydrated(page);
  await page.getByLabel('Search articles').fill(old.title);
  await expect(page).toHaveURL(/\?q=/);
  const grid = page.getByTestId('post-grid');
  // Titles repeat among generated posts: the old one is known by its address.
  await expect(grid.locator(`a[href="/resources/blog/${old.slug}"]`)).toBeVisible();

  await page.getByLabel('Search articles').fill('');
  await expect(page).not.toHaveURL(/\?q=/);
  const guides = page.getByRole('button', { name: 'Customer stories' });
  const count = Number((await guides.textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(100);
  await guides.click();
  await expect(page).toHaveURL(/category=Customer\+stories/);
  await expect(page.getByTestId('result-count')).toHaveText(
    `${count.toLocaleString('en-US')} articles`,
  );
  await expect(grid.getByTestId('post-category').first()).toHaveText('Customer stories');
});

test('the admin table: 25 rows a page, the total, a search on title or slug', async ({
  page,
  request,
}) => {
  const total = await adminTotal(request);
  expect(total).toBeGreaterThan(2000);
  await page.goto('/admin');
  await signIn(page, accounts.admin);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.getByTestId('admin-total')).toHaveText(
    `${total.toLocaleString('en-US')} posts`,
  );

  const lastPage = Math.ceil(total / 25);
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: `Page ${lastPage}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?page=${lastPage}$`));
  // The last page holds what is left after the full pages.
  await expect(rows).toHaveCount(total - (lastPage - 1) * 25);

  const old = scalePost(1500, new Date());
  await page.getByLabel('Search posts').fill(old.slug);
  await expect(page).toHaveURL(/q=/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByTestId('admin-total')).toHaveText('1 post');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(old.title);
});

test('deleting a post keeps the admin on the page they were on', async ({ page, request }) => {
  // A German post dated among the 31st newest, so it sits on the admin's page 2 and stays out of
  // the English list the phone test counts while this runs.
  const token = await apiToken(request);
  const [anchor] = (await (
    await request.get(
      '/rest/v1/blog_posts?select=published_at&order=published_at.desc&offset=30&limit=1',
    )
  ).json()) as { published_at: string }[];
  const slug = `e2e-delete-on-page-2-${Date.now().toString(36)}`;
  const created = await request.post('/rest/v1/blog_posts', {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: {
      title: 'Zum Löschen auf Seite 2',
      slug,
      language: 'de',
      content_markdown: 'Wird gleich gelöscht.',
      published_at: anchor!.published_at,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin?page=2');
  await signIn(page, accounts.admin);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await page.getByRole('button', { name: 'Delete “Zum Löschen auf Seite 2”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByRole('button', { name: 'Delete “Zum Löschen auf Seite 2”' })).toHaveCount(
    0,
  );
  await expect(page).toHaveURL(/\/admin\?page=2$/);
  await expect(rows).toHaveCount(25);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
});

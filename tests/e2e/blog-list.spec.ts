import { expect, test } from './fixtures';
import {
  cardTitles,
  cards,
  createPosts,
  deleteCreated,
  filterFixture,
  open,
  searchBox,
  uniqueToken,
  type CreatedPost,
} from './fixtures/blog-posts';

/** The public blog list against the embedded backend, on posts of its own (fixtures/blog-posts.ts). */

test.describe('blog list', () => {
  let token: string;
  let created: CreatedPost[] = [];

  test.beforeEach(async ({ request }) => {
    token = uniqueToken();
    created = await createPosts(request, filterFixture(token));
  });

  test.afterEach(async ({ request }) => {
    await deleteCreated(request, created);
  });

  test('shows the sidebar and cards with every field @mobile', async ({ page }) => {
    await open(page, `/resources/blog?q=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByText('Practical insights from our team')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Latest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(3);
    // Newest first, as the API orders them.
    await expect(cardTitles(page)).toHaveText([
      `Quokka ${token} guide to demo day`,
      `Second post ${token}`,
      `Third post ${token}`,
    ]);

    const first = cards(page).first();
    await expect(
      first.getByRole('link', { name: `Quokka ${token} guide to demo day` }),
    ).toHaveAttribute('href', `/resources/blog/quokka-${token}`);
    await expect(first.getByText('A calm walkthrough of the setup.')).toBeVisible();
    await expect(first.getByTestId('post-category')).toHaveText(`Zeta ${token}`);
    await expect(first.getByTestId('post-author')).toHaveText('Ada Lovelace');
    await expect(first.getByTestId('post-date')).toHaveText('Nov 21, 2026');
    await expect(cards(page).nth(1).getByTestId('post-date')).toHaveText('Mar 5, 2026');
    // No author stored: the product's team name.
    await expect(cards(page).nth(2).getByTestId('post-author')).toHaveText('Demoly Team');

    // The card's picture is decoration beside its linked title: empty alt, nothing read twice.
    const image = first.locator('img');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    const box = await image.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1.6, 1);
    await expect(cards(page).nth(1).locator('img')).toHaveCount(0);

    // One button per distinct category, this fixture's two among them.
    await expect(page.getByRole('button', { name: `Zeta ${token}` })).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Other ${token}` })).toHaveCount(1);
  });

  test('uses a two-column grid from medium screens', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await open(page, `/resources/blog?q=${token}`);
    await expect(cards(page)).toHaveCount(3);
    const [a, b] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    expect(a?.y).toBe(b?.y);
    expect((b?.x ?? 0) > (a?.x ?? 0)).toBe(true);
  });

  test('filters by category, and Latest shows every category again', async ({ page }) => {
    await open(page, '/resources/blog');
    await searchBox(page).fill(token);
    await expect(cards(page)).toHaveCount(3);

    const zeta = page.getByRole('button', { name: `Zeta ${token}` });
    await zeta.click();
    await expect(zeta).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Latest' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(cardTitles(page)).toHaveText([
      `Quokka ${token} guide to demo day`,
      `Second post ${token}`,
    ]);
    await expect(page).toHaveURL(new RegExp(`category=Zeta\\+${token}`));

    await page.getByRole('button', { name: `Other ${token}` }).click();
    await expect(cardTitles(page)).toHaveText([`Third post ${token}`]);

    await page.getByRole('button', { name: 'Latest' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(page).not.toHaveURL(/category=/);
  });

  test('searches title, excerpt and tags, ignoring case', async ({ page }) => {
    await open(page, '/resources/blog');
    await expect(cards(page).first()).toBeVisible();

    await searchBox(page).fill(`QUOKKA ${token.toUpperCase()}`);
    await expect(cardTitles(page)).toHaveText([`Quokka ${token} guide to demo day`]);

    await searchBox(page).fill(`Narwhal${token}`);
    await expect(cardTitles(page)).toHaveText([`Second post ${token}`]);

    await searchBox(page).fill(`axolotl${token}`);
    await expect(cardTitles(page)).toHaveText([`Third post ${token}`]);

    // Author and body are not searched.
    await searchBox(page).fill(`Grace Hopper ${token}`);
    await expect(cards(page)).toHaveCount(0);
  });

  test('shows the empty state when nothing matches @mobile', async ({ page }) => {
    await open(page, `/resources/blog?q=nothing-matches-${token}`);
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Try selecting a different category')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('keeps the category and search in the URL across a reload', async ({ page }) => {
    await open(page, '/resources/blog');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: `Zeta ${token}` }).click();
    await searchBox(page).fill(`narwhal${token}`);
    await expect(cardTitles(page)).toHaveText([`Second post ${token}`]);
    await expect(page).toHaveURL(new RegExp(`q=narwhal${token}`));

    await page.reload();
    await expect(searchBox(page)).toHaveValue(`narwhal${token}`);
    await expect(page.getByRole('button', { name: `Zeta ${token}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cardTitles(page)).toHaveText([`Second post ${token}`]);

    // Typing replaced the history entry; the category click pushed one.
    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
  });

  test('a search typed while a picked category is still loading keeps the category', async ({
    page,
  }) => {
    await open(page, '/resources/blog');
    await expect(cards(page).first()).toBeVisible();
    // The category's list answers only after the search's pause has passed.
    await page.route('**/rest/v1/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.fallback();
    });
    await page.getByRole('button', { name: `Zeta ${token}` }).click();
    await searchBox(page).fill(`narwhal${token}`);
    await expect(page).toHaveURL(new RegExp(`q=narwhal${token}`));
    await expect(page).toHaveURL(new RegExp(`category=Zeta\\+${token}`));
    await expect(cardTitles(page)).toHaveText([`Second post ${token}`]);
  });

  test('logs a failed list, stops loading and shows no posts', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Start on a post, so the list is not in the page's data yet (the prerendered list carries
    // the posts of build time, which stay visible when a later refresh fails). Hydrated first,
    // so the click is a client-side navigation.
    await open(page, `/resources/blog/quokka-${token}`);
    await page.route(
      (url) => /^\/rest\/v1\/blog_(posts|listings|categories)$/.test(url.pathname),
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"XX000","details":null,"hint":null,"message":"boom"}',
        }),
    );
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    // Three retries with back-off, then the failure shows: loading ends and the list is empty.
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    expect(errors.some((text) => text.includes('Loading the blog posts failed'))).toBe(true);
  });

  test('keeps the chrome and the dates in German', async ({ page }) => {
    await open(page, `/de/resources/blog?q=${token}`);
    await expect(page.getByRole('button', { name: 'Neueste' })).toBeVisible();
    await expect(page.getByLabel('Artikel durchsuchen')).toHaveValue(token);
    await expect(cards(page).first().getByTestId('post-date')).toHaveText('21. November 2026');
    await expect(cards(page).first().getByRole('link').first()).toHaveAttribute(
      'href',
      `/de/resources/blog/quokka-${token}`,
    );
  });
});

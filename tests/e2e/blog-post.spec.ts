import { expect, settled, test } from './fixtures';
import {
  createPosts,
  deleteCreated,
  filterFixture,
  open,
  uniqueToken,
  type CreatedPost,
} from './fixtures/blog-posts';

/** A post's public page against the embedded backend, on posts of its own (fixtures/blog-posts.ts). */

test.describe('blog post', () => {
  let token: string;
  let created: CreatedPost[] = [];

  test.beforeEach(async ({ request }) => {
    token = uniqueToken();
    created = await createPosts(request, filterFixture(token));
  });

  test.afterEach(async ({ request }) => {
    await deleteCreated(request, created);
  });

  test('shows every field of the post page @mobile', async ({ page }) => {
    await open(page, `/resources/blog/quokka-${token}`);
    const title = `Quokka ${token} guide to demo day`;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/resources/blog',
    );
    await expect(page.getByTestId('post-category')).toHaveText(`Zeta ${token}`);
    await expect(page.getByTestId('post-read-time')).toHaveText('7 min read');
    await expect(page.getByTestId('post-author')).toHaveText('Ada Lovelace');
    await expect(page.getByTestId('post-date')).toHaveText('November 21, 2026');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('img', { name: title })).toBeVisible();

    // Markdown rendered with headings, bold and line breaks.
    const content = page.getByTestId('post-content');
    await expect(content.getByRole('heading', { level: 2, name: 'Setup' })).toBeVisible();
    await expect(content.locator('strong')).toHaveText('bold');
    await expect(content.locator('br')).toHaveCount(1);

    await expect(page.getByTestId('post-tags')).toHaveText('#Setup');
    await expect(page.getByRole('link', { name: 'All Posts' })).toHaveAttribute(
      'href',
      '/resources/blog',
    );
    await expect(page.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ready to transform your demos?' }),
    ).toBeVisible();
    const appLink = page.getByRole('link', { name: /Get started today/ });
    await expect(appLink).toHaveAttribute('href', /^https:\/\/app\./);
    await expect(appLink).toHaveAttribute('target', '_blank');
    await expect(appLink).toHaveAttribute('rel', /noopener/);
  });

  test('sets the title, description, social tags and JSON-LD', async ({ page }) => {
    await open(page, `/resources/blog/quokka-${token}`);
    const title = `Quokka ${token} guide to demo day`;
    await expect(page).toHaveTitle(`${title} | Demoly Blog`);
    const meta = (selector: string) => page.locator(`head ${selector}`).first();
    await expect(meta('meta[name="description"]')).toHaveAttribute(
      'content',
      'A calm walkthrough of the setup.',
    );
    await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(meta('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${title} | Demoly Blog`,
    );
    await expect(meta('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/blog\/ai-demo-pipeline\.jpg$/,
    );
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(meta('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/resources/blog/quokka-${token}$`),
    );
    await expect(meta('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      /^2026-11-21/,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { '@type': string; headline: string };
    expect(jsonLd['@type']).toBe('BlogPosting');
    expect(jsonLd.headline).toBe(title);

    // A post without an excerpt describes itself with its title.
    await open(page, `/resources/blog/third-${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Third post ${token}`);
    await expect(meta('meta[name="description"]')).toHaveAttribute(
      'content',
      `Third post ${token}`,
    );
  });

  test('is found by id as well as by slug', async ({ page }) => {
    const post = created.find((row) => row.slug === `second-${token}`);
    await open(page, `/resources/blog/${post?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Second post ${token}`);
  });

  test('opens from its card and goes back to the list', async ({ page }) => {
    await open(page, `/resources/blog?q=${token}`);
    await page.getByRole('link', { name: `Second post ${token}` }).click();
    await expect(page).toHaveURL(`/resources/blog/second-${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Second post ${token}`);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/resources/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('shows Post Not Found for an unknown slug @mobile', async ({ page }) => {
    const response = await page.goto(`/resources/blog/no-such-post-${token}`);
    await settled(page);
    // The server knows the post does not exist: search engines get a 404, visitors the page.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/resources/blog',
    );
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a slug in double quotes is another address, not found as in production', async ({
    request,
  }) => {
    // PostgREST takes a filter's value as written: slug=eq."x" looks for quotes in the slug.
    expect((await request.get(`/resources/blog/quokka-${token}`)).status()).toBe(200);
    const quoted = await request.get(`/resources/blog/%22quokka-${token}%22`);
    expect(quoted.status()).toBe(404);
  });

  test('shows Post Not Found when loading the post fails', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The browser's request fails (the server render is skipped by opening the list first).
    await open(page, `/resources/blog?q=${token}`);
    await page.route(
      (url) => url.pathname === '/rest/v1/blog_posts' && url.searchParams.has('slug'),
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"XX000","details":null,"hint":null,"message":"boom"}',
        }),
    );
    await page.getByRole('link', { name: `Third post ${token}` }).click();
    await expect(page.getByText('Loading...')).toBeVisible();
    // Three retries with back-off before the failure shows.
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    expect(errors.some((text) => text.includes('Loading blog post'))).toBe(true);
  });

  test('copies the link and says so when the Web Share API is missing', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL ?? undefined,
    });
    await page.addInitScript(() => {
      // Desktop Chromium may expose navigator.share; this visitor's browser has none.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await open(page, `/resources/blog/quokka-${token}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
  });

  test('says so in a toast when copying the link fails', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => ({ writeText: () => Promise.reject(new Error('denied')) }),
        configurable: true,
      });
    });
    await open(page, `/resources/blog/quokka-${token}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Could not copy the link')).toBeVisible();
  });

  test('uses the Web Share API where the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await open(page, `/resources/blog/quokka-${token}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared))
      .toEqual({ title: `Quokka ${token} guide to demo day`, url: page.url() });
    await expect(page.getByText('Link copied to clipboard')).toHaveCount(0);
  });

  test('renders the chrome and the date in German', async ({ page }) => {
    await open(page, `/de/resources/blog/quokka-${token}`);
    await expect(page.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute(
      'href',
      '/de/resources/blog',
    );
    await expect(page.getByTestId('post-read-time')).toHaveText('7 Min. Lesezeit');
    await expect(page.getByTestId('post-date')).toHaveText('21. November 2026');
    await expect(page).toHaveTitle(`Quokka ${token} guide to demo day | Demoly-Blog`);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { apiHeaders, apiToken, deletePosts, type NewPost, type PostRow } from './fixtures/api';
import { hostilePayloads, swallowsWhatFollows, type HostilePayload } from './fixtures/hostile-html';

/**
 * The public blog against the embedded backend. Every test creates its own posts
 * through the API as the local admin, with a unique token in their text, and deletes them
 * afterwards: tests run in parallel and never depend on (or disturb) the seed.
 */

type CreatedPost = PostRow;

function uniqueToken(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

async function createPosts(request: APIRequestContext, posts: NewPost[]): Promise<CreatedPost[]> {
  const token = await apiToken(request);
  const response = await request.post('/rest/v1/blog_posts?select=*', {
    headers: apiHeaders(token),
    data: posts,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedPost[];
}

async function deleteCreated(request: APIRequestContext, posts: CreatedPost[]): Promise<void> {
  await deletePosts(
    request,
    posts.map(({ slug }) => slug),
  );
}

/** Three posts around one token: two share a category, each field holds a searchable word. */
function filterFixture(token: string): NewPost[] {
  const category = `Zeta ${token}`;
  return [
    {
      title: `Quokka ${token} guide to demo day`,
      slug: `quokka-${token}`,
      excerpt: 'A calm walkthrough of the setup.',
      content_markdown: '## Setup\n\nFirst **bold** step\nnext line',
      author: 'Ada Lovelace',
      published_at: '2026-11-21T10:00:00Z',
      category,
      tags: ['Setup'],
      featured_image: '/blog/ai-demo-pipeline.jpg',
      read_time: 7,
    },
    {
      title: `Second post ${token}`,
      slug: `second-${token}`,
      excerpt: `Meet the narwhal${token} of analytics.`,
      content_markdown: 'Plain text.',
      author: 'Grace Hopper',
      published_at: '2026-03-05T10:00:00Z',
      category,
      tags: ['Analytics'],
      featured_image: null,
      read_time: 3,
    },
    {
      title: `Third post ${token}`,
      slug: `third-${token}`,
      excerpt: null,
      content_markdown: 'More text.',
      author: null,
      published_at: '2026-01-15T10:00:00Z',
      category: `Other ${token}`,
      tags: [`Axolotl${token}`],
      featured_image: null,
      read_time: 4,
    },
  ];
}

/**
 * Pages are prerendered: wait until the app has hydrated (network quiet) before typing or
 * clicking, or the input would land in static HTML that React then replaces.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
}

const cards = (page: Page) => page.getByRole('article');
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByLabel('Search articles');

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
    await expect(page.getByText('Compiled notes from the team')).toBeVisible();
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

    const image = first.getByRole('img', { name: `Quokka ${token} guide to demo day` });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    const box = await image.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1.6, 1);
    await expect(cards(page).nth(1).getByRole('img')).toHaveCount(0);

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
    await expect(page.getByText('No articles found')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    expect(errors.some((text) => text.includes('Loading the blog posts failed'))).toBe(true);
  });

  test('keeps the chrome localized and the dates in US English', async ({ page }) => {
    await open(page, `/de/resources/blog?q=${token}`);
    await expect(page.getByRole('button', { name: 'Neueste' })).toBeVisible();
    await expect(page.getByLabel('Artikel durchsuchen')).toHaveValue(token);
    await expect(cards(page).first().getByTestId('post-date')).toHaveText('Nov 21, 2026');
    await expect(cards(page).first().getByRole('link').first()).toHaveAttribute(
      'href',
      `/de/resources/blog/quokka-${token}`,
    );
  });
});

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
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible({
      timeout: 15_000,
    });
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

  test('renders the chrome in German and the date in US English', async ({ page }) => {
    await open(page, `/de/resources/blog/quokka-${token}`);
    await expect(page.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute(
      'href',
      '/de/resources/blog',
    );
    await expect(page.getByTestId('post-read-time')).toHaveText('7 Min. Lesezeit');
    await expect(page.getByTestId('post-date')).toHaveText('November 21, 2026');
    await expect(page).toHaveTitle(`Quokka ${token} guide to demo day | Demoly-Blog`);
  });
});

/**
 * Opens a post, waits for its body and checks no payload code ran. Chromium reports a CSP
 * violation for inline handlers even in the inert document DOMPurify parses into (a known false
 * alarm: cure53/DOMPurify#107); those reports are the only ones forgiven here, and the checks
 * below prove the handlers neither ran nor reached the page.
 */
async function expectInert(
  page: Page,
  dialogs: string[],
  post: CreatedPost,
  cspViolations: (options?: { take?: boolean }) => string[],
) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByTestId('post-content')).toContainText(/marker \d+/);
  // Handlers (onerror, onload, ontoggle, autofocus) fire once their loads settle and a frame
  // has rendered, if any survived.
  await settled(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const state = await page.evaluate(() => {
    const body = '[data-testid="post-content"]';
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      hits: (window as unknown as { __xssHits?: number[] }).__xssHits ?? [],
      scripts: document.querySelectorAll(`${body} script`).length,
      handlers: [...document.querySelectorAll(`${body} *`)].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => attribute.name.startsWith('on'))
          .map((attribute) => attribute.name),
      ),
      styles: document.querySelectorAll(`${body} [style], ${body} style`).length,
    };
  });
  expect(state, `${post.slug} must stay inert`).toEqual({
    xss: undefined,
    hits: [],
    scripts: 0,
    handlers: [],
    styles: 0,
  });
  expect(dialogs, `${post.slug} opened a dialog`).toEqual([]);
  for (const violation of cspViolations({ take: true })) {
    expect(violation).toMatch(/^Executing inline event handler violates/);
  }
}

/** Records dialogs (alert, confirm, print...) and installs the payloads' __xssHit callback. */
async function watchForCode(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const hits: number[] = [];
    Object.assign(window, { __xssHits: hits, __xssHit: (n: number) => hits.push(n) });
  });
  return dialogs;
}

/**
 * The payloads, about a dozen to a post, each tested as if it were alone: its marker paragraph
 * must come out as a paragraph of the body (a payload that swallowed the next one, into a
 * comment, an attribute or a raw-text element, would hide it from the test), so those that do
 * go last in their post.
 */
const payloadsPerPost = 12;
const payloadGroups = (() => {
  const last = hostilePayloads.filter(({ name }) => swallowsWhatFollows.has(name));
  const rest = hostilePayloads.filter(({ name }) => !swallowsWhatFollows.has(name));
  const count = Math.max(last.length, Math.ceil(hostilePayloads.length / payloadsPerPost));
  const size = Math.ceil(rest.length / count);
  return Array.from({ length: count }, (_, index) => [
    ...rest.slice(index * size, (index + 1) * size),
    ...(last[index] ? [last[index]] : []),
  ]);
})();

/** Every payload of `group` began in the body's normal flow: its marker is a paragraph. */
async function expectEveryMarker(page: Page, group: HostilePayload[]) {
  const markers = await page
    .getByTestId('post-content')
    .locator('p')
    .evaluateAll((paragraphs) => paragraphs.map((paragraph) => paragraph.textContent?.trim()));
  expect(markers).toEqual(expect.arrayContaining(group.map(({ id }) => `marker ${id}`)));
}

for (const format of ['html', 'markdown'] as const) {
  test.describe(`hostile post content stored as ${format}`, () => {
    test.describe.configure({ timeout: 120_000 });

    let token: string;
    let created: CreatedPost[] = [];

    test.beforeEach(async ({ request }) => {
      token = uniqueToken();
      created = await createPosts(
        request,
        payloadGroups.map((group, index) => ({
          title: `Hostile ${token} ${format} ${index + 1}`,
          slug: `hostile-${token}-${format}-${index + 1}`,
          excerpt: `Payloads ${group.map(({ name }) => name).join(', ')}`,
          content_html:
            format === 'html'
              ? group.map(({ id, html }) => `<p>marker ${id}</p>${html}`).join('\n')
              : null,
          content_markdown:
            format === 'markdown'
              ? group.map(({ id, html }) => `marker ${id}\n\n${html}`).join('\n\n')
              : null,
          category: `Hostile ${token}`,
          published_at: '2026-11-21T10:00:00Z',
        })),
      );
      expect(created).toHaveLength(payloadGroups.length);
    });

    test.afterEach(async ({ request }) => {
      await deleteCreated(request, created);
    });

    test(`none of ${hostilePayloads.length} payloads runs when the post is opened directly`, async ({
      page,
      cspViolations,
    }) => {
      const dialogs = await watchForCode(page);
      // A full load: with `npm start` the site server renders and sanitizes the body (jsdom)
      // before the browser parses it, then the browser hydrates.
      for (const [index, post] of created.entries()) {
        await page.goto(`/resources/blog/${post.slug}`);
        await expectInert(page, dialogs, post, cspViolations);
        await expectEveryMarker(page, payloadGroups[index]!);
      }
    });

    test(`none of ${hostilePayloads.length} payloads runs when the post is opened from the list`, async ({
      page,
      cspViolations,
    }) => {
      const dialogs = await watchForCode(page);
      // Client-side navigation: the browser's own DOMPurify sanitizes the body.
      const category = `/resources/blog?category=${encodeURIComponent(`Hostile ${token}`)}`;
      await open(page, category);
      await expect(cards(page)).toHaveCount(created.length);
      for (const [index, post] of created.entries()) {
        await page.getByRole('link', { name: post.title, exact: true }).click();
        await expectInert(page, dialogs, post, cspViolations);
        await expectEveryMarker(page, payloadGroups[index]!);
        await page.goBack();
        await expect(cards(page)).toHaveCount(created.length);
      }
    });
  });
}

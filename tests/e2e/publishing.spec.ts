import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { declineCookies, openAsAdmin } from './fixtures/admin';
import {
  apiHeaders,
  apiToken,
  createPost,
  deletePosts,
  findPost,
  uniqueSlug,
  updatePost,
} from './fixtures/api';
import { expect, readSitemaps, settled, test } from './fixtures';

/**
 * Drafts, preview, scheduling and updates, through the editor against `npm start`.
 *
 * Two clocks are involved and the test keeps them apart. Whether a scheduled post is public is
 * decided by the database's clock (row-level security compares published_at with now()), and
 * the server's go-live timer runs in Node: neither can be faked from the browser, so the post is
 * scheduled in the editor about a minute ahead, then rescheduled through the API a few seconds
 * ahead in real time, and the test waits for that moment; nothing is stubbed on the server. Playwright's clock drives what the browser decides by itself: the
 * editor refuses a time that is past by the browser's clock, shown by moving that clock ahead.
 */

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'one run is enough: the flow is the same on phones');
// Schedule typed in Tokyo time; the editor shows it in UTC too.
test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

const created: string[] = [];
test.afterAll(async ({ request }) => deletePosts(request, created));

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** A datetime-local value for `date` as a clock in `timeZone` shows it (to the minute). */
function wallTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Where a post shows up for the public: its page, the list, the feed and the sitemaps. */
async function publicViews(request: APIRequestContext, slug: string, title: string) {
  const post = await request.get(`/resources/blog/${slug}`);
  const list = await request.get('/resources/blog');
  const feed = await request.get('/resources/blog/rss.xml');
  return {
    post: post.status(),
    postCache: post.headers()['x-cache'],
    list: (await list.text()).includes(title),
    feed: (await feed.text()).includes(`/resources/blog/${slug}`),
    sitemap: (await readSitemaps(request)).includes(`/resources/blog/${slug}`),
  };
}

test('draft, preview, schedule, live on time, update keeps the date', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const slug = uniqueSlug('scheduled', testInfo.project.name);
  created.push(slug);
  const title = `Scheduled launch ${slug.slice(-6)}`;
  await declineCookies(page);
  await page.clock.install({ time: new Date() });

  // A draft: saved, listed for the admin, public nowhere.
  await openAsAdmin(page, '/admin/post/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Content').fill('## Coming soon\n\nThe **scheduled** news.');
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  // Save draft keeps the admin in the editor, now the post's own, and says when it saved.
  await expect(page).toHaveURL(/\/admin\/post\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('saved-at')).toContainText('Saved at');
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('link', { name: 'Back to posts' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('post-status')).toHaveText('Draft');
  const draft = await findPost(request, slug);
  expect(draft, 'the public API does not return a draft').toBeNull();
  expect(await publicViews(request, slug, title)).toMatchObject({
    post: 404,
    list: false,
    feed: false,
    sitemap: false,
  });

  // The preview: the post's own address with ?preview, under a Preview band, for admins only,
  // never kept.
  await row.getByRole('link', { name: `Preview “${title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/resources/blog/${slug}\\?preview$`));
  const band = page.getByRole('region', { name: 'Preview' });
  await expect(band).toContainText('This draft is not public');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'scheduled' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await settled(page);
  // The page itself, once the save's toast has left (a fading toast's colours are nobody's).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    axe.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
  const previewUrl = new URL(page.url());
  const shell = await request.get(`${previewUrl.pathname}${previewUrl.search}`);
  expect(shell.status()).toBe(200);
  expect(shell.headers()['cache-control']).toBe('no-store');
  expect(shell.headers()['x-robots-tag']).toBe('noindex');
  expect(shell.headers()['x-cache']).toBeUndefined();
  expect(await shell.text()).not.toContain('The <strong>scheduled</strong> news');
  // The public answer at the same address is untouched: still 404 for a draft.
  expect((await request.get(previewUrl.pathname)).status()).toBe(404);
  // Someone who is not signed in as an admin gets the sign-in, never the draft.
  const stranger = await browser.newPage();
  await stranger.goto(`${previewUrl.pathname}${previewUrl.search}`);
  await expect(stranger.getByRole('heading', { name: 'Sign in to the blog admin' })).toBeVisible();
  await expect(stranger.getByText('The scheduled news')).toHaveCount(0);
  await stranger.close();

  // Schedule it, in Tokyo time, about a minute ahead (the next whole minute at least 40 s away).
  const goLive = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  await band.getByRole('link', { name: 'Back to the editor' }).click();
  await page.getByLabel('At a set time').check();
  const at = page.getByLabel('Publish on');
  await at.fill(wallTime(goLive, 'Asia/Tokyo'));
  await expect(page.getByText(/In your time zone \(Asia\/Tokyo\)\. In UTC:/)).toContainText(
    new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' }).format(goLive),
  );
  // By the browser's clock moved past it, the time is refused and nothing is saved.
  await page.clock.setSystemTime(goLive.getTime() + 60_000);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Choose a time in the future.')).toBeVisible();
  await expect(at).toHaveAttribute('aria-invalid', 'true');
  await page.clock.setSystemTime(Date.now());
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(toast(page, 'Post scheduled: it goes live')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(row.getByTestId('post-status')).toHaveText('Scheduled');
  await expect(row.getByTestId('goes-live').first()).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}T/,
  );
  expect(await findPost(request, slug), 'not public before its time').toBeNull();

  // Before its time: absent everywhere (these answers are now in the server's cache).
  expect(Date.now()).toBeLessThan(goLive.getTime());
  expect(await publicViews(request, slug, title)).toMatchObject({
    post: 404,
    list: false,
    feed: false,
    sitemap: false,
  });

  // The database keeps the time as typed in Tokyo. An admin's reschedule through the API then
  // moves it to a few seconds from now, so the test waits seconds rather than a minute; the
  // server's timer follows that change announcement as it does any reschedule.
  const token = await apiToken(request);
  const stored = await request.get(`/rest/v1/blog_posts?select=id,published_at&slug=eq.${slug}`, {
    headers: apiHeaders(token),
  });
  const [scheduled] = (await stored.json()) as { id: string; published_at: string }[];
  expect(Date.parse(scheduled!.published_at)).toBe(goLive.getTime());
  const soon = new Date(Math.ceil((Date.now() + 6_000) / 1_000) * 1_000);
  await updatePost(request, token, scheduled!.id, { published_at: soon.toISOString() });
  // This tab still holds the post as it scheduled it: a reload reads the rescheduled one (and
  // the browser's clock, which a reload starts over, is set to now again).
  await page.reload();
  await page.clock.setSystemTime(Date.now());
  expect(await publicViews(request, slug, title)).toMatchObject({ post: 404, list: false });

  // At its time the server's timer drops and re-renders what shows it: the first request for
  // its page afterwards is answered from the cache (X-Cache: HIT). (The page, not the list or the
  // feed: other tests' posts change those at any moment. The wait leaves the re-render of a
  // dozen pages time on a busy machine.)
  await page.waitForTimeout(Math.max(0, soon.getTime() + 10_000 - Date.now()));
  const after = await publicViews(request, slug, title);
  expect(after).toEqual({ post: 200, postCache: 'HIT', list: true, feed: true, sitemap: true });
  const live = await findPost(request, slug);
  expect(Date.parse(live!.published_at!)).toBe(soon.getTime());

  await page.getByLabel('Status').selectOption('published');
  await expect(row.getByTestId('post-status')).toHaveText('Published');

  // An update (a typo fixed) keeps the date; the post stays where it was.
  await row.getByRole('link', { name: `Edit “${title}”` }).click();
  await expect(page.getByTestId('publishing-note')).toContainText('Updating keeps this date');
  await page.getByLabel('Title').fill(`${title} (fixed)`);
  await page.getByRole('button', { name: 'Update Post', exact: true }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  const updated = await findPost(request, slug);
  expect(updated!.title).toBe(`${title} (fixed)`);
  expect(Date.parse(updated!.published_at!)).toBe(soon.getTime());

  // "Republish as new" moves it to now.
  await page
    .getByRole('row')
    .filter({ hasText: `${title} (fixed)` })
    .getByRole('link', { name: /^Edit/ })
    .click();
  await page.getByLabel('Republish as new').check();
  await page.getByRole('button', { name: 'Update Post', exact: true }).click();
  await expect(toast(page, 'Post published')).toBeVisible();
  const republished = await findPost(request, slug);
  expect(Date.parse(republished!.published_at!)).toBeGreaterThan(soon.getTime());

  // Unpublish: a draft again, gone from the blog.
  await page
    .getByRole('row')
    .filter({ hasText: `${title} (fixed)` })
    .getByRole('link', { name: /^Edit/ })
    .click();
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(toast(page, 'Post unpublished')).toBeVisible();
  expect(await findPost(request, slug)).toBeNull();
  expect((await request.get(`/resources/blog/${slug}`)).status()).toBe(404);
});

test('the dashboard filters by status and sorts by date', async ({ page, request }, testInfo) => {
  const slug = uniqueSlug('draft-filter', testInfo.project.name);
  created.push(slug);
  const title = `Filtered draft ${slug.slice(-6)}`;
  await createPost(request, await apiToken(request), {
    title,
    slug,
    status: 'draft',
    published_at: null,
  });
  await declineCookies(page);
  await openAsAdmin(page, '/admin?status=published&sort=oldest');
  await expect(page.getByLabel('Status')).toHaveValue('published');
  await expect(page.getByLabel('Order')).toHaveValue('oldest');
  const table = page.getByRole('table');
  await expect(table.getByTestId('post-status').first()).toHaveText('Published');
  for (const status of await table.getByTestId('post-status').allTextContents()) {
    expect(status).toBe('Published');
  }
  await expect(table.getByText(title)).toHaveCount(0);
  const dates = await table
    .locator('td time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime')!)));
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort((a, b) => a - b));

  await page.getByLabel('Status').selectOption('draft');
  await expect(page).toHaveURL(/status=draft/);
  await expect(table.getByRole('link', { name: `Edit “${title}”` })).toBeVisible();
  for (const status of await table.getByTestId('post-status').allTextContents()) {
    expect(status).toBe('Draft');
  }
});

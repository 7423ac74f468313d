import { languages } from '../../src/config/languages';
import { de } from '../../src/i18n/locales/de';
import { en } from '../../src/i18n/locales/en';
import { settled, test, expect } from './fixtures';
import { declineCookies, openAsAdmin, signIn, toast } from './fixtures/admin';
import { accounts, apiHeaders, deletePosts } from './fixtures/api';

/**
 * Who reaches the admin area and what it costs everyone else: sign-in, the role check, the
 * posts table, the admin's language, and public pages that load none of its code. Every post a
 * test creates is deleted again through the API, whatever the outcome.
 */

const created: string[] = [];

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test.afterEach(async ({ request }) => {
  await deletePosts(request, created.splice(0));
});

test('a signed-out visitor gets the sign-in form, and a failed sign-in keeps what was typed @mobile', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in to the blog admin' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter your email address and password.' }),
  ).toBeVisible();

  await signIn(page, { email: accounts.admin.email, password: 'wrong-password' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(accounts.admin.email);
  await expect(page.getByLabel('Password')).toHaveValue('wrong-password');
});

test('a signed-in user without the admin role is turned away with Access Denied', async ({
  page,
}) => {
  await page.goto('/admin');
  await signIn(page, accounts.viewer);
  await expect(toast(page, 'Access Denied')).toBeVisible();
  await expect(toast(page, "You don't have admin permissions")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('table')).toHaveCount(0);

  // From the editor, a non-admin is sent to /admin first, which sends them home.
  await page.goto('/admin/post/new', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Content')).toHaveCount(0);
});

test('an admin sees the posts table and can sign out @mobile', async ({ page }) => {
  // Through the form: this is the sign-in every other admin test skips.
  await openAsAdmin(page, '/admin', { viaForm: true });
  const table = page.getByRole('table', { name: /All blog posts/ });
  await expect(table).toBeVisible();
  for (const column of ['Title', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // Seeded posts are listed with their actions.
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Edit “/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete “/ }).first()).toBeVisible();
  // Every action fits on the screen, a phone's too: none is cut off behind the table's edge.
  const viewport = page.viewportSize()!;
  for (const action of [
    page.getByRole('link', { name: /^Edit “/ }).first(),
    page.getByRole('button', { name: /^Delete “/ }).first(),
  ]) {
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }

  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/post\/new$/);
  await expect(page.getByRole('heading', { name: 'New Post', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('the desktop table shows Category and Published, each cell under its own header', async ({
  page,
}) => {
  await openAsAdmin(page);
  const table = page.getByRole('table');
  for (const column of ['Title', 'Category', 'Published', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // Header and cell read together, by position, as a screen reader pairs them.
  const headers = await table.locator('thead th').allInnerTexts();
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const languageNames = languages.map((language) => language.name);
  for (const row of await rows.all()) {
    const cells = await row.locator('th, td').allInnerTexts();
    const cellUnder = (header: string) => cells[headers.indexOf(header)]?.trim();
    expect(languageNames).toContain(cellUnder('Language'));
    // The state, then an Outdated badge on a translation whose original changed (other tests
    // make some while this one runs).
    const [state, ...badges] = (cellUnder('Status') ?? '').split('\n');
    expect(['Draft', 'Scheduled', 'Published']).toContain(state);
    expect(badges.filter((badge) => badge !== en.admin.status.outdated)).toEqual([]);
  }
});

test('the admin speaks the page language', async ({ page }) => {
  const text = de.admin;
  await page.goto('/de/admin');
  await expect(page.getByRole('heading', { name: text.signIn.title })).toBeVisible();
  await page.getByLabel(text.signIn.email).fill(accounts.admin.email);
  await page.getByLabel(text.signIn.password).fill(accounts.admin.password);
  await page.locator('form').getByRole('button', { name: text.signIn.submit }).click();
  await expect(page.getByRole('heading', { name: text.dashboard.heading, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: text.dashboard.newPost }).click();
  await expect(page).toHaveURL(/\/de\/admin\/post\/new$/);
  // A post started in the German admin is a German post unless the admin says otherwise.
  await expect(
    page.getByRole('combobox', { name: text.editor.fields.language, exact: true }),
  ).toHaveValue('de');
  await page.getByRole('button', { name: text.editor.create }).click();
  await expect(page.getByText(text.editor.validation.titleRequired)).toBeVisible();
  expect(text.editor.validation.titleRequired).not.toBe(en.admin.editor.validation.titleRequired);
});

test('public pages load no admin, Clerk or editor code', async ({ page, request }) => {
  // Six page loads, each waiting for the network to settle after its idle-time islands.
  test.slow();
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  const seeded = (await (
    await request.get('/rest/v1/blog_posts?select=slug&order=published_at.asc&limit=1', {
      headers: apiHeaders(),
    })
  ).json()) as { slug: string }[];
  for (const path of [
    '/',
    '/pricing',
    '/resources/blog',
    `/resources/blog/${seeded[0]?.slug}`,
    '/de',
  ]) {
    await page.goto(path);
    await settled(page);
  }
  expect(scripts.size).toBeGreaterThan(0);
  // Strings that only exist in the admin's code: the identity adapter's session key and Clerk
  // key check, the editor's draft key and its upload request, react-hook-form, and Clerk itself.
  const markers = [
    'demoly.admin.session',
    'Publishable key',
    'demoly.admin.draft',
    'x-upsert',
    'shouldUnregister',
    '@clerk',
  ];
  for (const [url, body] of scripts) {
    for (const marker of markers) {
      expect(body.includes(marker), `${marker} in ${url}`).toBe(false);
    }
  }

  // The check can see admin code when it is there: the editor's page loads it.
  scripts.clear();
  await page.goto('/admin/post/new');
  await expect(page.getByLabel('Email address')).toBeVisible();
  // Each body is read after its response arrives: asked until the last has been read.
  const missing = () => {
    const adminCode = [...scripts.values()].join('\n');
    return ['demoly.admin.session', 'demoly.admin.draft', 'x-upsert', 'shouldUnregister'].filter(
      (marker) => !adminCode.includes(marker),
    );
  };
  await expect.poll(missing, { message: 'admin code on /admin/post/new' }).toEqual([]);
});

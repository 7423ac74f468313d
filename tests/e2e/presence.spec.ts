import type { Browser, Page } from '@playwright/test';
import { adminStorageKeys } from '../../src/config/stored-items';
import { editingHeartbeatMs } from '../../src/lib/posts/editing-leases';
import { declineCookies } from './fixtures/admin';
import { accounts, apiToken, createPost, deletePosts, uniqueSlug } from './fixtures/api';
import { expect, test } from './fixtures';

/**
 * Presence in two browsers against the embedded backend: A opens a post, B opens the same post
 * and is told A is editing it too; A leaves, and B's notice goes at B's next read. Both are the
 * seed's admin (the embedded backend has one admin account), so B names A as "you, in another
 * window": leases are kept per editor window, not per account, and show the same either way.
 */

const created: string[] = [];

test.afterEach(async ({ request }) => {
  await deletePosts(request, created.splice(0));
});

/** A second browser (its own storage, so its own window), kept off the internet like the first. */
async function otherBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await declineCookies(page);
  return page;
}

/**
 * Opens the post's editor signed in as the admin, with a session of its own put where supabase-js
 * keeps it (as openAsAdmin does), and waits for the post: two browsers loading the admin cold
 * on a busy machine take longer than openAsAdmin's wait.
 */
async function openEditor(page: Page, postId: string, session: string) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    adminStorageKeys.adminSession,
    session,
  ] as const);
  await page.goto(`/admin/post/${postId}`);
  await expect(page.getByLabel('Title')).toHaveValue('Presence test post', { timeout: 60_000 });
}

const presence = (page: Page) => page.getByTestId('editing-presence');

test('B sees that A has the post open, and stops seeing it once A leaves', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const signIn = await request.post('/auth/v1/token?grant_type=password', { data: accounts.admin });
  expect(signIn.status()).toBe(200);
  const session = JSON.stringify(await signIn.json());
  const slug = uniqueSlug('presence', testInfo.project.name);
  const post = await createPost(request, token, { title: 'Presence test post', slug });
  created.push(slug);

  await declineCookies(page);
  await openEditor(page, post.id, session);
  await expect(presence(page)).toBeEmpty();

  const other = await otherBrowser(browser, baseURL);
  // B's clock runs, but can be moved on: the notice goes at B's next heartbeat after A leaves.
  await other.clock.install();
  try {
    await openEditor(other, post.id, session);
    const notice = presence(other);
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText(
      /Also editing: admin@example\.com \(you, in another window\) since \d{1,2}:\d{2}/,
    );
    await expect(notice).toContainText('You can keep editing.');
    // B can still edit: the notice takes no focus and locks nothing.
    await other.getByLabel('Title').fill('Presence test post, edited by B');
    await expect(other.getByLabel('Title')).toBeFocused();

    // A goes back to the dashboard: the editor closes and gives its lease up.
    await page.getByRole('link', { name: 'Back to posts' }).first().click();
    await expect(page).toHaveURL(/\/admin$/);
    await other.clock.fastForward(editingHeartbeatMs);
    await expect(notice).toBeEmpty();
  } finally {
    await other.context().close();
  }
});

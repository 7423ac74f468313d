import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { declineCookies, openAsAdmin, toast } from './fixtures/admin';
import { apiToken, createPost, deletePosts, findPost, uniqueSlug } from './fixtures/api';
import { bodyEditor, bodyText, expectBody } from './fixtures/editor';

/**
 * Two people on one post, each in their own browser: a save over the other's newer save is
 * merged three ways against the version each loaded. Different fields and different paragraphs
 * need no one's choice; a paragraph both changed is asked about, alone, and saved as chosen.
 */

const created: string[] = [];

test.afterEach(async ({ request }) => {
  await deletePosts(request, created.splice(0));
});

const paragraphs = [
  'Demos sell the product while the team sleeps.',
  'Pricing starts with a free plan for small teams.',
  'Support answers within one working day.',
];

async function openEditor(page: Page, id: string, title: string) {
  await openAsAdmin(page, `/admin/post/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue(title);
}

/** Replaces one paragraph of what the Content field holds, as a writer would. */
async function editParagraph(page: Page, from: string, to: string) {
  const body = await bodyText(page);
  expect(body).toContain(from);
  await bodyEditor(page).fill(body.replace(from, to));
}

test('two people editing one post both keep their words; only a paragraph both changed is asked about', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.slow(); // two browsers, four saves
  const token = await apiToken(request);
  const post = await createPost(request, token, {
    title: 'E2E merged post',
    slug: uniqueSlug('merge', testInfo.project.name),
    excerpt: 'The first excerpt.',
    content_markdown: paragraphs.join('\n\n'),
    content_html: paragraphs.map((text) => `<p>${text}</p>`).join(''),
  });
  created.push(post.slug);

  const a = page;
  await declineCookies(a);
  const other = await browser.newContext();
  const b = await other.newPage();
  await declineCookies(b);
  await openEditor(a, post.id, post.title);
  await openEditor(b, post.id, post.title);

  // A changes the excerpt and saves; B, whose form was loaded before, changes one paragraph.
  await a.getByLabel('Excerpt').fill('An excerpt by A.');
  await a.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(a, 'Post updated successfully')).toBeVisible();
  await editParagraph(b, paragraphs[1]!, 'Pricing starts free, B checked.');
  await b.getByRole('button', { name: 'Update Post' }).click();
  // Saved without a question: both changes are in.
  await expect(toast(b, 'Merged with a colleague’s changes')).toBeVisible();
  await expect(toast(b, 'Post updated successfully')).toBeVisible();
  await expect(b.getByTestId('conflict')).toHaveCount(0);
  expect(await findPost(request, post.slug)).toMatchObject({
    excerpt: 'An excerpt by A.',
    content_markdown: [paragraphs[0], 'Pricing starts free, B checked.', paragraphs[2]].join(
      '\n\n',
    ),
  });

  // Both open it again. A changes the title and the last paragraph; B the first and the last.
  await openEditor(a, post.id, post.title);
  await openEditor(b, post.id, post.title);
  await a.getByLabel('Title').fill('E2E merged post, retitled by A');
  await editParagraph(a, paragraphs[2]!, 'Support answers within an hour, says A.');
  await a.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(a, 'Post updated successfully')).toBeVisible();

  await editParagraph(b, paragraphs[0]!, 'Demos sell while everyone sleeps, says B.');
  await editParagraph(b, paragraphs[2]!, 'Support answers the same day, says B.');
  await b.getByRole('button', { name: 'Update Post' }).click();
  const conflict = b.getByTestId('conflict');
  await expect(conflict).toContainText('This post was changed by someone else');
  await expect(conflict.getByRole('heading')).toBeFocused();
  // Asked about that paragraph only: not the title (only A changed it), not B's first paragraph.
  const items = conflict.locator('li[data-field]');
  await expect(items).toHaveCount(1);
  await expect(items).toHaveAttribute('data-field', 'content_markdown');
  await expect(items).toHaveAttribute('data-block', '0');
  await expect(items).toContainText('Support answers within an hour, says A.');
  // Yours shows the word diff against theirs: B's words underlined.
  await expect(items.locator('ins', { hasText: 'same' })).toHaveCount(1);
  await expect(conflict).toContainText('Already taken from their version: Title.');
  // Nothing was saved over A's version yet.
  expect((await findPost(request, post.slug))?.content_markdown).toContain('says A.');

  await items.getByRole('radio', { name: 'Keep yours' }).check();
  await conflict.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(toast(b, 'Post updated successfully')).toBeVisible();
  expect(await findPost(request, post.slug)).toMatchObject({
    title: 'E2E merged post, retitled by A',
    excerpt: 'An excerpt by A.',
    content_markdown: [
      'Demos sell while everyone sleeps, says B.',
      'Pricing starts free, B checked.',
      'Support answers the same day, says B.',
    ].join('\n\n'),
  });
  // The editor, opened again, shows the same.
  await openEditor(a, post.id, 'E2E merged post, retitled by A');
  await expectBody(a, /says B\.$/);
  await other.close();
});

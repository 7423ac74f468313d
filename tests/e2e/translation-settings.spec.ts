import { expect, test } from './fixtures';
import { declineCookies, openAsAdmin, signIn, toast } from './fixtures/admin';
import {
  accounts,
  apiHeaders,
  apiToken,
  createPost,
  deletePosts,
  uniqueSlug,
} from './fixtures/api';

/**
 * Machine translation's settings: an admin reaches them from the admin bar, sets a language's
 * formality and instructions (kept after a reload), and keeps a language pair's glossary (add,
 * edit, delete, a duplicate refused); a signed-in user without the admin role sees none of it. A
 * translation holding unreviewed machine text shows as such in the Languages view, and the editor
 * says why it cannot be published.
 */

test.beforeEach(async ({ page }) => declineCookies(page));

test('an admin sets a language’s formality and keeps a glossary @mobile', async ({
  page,
  request,
}, testInfo) => {
  // Many steps, each a write and a read back: room for a loaded 2-core machine.
  test.setTimeout(180_000);
  const term = `Demoly Studio ${testInfo.project.name} ${Date.now().toString(36)}`;
  const token = await apiToken(request);
  try {
    await openAsAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Translation settings' }).click();
    await expect(page).toHaveURL(/\/admin\/translation$/);
    await expect(
      page.getByRole('heading', { name: 'Translation settings', level: 1 }),
    ).toBeVisible();

    // German, formal by default: made informal, with a style note, kept after a reload.
    const languages = page.getByRole('region', { name: 'Languages' });
    await expect(languages.getByLabel('Language', { exact: true })).toHaveValue('de');
    const formality = languages.getByLabel('Formality');
    await expect(formality).toHaveValue('more');
    await formality.selectOption('less');
    await languages.getByLabel('Instructions').fill('Write for marketing teams at agencies.');
    await languages.getByRole('button', { name: 'Save language settings' }).click();
    await expect(toast(page, 'Settings for German saved.')).toBeVisible();
    await page.reload();
    await expect(formality).toHaveValue('less');
    await expect(languages.getByLabel('Instructions')).toHaveValue(
      'Write for marketing teams at agencies.',
    );

    // The glossary of English into German: a term kept as written.
    const glossary = page.getByRole('region', { name: 'Glossary' });
    await expect(glossary.getByLabel('From', { exact: true })).toHaveValue('en');
    await expect(glossary.getByLabel('Into', { exact: true })).toHaveValue('de');
    await glossary.getByRole('button', { name: 'Add term' }).click();
    const add = page.getByRole('dialog', { name: 'Add a term' });
    await add.getByLabel(/^Term/).fill(term);
    await expect(add.getByRole('radio', { name: /^Never translate/ })).toBeChecked();
    await add.getByRole('button', { name: 'Save term' }).click();
    await expect(add).toBeHidden();
    await expect(toast(page, `“${term}” added to the glossary.`)).toBeVisible();

    await glossary.getByRole('searchbox', { name: 'Search the glossary' }).fill(term);
    // The search reaches the URL after a pause in typing; until then the list is the whole
    // glossary, where another test's term may appear at any moment.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(glossary.getByTestId('glossary-total')).toHaveText('1 term');
    const row = glossary.getByTestId('glossary-term');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(term);
    await expect(row).toContainText('Never translate');

    // The same term in other letters' case is the same term: refused under its field.
    await glossary.getByRole('button', { name: 'Add term' }).click();
    await add.getByLabel(/^Term/).fill(term.toUpperCase());
    await add.getByRole('button', { name: 'Save term' }).click();
    await expect(add.getByLabel(/^Term/)).toHaveAccessibleDescription(
      new RegExp(`is already in this glossary`),
    );
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    // Edited into a fixed translation, which must then be given.
    await row.getByRole('button', { name: `Edit “${term}”` }).click();
    const edit = page.getByRole('dialog', { name: `Edit “${term}”` });
    await edit.getByRole('radio', { name: /^Fixed translation/ }).check();
    await edit.getByRole('button', { name: 'Save term' }).click();
    await expect(edit.getByLabel(/^Translation/)).toHaveAccessibleDescription(
      'Enter the translation, or choose Never translate.',
    );
    await edit.getByLabel(/^Translation/).fill('Demoly Atelier');
    await edit.getByRole('button', { name: 'Save term' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Demoly Atelier');
    await expect(row).not.toContainText('Never translate');
    const stored = await request.get(
      `/rest/v1/translation_glossary?select=translation&term=eq.${encodeURIComponent(term)}`,
      { headers: apiHeaders(token) },
    );
    expect(await stored.json()).toEqual([{ translation: 'Demoly Atelier' }]);

    // Deleted after a confirmation.
    await row.getByRole('button', { name: `Delete “${term}”` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete “${term}”?` });
    await confirm.getByRole('button', { name: 'Delete term' }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page, `“${term}” deleted from the glossary.`)).toBeVisible();
    await expect(glossary.getByText('No term matches your search.')).toBeVisible();
    await expect(glossary.getByTestId('glossary-term')).toHaveCount(0);
  } finally {
    const headers = apiHeaders(token);
    await request.patch('/rest/v1/translation_settings?language=eq.de', {
      headers,
      data: { formality: 'more', instructions: null },
    });
    await request.delete(`/rest/v1/translation_glossary?term=ilike.${encodeURIComponent(term)}`, {
      headers,
    });
  }
});

test('a signed-in user without the admin role sees no translation settings', async ({
  page,
  request,
}) => {
  await page.goto('/admin/translation');
  await signIn(page, accounts.viewer);
  await expect(toast(page, 'Access Denied')).toBeVisible();
  // Sent to /admin, which sends a non-admin home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Translation settings' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Glossary' })).toHaveCount(0);

  // Nor through the API: row-level security answers nothing.
  const headers = apiHeaders(await apiToken(request, accounts.viewer));
  for (const table of ['translation_glossary', 'translation_settings']) {
    const answer = await request.get(`/rest/v1/${table}?select=*`, { headers });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual([]);
  }
});

test('a translation with unreviewed machine text is marked in Languages and is not published', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const slugs = [uniqueSlug('mt-original', testInfo.project.name)];
  slugs.push(`${slugs[0]}-de`);
  try {
    const original = await createPost(request, token, {
      title: 'Machine review original',
      slug: slugs[0]!,
    });
    const draft = await createPost(request, token, {
      title: 'Maschinell übersetzt',
      slug: slugs[1]!,
      language: 'de',
      translation_of: original.id,
      status: 'draft',
      published_at: null,
      segment_states: {
        title: {
          state: 'machine',
          by: 'e2e',
          at: new Date().toISOString(),
          source_version: 1,
          source_hash: 'e2e',
        },
      },
    });

    await openAsAdmin(page, '/admin?view=languages');
    const row = page.getByTestId('coverage-row').filter({ hasText: 'Machine review original' });
    const german = row.locator('a[data-language="de"]');
    await expect(german).toHaveAttribute('data-state', 'needsReview');
    await expect(german).toHaveAccessibleName(/Machine — needs review/);

    await german.click();
    await expect(page.getByLabel('Title')).toHaveValue('Maschinell übersetzt', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      toast(page, 'This translation still has machine-translated text nobody has reviewed.'),
    ).toBeVisible();
    // Nothing was saved: the draft is still a draft.
    expect(draft.needs_review).toBe(true);
    const stored = await request.get(`/rest/v1/blog_posts?select=status&id=eq.${draft.id}`, {
      headers: apiHeaders(token),
    });
    expect(await stored.json()).toEqual([{ status: 'draft' }]);
  } finally {
    // The translation first: the original's delete would otherwise unlink it.
    await deletePosts(request, [...slugs].reverse());
  }
});

import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { declineCookies, openAsAdmin } from './fixtures/admin';
import { apiHeaders, apiToken, createPost, deletePosts, uniqueSlug } from './fixtures/api';

/**
 * An agency's round trip in Chromium: a post selected in the Languages view and exported as
 * XLIFF for German (a real download), its title unit filled in as a translation tool would, and
 * the file imported back there: the summary, a German draft made with the file's words, and that
 * draft side by side with its segment marked edited.
 */
test.beforeEach(async ({ page }) => declineCookies(page));

/** Adds a <target> after the unit's <source>, as a tool does when a translator fills it in. */
function fillUnit(xml: string, unitId: string, words: string): string {
  const unit = new RegExp(`(<unit id="${unitId}"[^>]*>[\\s\\S]*?</source>)`);
  if (!unit.test(xml)) throw new Error(`the export has no unit ${unitId}`);
  return xml.replace(unit, `$1<target>${words}</target>`);
}

test('a selection exports as XLIFF and its filled file imports back as a draft', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const slug = uniqueSlug('xliff', testInfo.project.name);
  const title = `Agency round trip ${slug.slice(-6)}`;
  let originalId: string | undefined;
  try {
    originalId = (
      await createPost(request, token, {
        title,
        slug,
        language: 'en',
        content_markdown: 'Demos that answer questions.\n\n## How it works\n',
      })
    ).id;
    await openAsAdmin(page, '/admin?view=languages');
    const row = page.getByTestId('coverage-row').filter({ hasText: title });
    await row.getByRole('checkbox', { name: `Select “${title}”` }).check();
    await page.getByRole('button', { name: 'Export XLIFF (1)' }).click();

    const exporting = page.getByRole('dialog', { name: 'Export XLIFF' });
    const languages = exporting.getByRole('group', { name: 'Target languages' });
    for (const box of await languages.getByRole('checkbox').all()) await box.setChecked(false);
    await languages.getByRole('checkbox', { name: 'Deutsch' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporting.getByRole('button', { name: 'Download 1 file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('demoly-posts.en-de.xlf');
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toContain(`original="${originalId}"`);
    await exporting.getByRole('button', { name: 'Close' }).last().click();

    await page.getByLabel('Import XLIFF').setInputFiles({
      name: 'demoly-posts.en-de.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from(fillUnit(xml, 'title', 'Demos aus der Agentur')),
    });
    const importing = page.getByRole('dialog', { name: 'Import XLIFF' });
    const file = importing.getByTestId('xliff-import-file');
    await expect(file).toContainText('No version in this language yet');
    await expect(file).toContainText('Take the file’s words: 1');
    await importing.getByRole('button', { name: 'Apply to 1 post' }).click();
    await expect(importing.getByRole('status')).toHaveText('1 translation saved.');
    await importing.getByRole('link', { name: 'Open side by side' }).click();

    const titleSegment = page
      .getByTestId('workspace-segment')
      .and(page.locator('[data-key="title"]'));
    await expect(titleSegment.getByRole('textbox')).toHaveValue('Demos aus der Agentur');
    await expect(titleSegment).toContainText('Edited');
  } finally {
    if (originalId)
      await request.delete(`/rest/v1/blog_posts?translation_of=eq.${originalId}`, {
        headers: apiHeaders(token),
      });
    await deletePosts(request, [slug]);
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import {
  fakeTranslation,
  startDeeplStandIn,
  type StandIn,
} from '../../supabase/functions/translate/testing/provider-stand-ins';
import { expect, test } from './fixtures';
import { declineCookies, openAsAdmin, toast } from './fixtures/admin';
import {
  apiHeaders,
  apiToken,
  createPost,
  deletePosts,
  uniqueSlug,
  updatePost,
  type PostRow,
} from './fixtures/api';

/**
 * The translation workspace end to end, with machine translation from a local DeepL stand-in
 * (playwright.config.ts points the server at it): an English post selected in the Languages view
 * and its missing languages translated there, nine machine drafts with the original's Markdown
 * structure and the glossary's never-translate term kept, shown as needing review; the German
 * one refused publication while unreviewed, a person's segment kept when the original changes
 * and only the changed segments go to the provider again, then reviewed and published.
 */

/** Never translated (the glossary's entry for each pair from English, added before the walk). */
const term = 'Demoly';
const targets = ['es', 'fr', 'de', 'pt', 'it', 'nl', 'ja', 'ko', 'zh'] as const;

const paragraphs = [
  'Agencies lose leads when nobody answers within the hour.',
  'Read the [speed to lead guide](/resources/blog/speed-to-lead) before you change your process.',
  'Every missed call is a prospect who tries the next agency on the list.',
];

function body(first = paragraphs[0], third = paragraphs[2]) {
  return [
    first,
    '## Why speed matters',
    paragraphs[1],
    `- Answer within five minutes\n- Book the meeting in ${term} on the call`,
    '![A chart of answer times](/images/og-default.png)',
    third,
  ].join('\n\n');
}

let deepl: (StandIn & { glossaries: unknown[] }) | undefined;

/** The texts DeepL was asked to translate since `from` (glossary calls left out). */
function translated(from: number): string[] {
  return (deepl?.requests ?? [])
    .slice(from)
    .filter((seen) => seen.path.startsWith('/v2/translate'))
    .flatMap((seen) => new URLSearchParams(seen.body).getAll('text'));
}

/**
 * The glossary entry the walk relies on, for every pair from English, as the admin's settings
 * save it: a term without a translation is never translated.
 */
async function addNeverTranslate(request: APIRequestContext, token: string) {
  const headers = apiHeaders(token);
  // A run that stopped before its clean-up left the entries: they would clash.
  await request.delete(`/rest/v1/translation_glossary?term=eq.${term}`, { headers });
  const answer = await request.post('/rest/v1/translation_glossary', {
    headers,
    data: targets.map((code) => ({
      source_language: 'en',
      target_language: code,
      term,
      translation: null,
    })),
  });
  expect(answer.status()).toBe(201);
}

const segment = (page: Page, key: string) =>
  page.getByTestId('workspace-segment').and(page.locator(`[data-key="${key}"]`));

test.describe('the translation workspace with a machine translation provider', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // The address the server was started with (playwright.config.ts): the stand-in takes its port.
    const address = test.info().config.webServer?.env?.DEEPL_SERVER_URL;
    if (!address) throw new Error('playwright.config.ts gives the server no DEEPL_SERVER_URL');
    deepl = await startDeeplStandIn(Number(new URL(address).port));
  });

  test.afterAll(async () => {
    await deepl?.close();
  });

  test.beforeEach(async ({ page }) => declineCookies(page));

  test('machine translate, keep a person’s words through a source change, review and publish', async ({
    page,
    request,
  }, testInfo) => {
    // Two dozen steps, each a write and a read back: room for a loaded 2-core machine.
    test.setTimeout(240_000);
    const token = await apiToken(request);
    const slug = uniqueSlug('workspace', testInfo.project.name);
    const title = `Speed to lead, workspace ${slug.slice(-6)}`;
    let german: PostRow | undefined;
    let originalId: string | undefined;
    try {
      await addNeverTranslate(request, token);
      const original = await createPost(request, token, {
        title,
        slug,
        language: 'en',
        excerpt: 'Answer fast, win the meeting.',
        content_markdown: body(),
      });
      originalId = original.id;

      await test.step('translate its missing languages from the Languages view', async () => {
        await openAsAdmin(page, '/admin?view=languages');
        const row = page.getByTestId('coverage-row').filter({ hasText: title });
        const select = row.getByRole('checkbox', { name: `Select “${title}”` });
        await select.check();
        await page.getByRole('button', { name: 'Translate missing languages (1)' }).click();
        const dialog = page.getByRole('dialog', { name: 'Translate missing languages' });
        const progress = dialog.getByTestId('translate-missing-progress');
        await expect(progress.locator('[data-language]')).toHaveCount(9);
        await expect(progress.locator('[data-state="waiting"]')).toHaveCount(9);
        const before = deepl!.requests.length;
        await dialog.getByRole('button', { name: 'Translate into 9 languages' }).click();
        await expect(dialog.getByRole('status')).toHaveText('9 of 9 languages translated.');
        await expect(progress.locator('[data-state="done"]')).toHaveCount(9);

        // One call per language, each with every segment; the glossary's term went out locked.
        const calls = deepl!.requests
          .slice(before)
          .filter((seen) => seen.path.startsWith('/v2/translate'));
        expect(calls).toHaveLength(9);
        const sent = translated(before);
        expect(sent.some((text) => text.includes(term))).toBe(false);
        expect(sent).toContain('Book the meeting in <x i="0"/> on the call');

        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await expect(dialog).toBeHidden();
        // The run let the selection go; in every language now, the post has nothing to select.
        const complete = row.getByRole('checkbox', { name: `“${title}” exists in every language` });
        await expect(complete).toBeDisabled();
        await expect(complete).not.toBeChecked();
        await expect(
          page.getByRole('button', { name: 'Translate missing languages (0)' }),
        ).toBeDisabled();
        for (const code of targets) {
          const chip = row.locator(`a[data-language="${code}"]`);
          await expect(chip).toHaveAttribute('data-state', 'needsReview');
          await expect(chip).toHaveAccessibleName(/Machine — needs review/);
        }
      });

      await test.step('nine drafts in the provider’s words, in the original’s Markdown', async () => {
        const answer = await request.get(
          `/rest/v1/blog_posts?select=*&translation_of=eq.${original.id}&order=language`,
          { headers: apiHeaders(token) },
        );
        const drafts = (await answer.json()) as PostRow[];
        expect(drafts.map((draft) => draft.language).sort()).toEqual([...targets].sort());
        for (const draft of drafts) {
          const code = draft.language;
          expect(draft).toMatchObject({
            status: 'draft',
            needs_review: true,
            title: fakeTranslation(code, title),
          });
          const markdown = draft.content_markdown;
          expect(markdown).toContain(fakeTranslation(code, paragraphs[0]!));
          expect(markdown).toContain(`\n## ${fakeTranslation(code, 'Why speed matters')}\n`);
          expect(markdown).toContain('](/resources/blog/speed-to-lead)');
          expect(markdown).toMatch(/^- .+\n- .+$/m);
          // The glossary's term, never translated, is where the original has it.
          expect(markdown).toContain(
            `- ${fakeTranslation(code, `Book the meeting in ${term} on the call`)}`,
          );
          expect(markdown).toContain('![');
          expect(markdown).toContain('](/images/og-default.png)');
        }
        german = drafts.find((draft) => draft.language === 'de');
      });
      const germanId = german!.id;

      await test.step('the Languages view says it needs review; publishing is refused', async () => {
        await page.goto('/admin?view=languages');
        const row = page.getByTestId('coverage-row').filter({ hasText: title });
        const chip = row.locator('a[data-language="de"]');
        await expect(chip).toHaveAttribute('data-state', 'needsReview');
        await expect(chip).toHaveAccessibleName(/Machine — needs review/);
        await chip.click();
        await expect(page.getByLabel('Title')).toHaveValue(fakeTranslation('de', title), {
          timeout: 30_000,
        });
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await expect(
          toast(page, 'This translation still has machine-translated text nobody has reviewed.'),
        ).toBeVisible();
        const stored = await request.get(`/rest/v1/blog_posts?select=status&id=eq.${germanId}`, {
          headers: apiHeaders(token),
        });
        expect(await stored.json()).toEqual([{ status: 'draft' }]);
      });

      await test.step('side by side, every segment is the machine’s, waiting for review', async () => {
        await page.getByTestId('open-workspace').click();
        await expect(page).toHaveURL(new RegExp(`/admin/post/${germanId}/workspace$`));
        const progress = page.getByTestId('workspace-progress');
        await expect(progress).toHaveText(/^(\d+) of \1 segments translated · 0 reviewed$/);
        await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
          fakeTranslation('de', title),
        );
        await expect(segment(page, 'body.0').getByRole('textbox')).toHaveValue(
          fakeTranslation('de', paragraphs[0]!),
        );
        // The link stays a locked chip with its own target; only the words around it change.
        const link = segment(page, 'body.2');
        await expect(link.getByTestId('segment-editor').getByTestId('locked-chip')).not.toHaveCount(
          0,
        );
        await expect(link.getByRole('textbox').first()).toHaveValue(
          fakeTranslation('de', 'Read the '),
        );
        await expect(page.getByTestId('segment-state').first()).toHaveText(
          'Machine — needs review',
        );
      });

      const personal = 'Agenturen verlieren Anfragen, wenn niemand binnen einer Stunde antwortet.';
      await test.step('a person edits one segment and saves', async () => {
        await page.goto(`/admin/post/${germanId}/workspace`);
        const first = segment(page, 'body.0');
        await first.getByRole('textbox').fill(personal);
        await expect(first.getByTestId('segment-state')).toHaveText('Edited');
        await page.getByRole('button', { name: 'Save translation' }).click();
        await expect(toast(page, 'Translation saved.')).toBeVisible();
      });

      await test.step('the original changes in two paragraphs; only those go out again', async () => {
        await updatePost(request, token, original.id, {
          content_markdown: body(
            'Agencies lose most leads when nobody answers within the hour.',
            'Every missed call is a prospect who calls the next agency on the list.',
          ),
        });
        await page.reload();
        const first = segment(page, 'body.0');
        await expect(first.getByRole('textbox')).toHaveValue(personal);
        await expect(
          page.getByText('Changed in the original since this translation was made'),
        ).toHaveCount(2);
        const before = deepl!.requests.length;
        await page.getByRole('button', { name: 'Machine translate' }).click();
        // What the run said first: a failure then names what happened instead.
        await expect(page.getByTestId('machine-line')).toHaveText(
          '1 segment translated by machine. Review it before publishing. ' +
            '1 new machine suggestion is shown beside text a person wrote.',
        );
        expect(translated(before)).toEqual([
          'Agencies lose most leads when nobody answers within the hour.',
          'Every missed call is a prospect who calls the next agency on the list.',
        ]);
        // The person's words stay; the new machine text waits beside them.
        await expect(first.getByRole('textbox')).toHaveValue(personal);
        await expect(first.getByTestId('segment-suggestion')).toContainText(
          fakeTranslation('de', 'Agencies lose most leads when nobody answers within the hour.'),
        );
        await expect(segment(page, 'body.7').getByRole('textbox')).toHaveValue(
          fakeTranslation(
            'de',
            'Every missed call is a prospect who calls the next agency on the list.',
          ),
        );
      });

      await test.step('marked reviewed, it publishes', async () => {
        await page.getByRole('button', { name: 'Mark all reviewed' }).click();
        const confirm = page.getByRole('alertdialog', {
          name: 'Mark every translated segment as reviewed?',
        });
        await confirm.getByRole('button', { name: 'Mark all reviewed' }).click();
        await expect(confirm).toBeHidden();
        const progress = page.getByTestId('workspace-progress');
        await expect(progress).toHaveText(/^(\d+) of \1 segments translated · \1 reviewed$/);
        await page.getByRole('button', { name: 'Save translation' }).click();
        await expect(toast(page, 'Translation saved.')).toBeVisible();

        await page.getByRole('link', { name: 'Back to the editor' }).click();
        // The URL changes first; the workspace (with a Title field of its own) stays on screen
        // until the editor has loaded.
        await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible();
        await expect(page.getByLabel('Title')).toHaveValue(fakeTranslation('de', title), {
          timeout: 30_000,
        });
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await expect
          .poll(async () => {
            const stored = await request.get(
              `/rest/v1/blog_posts?select=status,needs_review&id=eq.${germanId}`,
              { headers: apiHeaders(token) },
            );
            return stored.json();
          })
          .toEqual([{ status: 'published', needs_review: false }]);
      });
    } finally {
      // The translations first: the original's delete would otherwise unlink them.
      if (originalId)
        await request.delete(`/rest/v1/blog_posts?translation_of=eq.${originalId}`, {
          headers: apiHeaders(token),
        });
      await deletePosts(request, [slug]);
      await request.delete(`/rest/v1/translation_glossary?term=eq.${term}`, {
        headers: apiHeaders(token),
      });
    }
  });
});

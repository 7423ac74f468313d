import type { Page } from '@playwright/test';
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
 * (playwright.config.ts points the server at it): a German translation started from the
 * Languages view, machine translated with the original's Markdown structure kept, refused
 * publication while unreviewed, a person's segment kept when the original changes and only the
 * changed segments go to the provider again, then reviewed and published.
 */

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
    '- Answer within five minutes\n- Book the meeting on the call',
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
    try {
      const original = await createPost(request, token, {
        title,
        slug,
        language: 'en',
        excerpt: 'Answer fast, win the meeting.',
        content_markdown: body(),
      });

      await test.step('start a German translation from the Languages view', async () => {
        await openAsAdmin(page, '/admin?view=languages');
        const row = page.getByTestId('coverage-row').filter({ hasText: title });
        await row.locator('a[data-language="de"]').click();
        await expect(page.getByLabel('Title')).toHaveValue(title, { timeout: 30_000 });
        await page.getByRole('button', { name: 'Save draft', exact: true }).click();
        await expect(toast(page, 'Draft saved')).toBeVisible();
        const answer = await request.get(
          `/rest/v1/blog_posts?select=*&translation_of=eq.${original.id}&language=eq.de`,
          { headers: apiHeaders(token) },
        );
        german = ((await answer.json()) as PostRow[])[0];
        expect(german?.status).toBe('draft');
      });
      const germanId = german!.id;

      await test.step('open it side by side and machine translate it', async () => {
        await expect(page).toHaveURL(new RegExp(`/admin/post/${germanId}$`));
        await page.getByTestId('open-workspace').click();
        await expect(page).toHaveURL(new RegExp(`/admin/post/${germanId}/workspace$`));
        const progress = page.getByTestId('workspace-progress');
        await expect(progress).toHaveText(/^0 of \d+ segments translated · 0 reviewed$/);
        const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')![1]);

        await page.getByRole('button', { name: 'Machine translate' }).click();
        await expect(page.getByTestId('machine-line')).toHaveText(
          `${total} segments translated by machine. Review them before publishing.`,
        );
        await expect(progress).toHaveText(`${total} of ${total} segments translated · 0 reviewed`);
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
        await page.getByRole('button', { name: 'Save translation' }).click();
        await expect(toast(page, 'Translation saved.')).toBeVisible();

        const stored = await request.get(
          `/rest/v1/blog_posts?select=content_markdown,needs_review,title&id=eq.${germanId}`,
          { headers: apiHeaders(token) },
        );
        const [row] = (await stored.json()) as PostRow[];
        expect(row!.needs_review).toBe(true);
        expect(row!.title).toBe(fakeTranslation('de', title));
        expect(row!.content_markdown).toContain('](/resources/blog/speed-to-lead)');
        expect(row!.content_markdown).toContain('![');
        expect(row!.content_markdown).toContain('](/images/og-default.png)');
        expect(row!.content_markdown).toMatch(/^## /m);
        expect(row!.content_markdown).toMatch(/^- .+\n- /m);
      });

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
        await expect(page.getByTestId('machine-line')).toBeVisible();
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
      // The translation first: the original's delete would otherwise unlink it.
      if (german) await deletePosts(request, [german.slug]);
      await deletePosts(request, [slug]);
    }
  });
});

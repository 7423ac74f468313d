// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockedApi } from '@/testing/supabase-mock';
import { startTestServer, type TestServer } from '../../../../supabase/embedded/testing';
import {
  deeplStandInEnv,
  startDeeplStandIn,
} from '../../../../supabase/functions/translate/testing/provider-stand-ins';
import { adminAuth, insertPost, signInAsAdmin } from './admin-backend-test-kit';
import { CoverageView } from './coverage-view';
import { TranslateMissingButton } from './translate-missing-dialog';

/**
 * Translate missing languages from the Languages view against the real thing: supabase-js signed
 * in as the seed's admin, the embedded backend and its translate function talking to a local
 * DeepL-speaking server that fails the second language's call with DeepL's 456.
 */
// The translate function runs in this process: its DeepL client (deepl-node, over axios) must
// speak plain Node HTTP to the stand-in, not jsdom's XMLHttpRequest with its CORS preflight.
vi.hoisted(() => {
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
});
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

/** An English original with a short body: one small provider call per language. */
const insertOriginal = (title: string, slug: string) =>
  insertPost({ title, slug, excerpt: 'What we ship', language: 'en' });

const languagesOf = async (id: string) =>
  (
    (
      await mockedApi.client
        .from('blog_posts')
        .select('language')
        .eq('translation_of', id)
        .order('language')
    ).data ?? []
  ).map((row) => row.language);

describe('Translate missing languages', () => {
  let server: TestServer;
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
  beforeAll(async () => {
    deepl = await startDeeplStandIn();
    server = await startTestServer({
      functionsEnv: deeplStandInEnv(deepl.url),
    });
    await signInAsAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await deepl?.close();
  });

  it('makes a draft per language, shows each one’s progress, and says why one failed', async () => {
    const user = userEvent.setup();
    const originalId = await insertOriginal('Launch day', 'bulk-dialog');
    let calls = 0;
    deepl.override = () => (++calls === 2 ? { status: 456 } : undefined);
    renderWithProviders(
      <TranslateMissingButton originalId={originalId} title="Launch day" missing={['de', 'fr']} />,
      {
        queryClient: true,
        auth: adminAuth,
      },
    );
    try {
      // Shown once the function says a provider is configured.
      const opener = await screen.findByRole('button', {
        name: 'Translate missing languages: “Launch day”',
      });
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Translate missing languages' });
      const rows = within(dialog).getByTestId('translate-missing-progress');
      expect(rows.querySelector('[data-language="de"]')).toHaveAttribute('data-state', 'waiting');
      await user.click(within(dialog).getByRole('button', { name: 'Translate into 2 languages' }));

      expect(await within(dialog).findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent(
        '1 of 2 languages translated.',
      );
      const german = rows.querySelector('[data-language="de"]')!;
      expect(german).toHaveAttribute('data-state', 'done');
      expect(german).toHaveTextContent('Draft created');
      const french = rows.querySelector('[data-language="fr"]')!;
      expect(french).toHaveAttribute('data-state', 'failed');
      expect(french).toHaveTextContent(
        'The translation service’s quota is used up. Nothing was translated.',
      );
      // Done: the start button gives way to Close (beside the dialog's own close icon).
      expect(within(dialog).queryByRole('button', { name: /^Translate into/ })).toBeNull();
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Focus goes back to the button that opened it, where the keyboard left off.
      expect(opener).toHaveFocus();
    } finally {
      deepl.override = undefined;
    }
    await waitFor(async () => {
      const { data } = await mockedApi.client
        .from('blog_posts')
        .select('language, status, needs_review, content_markdown')
        .eq('translation_of', originalId);
      expect(data).toEqual([
        {
          language: 'de',
          status: 'draft',
          needs_review: true,
          content_markdown: '‹de› Read [‹de› our docs](https://example.com/docs) first.\n',
        },
      ]);
    });
  });

  it('translates a selection from the Languages view, post by post and language by language', async () => {
    const user = userEvent.setup();
    const alpha = await insertOriginal('Selection alpha', 'bulk-selection-alpha');
    const beta = await insertOriginal('Selection beta', 'bulk-selection-beta');
    let calls = 0;
    // The posts go in the view's order, newest first (Beta, then Alpha): the twelfth call is
    // Alpha's third language, which fails with a 503; only that language misses out.
    deepl.override = () => (++calls === 12 ? { status: 503 } : undefined);
    renderWithProviders(<CoverageView />, {
      path: '/admin?view=languages',
      queryClient: true,
      auth: adminAuth,
    });
    try {
      const alphaBox = await screen.findByRole(
        'checkbox',
        { name: 'Select “Selection alpha”' },
        { timeout: 15_000 },
      );
      // The selection is there at once (export needs no provider); translating, once the
      // function says a provider is configured.
      const toolbar = await screen.findByRole('button', {
        name: 'Translate missing languages (0)',
      });
      expect(toolbar).toBeDisabled();

      // "Select all shown" takes every shown row with something missing, and lets them all go.
      const all = screen.getByRole('checkbox', { name: 'Select all shown' });
      await user.click(all);
      const shown = screen
        .getAllByTestId('coverage-select')
        .filter((box) => !(box as HTMLInputElement).disabled);
      expect(shown.length).toBeGreaterThanOrEqual(2);
      expect(
        screen.getByRole('button', { name: `Translate missing languages (${shown.length})` }),
      ).toBeEnabled();
      await user.click(all);
      expect(all).not.toBeChecked();

      // From the keyboard: Space on a focused checkbox.
      alphaBox.focus();
      await user.keyboard(' ');
      expect(all).toBePartiallyChecked();
      await user.click(screen.getByRole('checkbox', { name: 'Select “Selection beta”' }));
      await user.click(screen.getByRole('button', { name: 'Translate missing languages (2)' }));

      const dialog = await screen.findByRole('dialog', { name: 'Translate missing languages' });
      expect(dialog).toHaveTextContent('The missing languages of the 2 selected posts each get');
      expect(
        [...dialog.querySelectorAll('[data-post]')].map((post) => post.getAttribute('data-post')),
      ).toEqual([beta, alpha]);
      for (const title of ['Selection alpha', 'Selection beta']) {
        const list = within(dialog).getByRole('list', { name: `Missing languages of “${title}”` });
        // English is the original's; the nine others wait.
        expect(within(list).getAllByRole('listitem')).toHaveLength(9);
        expect(list).not.toHaveTextContent('English');
      }
      await user.click(within(dialog).getByRole('button', { name: 'Create 18 drafts' }));

      expect(await within(dialog).findByRole('status', {}, { timeout: 60_000 })).toHaveTextContent(
        '17 of 18 drafts created.',
      );
      const failed = dialog.querySelectorAll('[data-state="failed"]');
      expect(failed).toHaveLength(1);
      expect(failed[0]!.closest('[data-post]')).toHaveAttribute('data-post', alpha);
      expect(failed[0]).toHaveTextContent(
        'The translation service is unavailable. Try again later.',
      );
      expect(dialog.querySelectorAll('[data-state="done"]')).toHaveLength(17);
      expect(within(dialog).queryByRole('alert')).toBeNull();
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      deepl.override = undefined;
    }
    expect(await languagesOf(beta)).toHaveLength(9);
    expect(await languagesOf(alpha)).toHaveLength(8);
    // The run let the selection go; Beta is now in every language and cannot be selected.
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: '“Selection beta” exists in every language' }),
      ).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Translate missing languages (0)' })).toBeDisabled();
  }, 120_000);
});

describe('Translate missing languages past the monthly limit', () => {
  let server: TestServer;
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
  beforeAll(async () => {
    deepl = await startDeeplStandIn();
    // Room for one language of the short post below (about 50 characters), not two.
    server = await startTestServer({
      functionsEnv: { ...deeplStandInEnv(deepl.url), TRANSLATION_MONTHLY_CHARACTERS: '75' },
    });
    await signInAsAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await deepl?.close();
  });

  it('says the limit once, sends nothing more, and keeps the drafts already made', async () => {
    const user = userEvent.setup();
    const id = await insertOriginal('Limit reached', 'bulk-limit');
    renderWithProviders(
      <TranslateMissingButton originalId={id} title="Limit reached" missing={['de', 'fr', 'it']} />,
      { queryClient: true, auth: adminAuth },
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Translate missing languages: “Limit reached”',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Translate missing languages' });
    await user.click(within(dialog).getByRole('button', { name: 'Translate into 3 languages' }));
    expect(await within(dialog).findByRole('status', {}, { timeout: 30_000 })).toHaveTextContent(
      '1 of 3 languages translated.',
    );
    // Said once, above the list; the two languages not translated say only that.
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This month’s machine translation limit is reached. The languages left were not sent; the drafts already created are kept.',
    );
    expect(dialog).not.toHaveTextContent('Nothing was translated');
    const states = [...dialog.querySelectorAll('[data-language]')].map((row) => [
      row.getAttribute('data-language'),
      row.getAttribute('data-state'),
    ]);
    expect(states).toEqual([
      ['de', 'done'],
      ['fr', 'skipped'],
      ['it', 'skipped'],
    ]);
    expect(dialog.querySelector('[data-language="fr"]')).toHaveTextContent('Not translated');
    // The refused language never reached DeepL: one translate request in all.
    expect(deepl.requests.filter((seen) => seen.path === '/v2/translate')).toHaveLength(1);
    expect(await languagesOf(id)).toEqual(['de']);
  }, 60_000);
});

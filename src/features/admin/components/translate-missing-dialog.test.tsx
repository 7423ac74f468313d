import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockedApi } from '@/testing/supabase-mock';
import { seedAccounts } from '../../../../supabase/embedded/index';
import {
  createTestClient,
  startTestServer,
  type TestServer,
} from '../../../../supabase/embedded/testing';
import {
  deeplStandInEnv,
  startDeeplStandIn,
} from '../../../../supabase/functions/translate/testing/provider-stand-ins';
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

describe('Translate missing languages', () => {
  let server: TestServer;
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
  beforeAll(async () => {
    deepl = await startDeeplStandIn();
    server = await startTestServer({
      functionsEnv: deeplStandInEnv(deepl.url),
    });
    const token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
    mockedApi.client = createTestClient(server.url, { accessToken: token });
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await deepl?.close();
  });

  it('makes a draft per language, shows each one’s progress, and says why one failed', async () => {
    const user = userEvent.setup();
    const { data: original, error } = await mockedApi.client
      .from('blog_posts')
      .insert({
        title: 'Launch day',
        slug: 'bulk-dialog',
        excerpt: 'What we ship',
        content_markdown: 'Read [our docs](https://example.com/docs) first.\n',
        content_html: '',
        author: 'Ada',
        category: 'Product',
        tags: [],
        meta_description: '',
        read_time: 3,
        outrank_id: 'bulk-dialog',
        status: 'draft',
        published_at: null,
        language: 'en',
      })
      .select('id')
      .single();
    if (error) throw error;
    let calls = 0;
    deepl.override = () => (++calls === 2 ? { status: 456 } : undefined);
    renderWithProviders(
      <TranslateMissingButton originalId={original.id} title="Launch day" missing={['de', 'fr']} />,
      {
        queryClient: true,
        auth: {
          status: 'signed-in',
          user: { id: seedAccounts.admin.id, email: 'admin@example.com' },
        },
      },
    );
    try {
      // Shown once the function says a provider is configured.
      await user.click(
        await screen.findByRole('button', {
          name: 'Translate missing languages: “Launch day”',
        }),
      );
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
    } finally {
      deepl.override = undefined;
    }
    await waitFor(async () => {
      const { data } = await mockedApi.client
        .from('blog_posts')
        .select('language, status, needs_review, content_markdown')
        .eq('translation_of', original.id);
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
});

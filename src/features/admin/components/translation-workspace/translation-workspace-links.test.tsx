// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockedApi } from '@/testing/supabase-mock';
import { startTestServer, type TestServer } from '../../../../../supabase/embedded/testing';
import {
  deeplStandInEnv,
  startDeeplStandIn,
} from '../../../../../supabase/functions/translate/testing/provider-stand-ins';
import {
  base,
  originalAndTranslation,
  renderWorkspace,
  segmentRow,
  signIn,
} from './workspace-test-kit';

/**
 * Links follow the language, through the workspace against the real thing (the embedded backend
 * with its seed, supabase-js, the translate function with a local DeepL-speaking server): the seed's
 * "white-label-ai-demos-for-agencies" has a published German version,
 * "white-label-ki-demos-fuer-agenturen"; a post made here has none.
 */
// The translate function runs in this process: its DeepL client (deepl-node, over axios) must
// speak plain Node HTTP to the stand-in, not jsdom's XMLHttpRequest with its CORS preflight.
vi.hoisted(() => {
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
});
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

const withGerman = '/resources/blog/white-label-ai-demos-for-agencies';
const germanVersion = '/de/resources/blog/white-label-ki-demos-fuer-agenturen';
const englishOnly = '/resources/blog/workspace-links-english-only';
const linkedBody = `## Read on\n\nSee [the agency guide](${withGerman}) and [our notes](${englishOnly}).\n`;
const germanBody = (link: string) =>
  `## Weiterlesen\n\nSiehe [den Agentur-Leitfaden](${link}) und [unsere Notizen](${englishOnly}).\n`;

async function savedTranslation(id: string) {
  const { data, error } = await mockedApi.client
    .from('blog_posts')
    .select('content_markdown, content_html, segment_states, updated_at')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

async function typeInto(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(field);
  await user.type(field, text);
}

describe('links in the workspace', () => {
  let server: TestServer;
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
  beforeAll(async () => {
    deepl = await startDeeplStandIn();
    server = await startTestServer({ functionsEnv: deeplStandInEnv(deepl.url) });
    await signIn(server);
    const { error } = await mockedApi.client.from('blog_posts').insert({
      ...base,
      slug: 'workspace-links-english-only',
      language: 'en',
      translation_of: null,
      status: 'published',
      published_at: new Date().toISOString(),
    });
    if (error) throw error;
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await deepl?.close();
  });

  it('saves a link to a post with a German version as that version, lists it, and reopens with no false change', async () => {
    const user = userEvent.setup();
    const { translationId } = await originalAndTranslation(
      'workspace-links',
      {},
      {
        content_markdown: linkedBody,
      },
    );
    const view = renderWorkspace(translationId);
    const list = await screen.findByRole('region', { name: 'Links that follow the language' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(`${withGerman}→In the translation: ${germanVersion}`);
    expect(list).not.toHaveTextContent(englishOnly);

    await typeInto(within(await segmentRow('body.0')).getByRole('textbox'), 'Weiterlesen');
    const parts = within(await segmentRow('body.1')).getAllByRole('textbox');
    await typeInto(parts[0]!, 'Siehe ');
    await typeInto(parts[1]!, ' und ');
    await typeInto(
      within(await segmentRow('body.2')).getByRole('textbox'),
      'den Agentur-Leitfaden',
    );
    await typeInto(within(await segmentRow('body.3')).getByRole('textbox'), 'unsere Notizen');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(async () => {
      const saved = await savedTranslation(translationId);
      // The post with a published German version: its German slug under /de; the other: the original.
      expect(saved.content_markdown).toBe(germanBody(germanVersion));
      expect(saved.content_html).toContain(`href="${germanVersion}"`);
      expect(saved.content_html).toContain(`href="${englishOnly}"`);
    });
    view.unmount();

    // Reopened: the rewritten link pairs with the source's, so the words are there, not a misfit.
    renderWorkspace(translationId);
    const paragraph = await segmentRow('body.1');
    const fields = within(paragraph).getAllByRole('textbox') as HTMLTextAreaElement[];
    expect(fields.map((field) => field.value)).toEqual(['Siehe ', ' und ', '.']);
    expect(
      within(paragraph)
        .getAllByTestId('locked-chip')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toContain(`Locked link to ${withGerman}`);
    expect(screen.queryByText(/does not fit the original’s structure/)).toBeNull();
    expect(screen.queryByText(/Changed in the original/)).toBeNull();
    expect(within(await segmentRow('body.2')).getByRole('textbox')).toHaveValue(
      'den Agentur-Leitfaden',
    );
    // Saved again unchanged: the same body, nothing refused.
    const first = await savedTranslation(translationId);
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(async () => {
      const again = await savedTranslation(translationId);
      expect(again.updated_at).not.toBe(first.updated_at);
      expect(again.content_markdown).toBe(germanBody(germanVersion));
    });
    expect(screen.queryByTestId('workspace-problem')).toBeNull();
  });

  it('machine translates a segment whose saved link was rewritten, and keeps the German link', async () => {
    const user = userEvent.setup();
    const { translationId } = await originalAndTranslation(
      'workspace-links-machine',
      { content_markdown: germanBody(germanVersion) },
      { content_markdown: linkedBody },
    );
    renderWorkspace(translationId);
    const suggest = await screen.findByRole('button', { name: 'Suggest: Paragraph 1' });
    await waitFor(() => expect(suggest).toBeEnabled());
    await user.click(suggest);
    const paragraph = await segmentRow('body.1');
    await waitFor(() => expect(paragraph).toHaveAttribute('data-state', 'machine'), {
      timeout: 15_000,
    });
    // Sent and checked in the original's links: the answer fits, nothing is refused.
    expect(within(paragraph).queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(async () => {
      const saved = await savedTranslation(translationId);
      expect(saved.content_markdown).toContain(
        `‹de› See [den Agentur-Leitfaden](${germanVersion})`,
      );
      const states = saved.segment_states as Record<string, { state: string }>;
      expect(states['body.1']?.state).toBe('machine');
    });
  });

  it('exports XLIFF with the original’s links and imports it back onto the rewritten translation', async () => {
    const user = userEvent.setup();
    const { translationId } = await originalAndTranslation(
      'workspace-links-xliff',
      { content_markdown: germanBody(germanVersion) },
      { content_markdown: linkedBody },
    );
    // The download as the browser would get it (jsdom has no object URLs, nor navigation).
    let exported: Blob | undefined;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) exported = blob;
      return 'blob:xliff';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderWorkspace(translationId);
    await segmentRow('body.1');
    await user.click(screen.getByRole('button', { name: 'Export XLIFF' }));
    click.mockRestore();
    const xml = await readBlob(exported!);
    expect(xml).toContain(withGerman);
    expect(xml).not.toContain(germanVersion);

    // The agency's file: the heading translated anew, the rest as exported.
    const agency = xml.replace(
      /(<unit id="body\.0"[\s\S]*?<target>)[^<]*(<\/target>)/,
      '$1Lesen Sie weiter$2',
    );
    await user.upload(
      screen.getByLabelText('Import XLIFF'),
      new File([agency], 'workspace-links-xliff.de.xlf', { type: 'application/xliff+xml' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Import this XLIFF file?' });
    // Only the heading takes new words: the linked paragraph fits and already matches.
    expect(dialog).toHaveAccessibleDescription(
      /^1 segments take the file’s words, 0 are held back/,
    );
    expect(within(dialog).queryByText('Refused')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(async () => {
      const saved = await savedTranslation(translationId);
      expect(saved.content_markdown).toBe(
        germanBody(germanVersion).replace('Weiterlesen', 'Lesen Sie weiter'),
      );
    });
  });
});

// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockedApi } from '@/testing/supabase-mock';
import { seedAccounts } from '../../../../../supabase/embedded/index';
import { startTestServer, type TestServer } from '../../../../../supabase/embedded/testing';
import { splitBody } from '../../../../../supabase/functions/_shared/markdown-segments';
import {
  deeplStandInEnv,
  startDeeplStandIn,
} from '../../../../../supabase/functions/translate/testing/provider-stand-ins';
import { initialDraft, pairSegments } from '../../lib/workspace-segments';
import { sourceHash } from '../../lib/workspace-states';
import { exportXliff } from '../../lib/xliff';
import { xliffPostOf } from '../../lib/xliff-workspace';
import {
  originalAndTranslation,
  renderWorkspace,
  segmentRow,
  signIn,
  sourceBody,
} from './workspace-test-kit';

/**
 * The workspace against the real thing: supabase-js signed in as the seed's admin, the embedded
 * backend (migrations, row-level security, the segment_states check) and its translate function,
 * first with no provider (the embedded default), then with a local DeepL-speaking server.
 */
// The translate function runs in this process: its DeepL client (deepl-node, over axios) must
// speak plain Node HTTP to the stand-in, not jsdom's XMLHttpRequest with its CORS preflight.
// Hoisted, so axios decides its adapter without it.
vi.hoisted(() => {
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
});
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

describe('the workspace with no provider (the embedded default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await signIn(server);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
  });

  it('pairs segments and keeps locked chips out of the editable text', async () => {
    const { translationId } = await originalAndTranslation('workspace-pairs');
    renderWorkspace(translationId);
    const paragraph = await segmentRow('body.1');
    const chips = within(paragraph).getAllByTestId('locked-chip');
    const names = chips.map((chip) => chip.getAttribute('aria-label'));
    expect(names).toContain('Locked link to https://example.com/docs');
    expect(names.filter((name) => name === 'Locked formatting **').length).toBeGreaterThan(0);
    const fields = within(paragraph).getAllByRole('textbox');
    expect(fields[0]).toHaveAccessibleName('Paragraph 1, part 1 of 4');
    for (const field of fields) {
      expect((field as HTMLTextAreaElement).value).not.toMatch(/\*\*|\]\(|https?:/);
    }
    // The link's text and the image's alt text are segments of their own.
    expect(within(await segmentRow('body.2')).getByRole('textbox')).toHaveValue('our docs');
    expect(within(await segmentRow('body.3')).getByRole('textbox')).toHaveAccessibleName(
      'Image alt text 1',
    );
    expect(screen.getByTestId('workspace-progress')).toHaveTextContent(
      '0 of 6 segments translated · 0 reviewed',
    );
  });

  it('saves typed words as Markdown with the source’s structure and marks them edited', async () => {
    const user = userEvent.setup();
    const { translationId } = await originalAndTranslation('workspace-saves');
    renderWorkspace(translationId);
    const title = within(await segmentRow('title')).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Starttag');
    const paragraph = within(await segmentRow('body.1')).getAllByRole('textbox');
    await user.clear(paragraph[0]!);
    await user.type(paragraph[0]!, 'Lesen Sie ');
    await user.clear(paragraph[1]!);
    await user.type(paragraph[1]!, 'den Leitfaden');
    await user.clear(paragraph[2]!);
    await user.type(paragraph[2]!, ' in ');
    const link = within(await segmentRow('body.2')).getByRole('textbox');
    await user.clear(link);
    await user.type(link, 'unserer Doku');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));

    await waitFor(async () => {
      const { data } = await mockedApi.client
        .from('blog_posts')
        .select('title, content_markdown, segment_states')
        .eq('id', translationId)
        .single();
      expect(data?.title).toBe('Starttag');
      expect(data?.content_markdown).toBe(
        '## Why it matters\n\nLesen Sie **den Leitfaden** in [unserer Doku](https://example.com/docs).\n\n![A chart](/img/chart.png)\n',
      );
      const states = data?.segment_states as Record<string, { state: string; by: string }>;
      expect(states.title).toMatchObject({ state: 'edited', by: seedAccounts.admin.id });
      expect(states['body.1']?.state).toBe('edited');
      const shape = (markdown: string) => splitBody(markdown).map((segment) => segment.kind);
      expect(shape(data?.content_markdown ?? '')).toEqual(shape(sourceBody));
    });
    expect(screen.queryByTestId('workspace-problem')).toBeNull();
  });

  it('imports an agency’s XLIFF file: its words land as a person’s once confirmed, and are saved', async () => {
    const user = userEvent.setup();
    const { originalId, translationId } = await originalAndTranslation('workspace-xliff');
    renderWorkspace(translationId);
    await segmentRow('title');
    // The file an agency sends back: this translation exported, its title translated.
    const rows = await mockedApi.client
      .from('blog_posts')
      .select('*')
      .in('id', [originalId, translationId]);
    const original = rows.data!.find((row) => row.id === originalId)!;
    const translation = rows.data!.find((row) => row.id === translationId)!;
    const segments = pairSegments(original, translation);
    const exported = exportXliff(
      xliffPostOf({
        translation,
        original,
        segments,
        draft: initialDraft(segments),
        states: {},
      }),
    );
    const agency = exported.replace(
      /(<unit id="title"[\s\S]*?<target>)[^<]*(<\/target>)/,
      '$1Starttag der Agentur$2',
    );
    await user.upload(
      screen.getByLabelText('Import XLIFF'),
      new File([agency], 'workspace-xliff.de.xlf', { type: 'application/xliff+xml' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Import this XLIFF file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(await segmentRow('title')).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Starttag der Agentur',
    );
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(async () => {
      const { data } = await mockedApi.client
        .from('blog_posts')
        .select('title, segment_states')
        .eq('id', translationId)
        .single();
      expect(data?.title).toBe('Starttag der Agentur');
      const states = data?.segment_states as Record<string, { state: string }>;
      expect(states.title?.state).toBe('edited');
    });
  });

  it('merges a colleague’s newer save per segment: nobody’s words are lost', async () => {
    const user = userEvent.setup();
    const { translationId } = await originalAndTranslation('workspace-merge');
    renderWorkspace(translationId);
    const title = within(await segmentRow('title')).getByRole('textbox', { name: 'Title' });
    // A colleague saves the excerpt and the heading after the workspace opened.
    const { error } = await mockedApi.client
      .from('blog_posts')
      .update({
        excerpt: 'Was wir liefern',
        content_markdown: sourceBody.replace('## Why it matters', '## Warum es zählt'),
      })
      .eq('id', translationId);
    expect(error).toBeNull();
    await user.clear(title);
    await user.type(title, 'Starttag');
    const heading = within(await segmentRow('body.0')).getByRole('textbox');
    await user.clear(heading);
    await user.type(heading, 'Darum geht es');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));

    expect(await screen.findByTestId('workspace-problem')).toHaveTextContent(
      'A colleague saved this translation while you worked.',
    );
    // Only they changed the excerpt: theirs is taken. Both changed the heading: mine stays,
    // theirs beside it.
    expect(within(await segmentRow('excerpt')).getByRole('textbox')).toHaveValue('Was wir liefern');
    expect(heading).toHaveValue('Darum geht es');
    expect(within(await segmentRow('body.0')).getByTestId('segment-theirs')).toHaveTextContent(
      'Warum es zählt',
    );
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(async () => {
      const { data } = await mockedApi.client
        .from('blog_posts')
        .select('title, excerpt, content_markdown')
        .eq('id', translationId)
        .single();
      expect(data).toMatchObject({ title: 'Starttag', excerpt: 'Was wir liefern' });
      expect(data?.content_markdown).toContain('## Darum geht es\n');
    });
  });

  it('highlights a segment whose source changed since the translation’s version, with the word diff', async () => {
    const { originalId, translationId } = await originalAndTranslation('workspace-changed');
    const { error } = await mockedApi.client
      .from('blog_posts')
      .update({ title: 'Launch day, revised' })
      .eq('id', originalId);
    expect(error).toBeNull();
    renderWorkspace(translationId);
    const title = await segmentRow('title');
    expect(
      await within(title).findByText('Changed in the original since this translation was made'),
    ).toBeVisible();
    expect(title.querySelector('ins')).toHaveTextContent(', revised');
    expect(within(await segmentRow('excerpt')).queryByText(/Changed in the original/)).toBeNull();
  });

  it('disables the machine actions and says in one line which variables enable them', async () => {
    const { translationId } = await originalAndTranslation('workspace-no-provider');
    renderWorkspace(translationId);
    const hint = await screen.findByTestId('machine-off');
    expect(hint).toHaveTextContent('TRANSLATION_PROVIDER');
    expect(screen.getByRole('button', { name: 'Machine translate' })).toBeDisabled();
    for (const suggest of screen.getAllByRole('button', { name: /^Suggest:/ })) {
      expect(suggest).toBeDisabled();
    }
    expect(screen.getAllByTestId('machine-off')).toHaveLength(1);
  });
});

describe('the workspace with a provider (a local DeepL-speaking server)', () => {
  let server: TestServer;
  let deepl: Awaited<ReturnType<typeof startDeeplStandIn>>;
  beforeAll(async () => {
    deepl = await startDeeplStandIn();
    server = await startTestServer({
      functionsEnv: deeplStandInEnv(deepl.url),
    });
    await signIn(server);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
    await deepl?.close();
  });

  it('fills untranslated segments as machine text and leaves a person’s words with a suggestion beside them', async () => {
    const user = userEvent.setup();
    const edited = {
      state: 'edited',
      by: seedAccounts.admin.id,
      at: new Date().toISOString(),
      source_version: 1,
      // Made from an older title: the source changed since, so it is sent again.
      source_hash: sourceHash('Launch week'),
    };
    const { translationId } = await originalAndTranslation('workspace-machine', {
      title: 'Mein Starttag',
      segment_states: {
        title: edited,
        'body.1': { ...edited, source_hash: sourceHash('Read the guide at [our docs](/docs).') },
      },
    });
    renderWorkspace(translationId);
    const button = await screen.findByRole('button', { name: 'Machine translate' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const line = await screen.findByTestId('machine-line', {}, { timeout: 15_000 });
    // The answers kept beside a person's words are counted apart from the text put in.
    expect(line).toHaveTextContent(
      '4 segments translated by machine. Review them before publishing. 2 new machine suggestions are shown beside text a person wrote.',
    );

    const title = await segmentRow('title');
    expect(await within(title).findByTestId('segment-suggestion')).toHaveTextContent(
      '‹de› Launch day',
    );
    expect(within(title).getByRole('textbox', { name: 'Title' })).toHaveValue('Mein Starttag');
    // A suggestion shows its link and marks as the segment's locked chips, not as Markdown.
    const linked = within(await segmentRow('body.1')).getByTestId('segment-suggestion');
    expect(linked).toHaveTextContent('‹de› Read');
    expect(linked).not.toHaveTextContent('](https://example.com/docs)');
    expect(within(linked).getByRole('img', { name: /https:\/\/example\.com\/docs/ })).toBeVisible();
    const heading = await segmentRow('body.0');
    expect(heading).toHaveAttribute('data-state', 'machine');
    expect(within(heading).getByRole('textbox')).toHaveValue('‹de› Why it matters');
    expect(within(await segmentRow('body.2')).getByRole('textbox')).toHaveValue('‹de› our docs');
    const sent = deepl.requests.filter((request) => request.path === '/v2/translate');
    expect(sent).toHaveLength(1);

    // Saved as a draft with each segment's provenance: the kept title carries the suggestion.
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(async () => {
      const { data } = await mockedApi.client
        .from('blog_posts')
        .select('title, content_markdown, segment_states, needs_review')
        .eq('id', translationId)
        .single();
      const states = data?.segment_states as Record<string, { state: string; suggestion?: string }>;
      expect(data?.title).toBe('Mein Starttag');
      expect(states.title).toMatchObject({ state: 'edited', suggestion: '‹de› Launch day' });
      expect(states['body.0']?.state).toBe('machine');
      expect(data?.needs_review).toBe(true);
      expect(data?.content_markdown).toContain('## ‹de› Why it matters\n');
    });
  });

  it('shows a refused segment on that segment, and a failed call in one line with the form intact', async () => {
    const user = userEvent.setup();
    const { translationId } = await originalAndTranslation('workspace-refusals');
    renderWorkspace(translationId);
    const suggest = await screen.findByRole('button', { name: 'Suggest: Excerpt' });
    await waitFor(() => expect(suggest).toBeEnabled());
    deepl.override = () => ({ texts: [''] });
    await user.click(suggest);
    const excerpt = await segmentRow('excerpt');
    expect(await within(excerpt).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The machine translation of this segment was refused: The translation is empty.',
    );
    expect(within(excerpt).getByRole('textbox')).toHaveValue('What we ship');

    deepl.override = () => ({ status: 456 });
    await user.click(screen.getByRole('button', { name: 'Machine translate' }));
    const line = await screen.findByTestId('machine-line', {}, { timeout: 15_000 });
    deepl.override = undefined;
    expect(line).toHaveTextContent(
      'The translation service’s quota is used up. Nothing was translated.',
    );
    expect(within(await segmentRow('title')).getByRole('textbox')).toHaveValue('Launch day');
    expect(screen.getAllByTestId('workspace-segment')).toHaveLength(6);
  });
});

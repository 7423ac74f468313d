// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { mockedApi } from '@/testing/supabase-mock';
import { seedAccounts } from '../../../../supabase/embedded/index';
import { startTestServer, type TestServer } from '../../../../supabase/embedded/testing';
import { checkXliffSelection } from '../api/import-xliff-selection';
import { getXliffSelection } from '../api/get-xliff-selection';
import { readSegmentStates } from '../lib/workspace-states';
import { adminAuth, insertPost as insertWith, signInAsAdmin } from './admin-backend-test-kit';
import { CoverageView } from './coverage-view';

/**
 * Import XLIFF in the Languages view against the real thing: supabase-js signed in as the seed's
 * admin and the embedded backend. The file is the selection export itself (getXliffSelection),
 * filled in as an agency's tool would fill it, and chosen in the view's file input.
 */
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

const body = 'Read [our docs](https://example.com/docs) first.\n\n## Next steps\n';

/** A post with the body above: two paragraphs' worth of units and a heading. */
const insertPost = (fields: Parameters<typeof insertWith>[0]) =>
  insertWith({ content_markdown: body, ...fields });

async function readPost(id: string) {
  const { data, error } = await mockedApi.client
    .from('blog_posts')
    .select('title,content_markdown,content_html,status,segment_states,updated_at')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

const ns = 'urn:oasis:names:tc:xliff:document:2.0';

/** Fills a unit's target as a translator's tool does: words, and `0` for the source's first code. */
function fill(document: Document, fileId: string, unitId: string, parts: (string | 0)[]) {
  const file = [...document.getElementsByTagNameNS(ns, 'file')].find(
    (candidate) => candidate.getAttribute('id') === fileId,
  );
  const unit = [...(file?.getElementsByTagNameNS(ns, 'unit') ?? [])].find(
    (candidate) => candidate.getAttribute('id') === unitId,
  );
  const segment = unit?.getElementsByTagNameNS(ns, 'segment')[0];
  if (!segment) throw new Error(`no unit ${unitId} in ${fileId}`);
  const source = segment.getElementsByTagNameNS(ns, 'source')[0]!;
  segment.getElementsByTagNameNS(ns, 'target')[0]?.remove();
  const target = document.createElementNS(ns, 'target');
  for (const part of parts) {
    target.append(
      typeof part === 'string'
        ? document.createTextNode(part)
        : source.getElementsByTagNameNS(ns, 'ph')[part]!.cloneNode(true),
    );
  }
  segment.append(target);
}

/** The selection's German document as the export wrote it, parsed for the agency to fill. */
async function exportedGerman(originalIds: string[]) {
  const [exported] = await getXliffSelection({ originalIds, targets: ['de'] });
  return new DOMParser().parseFromString(exported!.xml, 'application/xml');
}

const upload = (document: Document) =>
  new File([new XMLSerializer().serializeToString(document)], 'demoly-posts.en-de.xlf', {
    type: 'application/xliff+xml',
  });

describe('Import XLIFF for a selection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await signInAsAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
  });

  it('saves each post of the file as its workspace would, making a draft where a language had none', async () => {
    const user = userEvent.setup();
    const alpha = await insertPost({ title: 'Import alpha', slug: 'import-alpha', language: 'en' });
    const beta = await insertPost({ title: 'Import beta', slug: 'import-beta', language: 'en' });
    const betaGerman = await insertPost({
      title: 'Import Beta alt',
      slug: 'import-beta-de',
      language: 'de',
      translation_of: beta,
    });
    const document = await exportedGerman([beta, alpha]);
    fill(document, betaGerman, 'title', ['Import Beta neu']);
    fill(document, betaGerman, 'body.0', ['Lies zuerst ', 0, ' genau.']);
    fill(document, betaGerman, 'body.2', ['Nächste Schritte']);
    fill(document, `new-${alpha}`, 'title', ['Import Alpha auf Deutsch']);
    fill(document, `new-${alpha}`, 'body.1', ['unsere Doku']);
    // The original changed after the export: the unit made for its old words is held back.
    const { error } = await mockedApi.client
      .from('blog_posts')
      .update({ content_markdown: body.replace('Next steps', 'Further steps') })
      .eq('id', beta);
    expect(error).toBeNull();

    renderWithProviders(<CoverageView />, {
      path: '/admin?view=languages',
      queryClient: true,
      auth: adminAuth,
    });
    await user.upload(
      await screen.findByLabelText('Import XLIFF', {}, { timeout: 15_000 }),
      upload(document),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Import XLIFF' });
    const files = await within(dialog).findAllByTestId(
      'xliff-import-file',
      {},
      { timeout: 15_000 },
    );
    expect(dialog).toHaveAccessibleDescription(
      'demoly-posts.en-de.xlf: from English into German. Nothing changes until you apply.',
    );
    expect(files.map((file) => file.textContent)).toEqual([
      'Import betaDE' +
        'Take the file’s words: 2 · Held back: 1 · Already match: 1' +
        'Held back because the original changed since the export: Heading 1.',
      'Import alphaDE' +
        'No version in this language yet: applying makes a draft.' +
        'Take the file’s words: 2',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2 posts' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('2 translations saved.'),
    );
    expect(
      within(dialog)
        .getAllByTestId('xliff-import-outcome')
        .map((line) => line.textContent),
    ).toEqual([
      'Saved. The imported segments are marked edited, to be reviewed.',
      'Draft made. The imported segments are marked edited, to be reviewed.',
    ]);

    // Beta's German version: the file's words, marked edited; the held-back heading keeps its own.
    const saved = await readPost(betaGerman);
    expect(saved.title).toBe('Import Beta neu');
    expect(saved.content_markdown).toBe(
      'Lies zuerst [our docs](https://example.com/docs) genau.\n\n## Next steps\n',
    );
    expect(saved.content_html).toContain('genau.');
    const states = readSegmentStates(saved.segment_states);
    expect(Object.keys(states).sort()).toEqual(['body.0', 'title']);
    expect(states.title).toMatchObject({ state: 'edited', by: seedAccounts.admin.id });

    // Alpha had no German version: a draft of it, with the file's words and the rest the original's.
    const { data: made } = await mockedApi.client
      .from('blog_posts')
      .select('id,title,slug,status,translation_of,content_markdown,segment_states')
      .eq('translation_of', alpha)
      .eq('language', 'de')
      .single();
    expect(made).toMatchObject({
      title: 'Import Alpha auf Deutsch',
      slug: 'import-alpha',
      status: 'draft',
      content_markdown: 'Read [unsere Doku](https://example.com/docs) first.\n\n## Next steps\n',
    });
    expect(Object.keys(readSegmentStates(made?.segment_states)).sort()).toEqual([
      'body.1',
      'title',
    ]);
    // Each saved translation opens side by side from its line.
    expect(within(dialog).getAllByRole('link', { name: 'Open side by side' })[1]).toHaveAttribute(
      'href',
      expect.stringContaining(made!.id),
    );
  }, 60_000);

  it('writes nothing over a colleague’s later save, and reports what cannot be imported per post', async () => {
    const gamma = await insertPost({ title: 'Import gamma', slug: 'import-gamma', language: 'en' });
    const gammaGerman = await insertPost({
      title: 'Gamma alt',
      slug: 'import-gamma-de',
      language: 'de',
      translation_of: gamma,
    });
    const delta = await insertPost({ title: 'Import delta', slug: 'import-delta', language: 'en' });
    const deltaGerman = await insertPost({
      title: 'Delta alt',
      slug: 'import-delta-de',
      language: 'de',
      translation_of: delta,
    });
    const document = await exportedGerman([gamma, delta]);
    fill(document, gammaGerman, 'title', ['Gamma aus der Agentur']);
    fill(document, deltaGerman, 'title', ['Delta aus der Agentur']);
    // A unit the post does not have: that post is refused whole, the other still checked.
    const stray = document.createElementNS(ns, 'unit');
    stray.setAttribute('id', 'body.9');
    [...document.getElementsByTagNameNS(ns, 'file')][1]!.append(stray);

    const check = await checkXliffSelection(new XMLSerializer().serializeToString(document));
    if (!check.ok) throw new Error(check.code);
    expect(check.files.map((file) => (file.ok ? 'ok' : [file.problem, file.keys]))).toEqual([
      'ok',
      ['unknown_units', ['body.9']],
    ]);

    // A colleague saves Gamma's German version after the check and before the apply.
    await mockedApi.client
      .from('blog_posts')
      .update({ title: 'Gamma vom Kollegen' })
      .eq('id', gammaGerman);
    const { applyXliffSelection } = await import('../api/import-xliff-selection');
    const outcomes = await applyXliffSelection({
      files: check.files,
      targetLanguage: check.targetLanguage,
      stamp: { by: seedAccounts.admin.id },
    });
    expect(outcomes).toEqual([{ fileId: gammaGerman, ok: false, code: 'changed' }]);
    expect((await readPost(gammaGerman)).title).toBe('Gamma vom Kollegen');
    expect((await readPost(deltaGerman)).title).toBe('Delta alt');

    // A document that is not for the site's languages is one message; nothing is read.
    document.documentElement.setAttribute('trgLang', 'xx');
    expect(await checkXliffSelection(new XMLSerializer().serializeToString(document))).toEqual({
      ok: false,
      code: 'languages',
    });
  }, 60_000);
});

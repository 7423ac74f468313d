// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Json } from '@/lib/database.types';
import { renderWithProviders } from '@/testing/render';
import { seedAccounts } from '../../../../supabase/embedded/index';
import { startTestServer, type TestServer } from '../../../../supabase/embedded/testing';
import { sourceHash, stampState, type SegmentStates } from '../lib/workspace-states';
import { adminAuth, insertPost as insertWith, signInAsAdmin } from './admin-backend-test-kit';
import { CoverageView } from './coverage-view';

/**
 * Export XLIFF for a selection of the Languages view against the real thing: supabase-js signed
 * in as the seed's admin and the embedded backend with no translation provider (export needs
 * none). The downloads are caught where the browser would take them: the object URL's blob and
 * the link's file name.
 */
vi.mock('@/lib/supabase', async () => (await import('@/testing/supabase-mock')).supabaseModule);
vi.mock('@/lib/supabase-lazy', async () => (await import('@/testing/supabase-mock')).lazyModule);

const body = 'Read [our docs](https://example.com/docs) first.\n\n## Next steps\n';

/** A post with the body above (and provenance, when a test gives it). */
const insertPost = ({
  segment_states,
  ...fields
}: Parameters<typeof insertWith>[0] & { segment_states?: SegmentStates }) =>
  insertWith({
    content_markdown: body,
    ...fields,
    ...(segment_states ? { segment_states: segment_states as unknown as Json } : {}),
  });

/** The blob's text (FileReader: jsdom's Blob has no text()). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

const ns = 'urn:oasis:names:tc:xliff:document:2.0';

/** A <source> or <target> as text, each locked code as [ph id: what it stands for]. */
function inline(element: Element | undefined): string | null {
  if (!element) return null;
  return [...element.childNodes]
    .map((node) =>
      node instanceof Element
        ? `[${node.localName} ${node.getAttribute('id')}: ${node.getAttribute('disp')}]`
        : node.textContent,
    )
    .join('');
}

/** A document's languages and its <file>s with their units: id, source, target, state. */
function summary(document: Document) {
  return {
    srcLang: document.documentElement.getAttribute('srcLang'),
    trgLang: document.documentElement.getAttribute('trgLang'),
    files: [...document.getElementsByTagNameNS(ns, 'file')].map((file) => ({
      id: file.getAttribute('id'),
      original: file.getAttribute('original'),
      units: [...file.getElementsByTagNameNS(ns, 'unit')].map((unit) => [
        unit.getAttribute('id'),
        inline(unit.getElementsByTagNameNS(ns, 'source')[0]),
        inline(unit.getElementsByTagNameNS(ns, 'target')[0]),
        unit.getElementsByTagNameNS(ns, 'segment')[0]?.getAttribute('state'),
      ]),
    })),
  };
}

const link = '[ph 0: [our docs](https://example.com/docs)]';
/** The originals' units with no translation yet: every target empty. */
const untranslated = (title: string) => [
  ['title', title, null, 'initial'],
  ['body.0', `Read ${link} first.`, null, 'initial'],
  ['body.1', 'our docs', null, 'initial'],
  ['body.2', 'Next steps', null, 'initial'],
];

describe('Export XLIFF for a selection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await signInAsAdmin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.destroy();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads one XLIFF 2.0 document per language pair with each selected post as a file', async () => {
    const user = userEvent.setup();
    const alpha = await insertPost({ title: 'Export alpha', slug: 'xliff-alpha', language: 'en' });
    const beta = await insertPost({ title: 'Export beta', slug: 'xliff-beta', language: 'en' });
    // Beta already has a German version, with one reviewed segment.
    const betaGerman = await insertPost({
      title: 'Export Beta auf Deutsch',
      slug: 'xliff-beta-de',
      language: 'de',
      translation_of: beta,
      content_markdown: 'Lies zuerst [unsere Doku](https://example.com/docs).\n\n## Next steps\n',
      segment_states: {
        title: stampState('reviewed', 'Export beta', {
          by: seedAccounts.admin.id,
          sourceVersion: 1,
        }),
      },
    });

    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => `blob:test/${blobs.push(blob)}`;
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });

    renderWithProviders(<CoverageView />, {
      path: '/admin?view=languages',
      queryClient: true,
      auth: adminAuth,
    });
    const exportButton = await screen.findByRole(
      'button',
      { name: 'Export XLIFF (0)' },
      { timeout: 15_000 },
    );
    expect(exportButton).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Export alpha”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Export beta”' }));
    await user.click(screen.getByRole('button', { name: 'Export XLIFF (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Export XLIFF' });
    const group = within(dialog).getByRole('group', { name: 'Target languages' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português',
      'Italiano',
      'Nederlands',
      '日本語',
      '한국어',
      '简体中文',
    ]);
    // At first the languages the posts miss: all but English (Beta lacks French and the others).
    expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(9);
    expect(within(group).getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    for (const name of [
      'Español',
      'Français',
      'Português',
      'Italiano',
      'Nederlands',
      '한국어',
      '简体中文',
    ]) {
      await user.click(within(group).getByRole('checkbox', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Download 2 files' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('2 files downloaded.');

    expect(names).toEqual(['demoly-posts.en-de.xlf', 'demoly-posts.en-ja.xlf']);
    const documents = await Promise.all(
      blobs.map(async (blob) =>
        new DOMParser().parseFromString(await blobText(blob), 'application/xml'),
      ),
    );
    // Newest first, as the view lists them: Beta, then Alpha.
    expect(documents.map(summary)).toEqual([
      {
        srcLang: 'en',
        trgLang: 'de',
        files: [
          {
            id: betaGerman,
            original: beta,
            units: [
              ['title', 'Export beta', 'Export Beta auf Deutsch', 'reviewed'],
              ['body.0', `Read ${link} first.`, `Lies zuerst ${link}.`, 'translated'],
              ['body.1', 'our docs', 'unsere Doku', 'translated'],
              ['body.2', 'Next steps', 'Next steps', 'translated'],
            ],
          },
          { id: `new-${alpha}`, original: alpha, units: untranslated('Export alpha') },
        ],
      },
      {
        srcLang: 'en',
        trgLang: 'ja',
        files: [
          { id: `new-${beta}`, original: beta, units: untranslated('Export beta') },
          { id: `new-${alpha}`, original: alpha, units: untranslated('Export alpha') },
        ],
      },
    ]);
    // Each unit carries its source's hash, so an import can tell the source changed since.
    const title = documents[0]!.getElementsByTagNameNS(ns, 'unit')[0]!;
    expect(title.querySelector('note[category="demoly:source-hash"]')?.textContent).toBe(
      sourceHash('Export beta'),
    );
    // Locked codes cannot be copied or deleted by the agency's tool.
    const code = documents[0]!.getElementsByTagNameNS(ns, 'ph')[0]!;
    expect([code.getAttribute('canCopy'), code.getAttribute('canDelete')]).toEqual(['no', 'no']);

    // Closed: the dialog goes and focus returns to the toolbar's button.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Export XLIFF (2)' })).toHaveFocus();
  }, 60_000);
});

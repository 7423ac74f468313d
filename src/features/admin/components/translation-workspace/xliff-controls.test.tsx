// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ja } from '@/i18n/locales/ja';
import { renderWithProviders } from '@/testing/render';
import { pairSegments, type WorkspaceColumns } from '../../lib/workspace-segments';
import { exportXliff, type XliffPost, type XliffWorkspace } from '../../lib/xliff';
import { LinksRewritten } from './links-rewritten';
import { XliffControls } from './xliff-controls';

const source: WorkspaceColumns = {
  title: 'Hello world',
  excerpt: null,
  seo_title: null,
  meta_description: null,
  featured_image_alt: null,
  tags: [],
  content_markdown: 'Read the [pricing page](/pricing) now.\n\n- First item',
};
const empty: WorkspaceColumns = { ...source, title: '', content_markdown: '' };
const segments = pairSegments(source, empty);

const post: XliffPost = {
  translationId: 'de-post',
  sourceId: 'en-post',
  sourceLanguage: 'en',
  targetLanguage: 'de',
  sourceVersion: 1,
  segments,
  draft: { title: 'Hallo Welt', 'body.0': 'Lies die ⟦0⟧ jetzt.', 'body.2': 'Erster Punkt' },
  states: {},
};
const workspace: XliffWorkspace = { ...post, draft: {} };

function xliffFile(xml: string) {
  return new File([xml], 'de-post.xlf', { type: 'application/xliff+xml' });
}

function renderControls(onApply = vi.fn()) {
  renderWithProviders(
    <XliffControls
      post={post}
      workspace={workspace}
      fileName="de-post.xlf"
      segmentLabel={(key) => `Segment ${key}`}
      onApply={onApply}
    />,
  );
  return onApply;
}

describe('XliffControls', () => {
  it('lists what an import applies and refuses, and applies only when confirmed', async () => {
    const user = userEvent.setup();
    const onApply = renderControls();
    const xml = exportXliff(post).replace(/(<target>Lies die )<ph [^>]*\/>/, '$1');
    await user.upload(screen.getByLabelText('Import XLIFF'), xliffFile(xml));

    const dialog = await screen.findByRole('alertdialog', { name: 'Import this XLIFF file?' });
    expect(dialog).toHaveAccessibleDescription(
      '2 segments take the file’s words, 0 are held back because the original changed since the export, 1 cannot be used and 0 already match.',
    );
    const applied = within(dialog).getByRole('region', { name: /Take the file’s words/ });
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Segment title', 'Segment body.2']);
    expect(within(dialog).getByRole('region', { name: 'Refused' })).toHaveTextContent(
      'Segment body.0: its locked parts (links, images, formatting) differ from the original’s',
    );
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ applied: { title: 'Hallo Welt', 'body.2': 'Erster Punkt' } }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancelling applies nothing', async () => {
    const user = userEvent.setup();
    const onApply = renderControls();
    await user.upload(screen.getByLabelText('Import XLIFF'), xliffFile(exportXliff(post)));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says in one line why a file that does not fit was not imported, with no dialog', async () => {
    const user = userEvent.setup();
    const onApply = renderControls();
    const input = screen.getByLabelText('Import XLIFF');
    await user.upload(input, xliffFile('<xliff version="2.0"><file'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not well-formed XML. Nothing was imported.',
    );
    const unknown = exportXliff(post).replace('<unit id="body.2"', '<unit id="body.7"');
    await user.upload(input, xliffFile(unknown));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has segments this translation does not have (body.7). Nothing was imported.',
    );
    expect(input).toHaveAccessibleDescription(/body\.7/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('speaks the admin’s language', () => {
    renderWithProviders(
      <XliffControls
        post={post}
        workspace={workspace}
        fileName="de-post.xlf"
        segmentLabel={(key) => key}
        onApply={vi.fn()}
      />,
      { language: 'ja', messages: ja },
    );
    expect(screen.getByRole('button', { name: 'XLIFFをエクスポート' })).toBeInTheDocument();
    expect(screen.getByLabelText('XLIFFをインポート')).toBeInTheDocument();
  });
});

describe('LinksRewritten', () => {
  it('lists the rewritten links only, each with where it pointed and where it points now', () => {
    renderWithProviders(
      <LinksRewritten
        rewrites={[
          { url: '/resources/blog/launch', target: '/de/resources/blog/start', outcome: 'post' },
          { url: '/pricing', target: '/de/pricing', outcome: 'page' },
          { url: 'https://example.com', target: 'https://example.com', outcome: 'external' },
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Links that follow the language' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'This post in the translation’s languageIn the original: /resources/blog/launch→In the translation: /de/resources/blog/start',
      'This page in the translation’s languageIn the original: /pricing→In the translation: /de/pricing',
    ]);
  });

  it('says so when no link changed', () => {
    renderWithProviders(<LinksRewritten rewrites={[]} />);
    expect(screen.getByText('No link needed changing.')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { splitBody } from '../../../../supabase/functions/_shared/markdown-segments';
import {
  initialDraft,
  inSourceTokens,
  pairSegments,
  progressOf,
  rebuildTranslation,
  segmentsToTranslate,
  unpairedTargetSegments,
  type WorkspaceColumns,
} from './workspace-segments';
import { sourceHash, stampState } from './workspace-states';

const post = (fields: Partial<WorkspaceColumns>): WorkspaceColumns => ({
  title: '',
  excerpt: null,
  seo_title: null,
  meta_description: null,
  featured_image_alt: null,
  tags: [],
  content_markdown: '',
  ...fields,
});

const source = post({
  title: 'Launch day',
  tags: ['sales'],
  content_markdown:
    '## Why it matters\n\nRead **the guide** at [our docs](https://example.com/docs).\n\n![A chart](/img/chart.png)\n\n```js\nconst x = 1;\n```\n',
});

describe('the workspace model', () => {
  it('pairs a translation with its source by key, in the source’s locked parts', () => {
    const target = post({
      title: 'Starttag',
      tags: ['Vertrieb'],
      content_markdown:
        '## Warum es zählt\n\nLesen Sie **den Leitfaden** in [unserer Doku](https://example.com/docs).\n\n![Ein Diagramm](/img/chart.png)\n\n```js\nconst x = 1;\n```\n',
    });
    const segments = pairSegments(source, target);
    const byKey = Object.fromEntries(segments.map((segment) => [segment.key, segment]));
    expect(byKey.title?.target).toBe('Starttag');
    const paragraph = segments.find((segment) => segment.source.kind === 'paragraph')!;
    // The link is one chip (its text is a segment of its own); ** are chips too.
    expect(paragraph.source.locked).toEqual(['**', '**', '[our docs](https://example.com/docs)']);
    expect(paragraph.target).toBe('Lesen Sie ⟦0⟧den Leitfaden⟦1⟧ in ⟦2⟧.');
    expect(segments.find((segment) => segment.source.kind === 'link-text')?.target).toBe(
      'unserer Doku',
    );
  });

  it('rebuilds the body from the source’s Markdown: same structure, typed words', () => {
    const segments = pairSegments(source, post({}));
    const draft = { ...initialDraft(segments) };
    for (const segment of segments) {
      draft[segment.key] = segment.source.text.replace(/[A-Za-z][a-z ]+/g, (words) => `«${words}»`);
    }
    const update = rebuildTranslation(source, segments, draft);
    // Links compared by target: their texts are translated segments of their own.
    const structure = (markdown: string) =>
      splitBody(markdown).map((segment) => [
        segment.kind,
        segment.locked.map((piece) => piece.replace(/^(!?)\[[\s\S]*\]\(/, '$1[]=(')),
      ]);
    expect(structure(update.content_markdown ?? '')).toEqual(
      structure(source.content_markdown ?? ''),
    );
    expect(update.content_markdown).toContain('[«our docs»](https://example.com/docs)');
    expect(update.content_markdown).toContain('```js\nconst x = 1;\n```');
    expect(update.title).toBe('«Launch day»');
    expect(update.tags).toEqual(['«sales»']);
  });

  it('counts segments a translation added, which a rebuild from the source would drop', () => {
    const added = post({
      ...source,
      content_markdown: `${source.content_markdown}\nEin Absatz mehr.\n`,
    });
    expect(unpairedTargetSegments(source, source)).toBe(0);
    expect(unpairedTargetSegments(source, added)).toBe(1);
  });

  it('refuses to line up a translation that lost a link', () => {
    const paragraph = pairSegments(source, post({})).find(
      (segment) => segment.source.kind === 'paragraph',
    )!;
    expect(inSourceTokens(paragraph.source, 'Lesen Sie **den Leitfaden**.')).toBeNull();
  });

  it('sends untranslated segments and those whose source changed, and counts progress', () => {
    const segments = pairSegments(source, post({ title: 'Starttag' }));
    const draft = initialDraft(segments);
    const stamp = { by: 'u1', sourceVersion: 1 };
    const states = {
      title: { ...stampState('reviewed', 'Launch day', stamp) },
    };
    const keys = segmentsToTranslate(segments, draft, states).map((segment) => segment.key);
    expect(keys).not.toContain('title');
    expect(keys).toContain('tags.0');
    const changed = { title: { ...states.title, source_hash: sourceHash('Old title') } };
    expect(segmentsToTranslate(segments, draft, changed).map((segment) => segment.key)).toContain(
      'title',
    );
    expect(progressOf(segments, draft, states)).toEqual({
      translated: 1,
      reviewed: 1,
      total: segments.length,
    });
  });
});

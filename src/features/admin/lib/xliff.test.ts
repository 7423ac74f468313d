// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pairSegments, type Draft, type WorkspaceColumns } from './workspace-segments';
import { sourceHash, type SegmentStates } from './workspace-states';
import {
  applyXliffImport,
  exportXliff,
  exportXliffSelection,
  importXliff,
  type XliffPost,
  type XliffWorkspace,
} from './xliff';

const body = [
  '# Getting started',
  '',
  'Read the [pricing page](/pricing) and the **guide**.',
  '',
  '- First item',
].join('\n');

function columns(overrides: Partial<WorkspaceColumns> = {}): WorkspaceColumns {
  return {
    title: 'Hello world',
    excerpt: 'A short intro',
    seo_title: null,
    meta_description: null,
    featured_image_alt: null,
    tags: ['news'],
    content_markdown: body,
    ...overrides,
  };
}

const empty = columns({ title: '', excerpt: '', tags: [], content_markdown: '' });

/** German words per key, with the source's tokens where the source has them. */
const german: Draft = {
  title: 'Hallo Welt',
  excerpt: 'Eine kurze Einführung',
  'tags.0': 'Neuigkeiten',
  'body.0': 'Erste Schritte',
  'body.1': 'Lies die ⟦0⟧ und den ⟦1⟧Leitfaden⟦2⟧.',
  'body.2': 'Preisseite',
  'body.3': 'Erster Punkt',
};

function post(overrides: Partial<XliffPost> = {}): XliffPost {
  return {
    translationId: 'de-post',
    sourceId: 'en-post',
    sourceLanguage: 'en',
    targetLanguage: 'de',
    sourceVersion: 3,
    segments: pairSegments(columns(), empty),
    draft: german,
    states: {},
    ...overrides,
  };
}

function workspace(overrides: Partial<XliffWorkspace> = {}): XliffWorkspace {
  return {
    translationId: 'de-post',
    sourceId: 'en-post',
    sourceLanguage: 'en',
    targetLanguage: 'de',
    segments: pairSegments(columns(), empty),
    draft: {},
    ...overrides,
  };
}

function imported(xml: string, into: XliffWorkspace = workspace()) {
  const outcome = importXliff(xml, into);
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

describe('exportXliff', () => {
  it('writes an XLIFF 2.0 file per translation, a unit per segment, locked parts as codes', () => {
    const document = new DOMParser().parseFromString(exportXliff(post()), 'application/xml');
    const root = document.documentElement;
    expect(root.namespaceURI).toBe('urn:oasis:names:tc:xliff:document:2.0');
    expect(root.getAttribute('version')).toBe('2.0');
    expect(root.getAttribute('srcLang')).toBe('en');
    expect(root.getAttribute('trgLang')).toBe('de');
    const [file] = Array.from(root.getElementsByTagName('file'));
    expect(file?.getAttribute('id')).toBe('de-post');
    expect(file?.getAttribute('original')).toBe('en-post');
    const units = Array.from(root.getElementsByTagName('unit'));
    expect(units.map((unit) => unit.getAttribute('id'))).toEqual(Object.keys(german));
    const paragraph = units.find((unit) => unit.getAttribute('id') === 'body.1');
    const codes = Array.from(paragraph?.getElementsByTagName('source')[0]?.children ?? []);
    expect(
      codes.map((code) => [code.localName, code.getAttribute('id'), code.getAttribute('disp')]),
    ).toEqual([
      ['ph', '0', '[pricing page](/pricing)'],
      ['ph', '1', '**'],
      ['ph', '2', '**'],
    ]);
    expect(paragraph?.getElementsByTagName('target')[0]?.textContent).toBe(
      'Lies die  und den Leitfaden.',
    );
    const hash = Array.from(paragraph?.getElementsByTagName('note') ?? []).map(
      (note) => note.textContent,
    );
    expect(hash).toEqual([sourceHash('Read the [pricing page](/pricing) and the **guide**.'), '3']);
  });

  it('leaves out the target of a segment with no words yet and marks it initial', () => {
    const xml = exportXliff(post({ draft: { title: 'Hallo Welt' } }));
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    const units = Array.from(document.getElementsByTagName('unit'));
    expect(units.filter((unit) => unit.getElementsByTagName('target').length > 0)).toHaveLength(1);
    const states = units.map((unit) =>
      unit.getElementsByTagName('segment')[0]?.getAttribute('state'),
    );
    expect(states[0]).toBe('translated');
    expect(states.slice(1).every((state) => state === 'initial')).toBe(true);
  });
});

describe('importXliff', () => {
  it('round trip: an export imported into an empty translation gives the same targets', () => {
    const result = imported(exportXliff(post()));
    expect(result.applied).toEqual(german);
    expect(result.refused).toEqual({});
    expect(result.flagged).toEqual({});
  });

  it('applies an agency’s edited target and leaves the others as they are', () => {
    const xml = exportXliff(post()).replace('Erster Punkt', 'Der erste Punkt');
    const result = imported(xml, workspace({ draft: german }));
    expect(result.applied).toEqual({ 'body.3': 'Der erste Punkt' });
    expect(result.unchanged).toHaveLength(Object.keys(german).length - 1);
  });

  it('refuses a unit whose codes differ from the source’s', () => {
    const xml = exportXliff(post());
    const dropped = xml.replace(/(<target>Lies die )<ph [^>]*\/>/, '$1');
    expect(imported(dropped).refused).toEqual({ 'body.1': 'placeholders' });
    const renumbered = xml.replace(/(<target>Lies die <ph id=")0"/, '$17"');
    expect(imported(renumbered).refused).toEqual({ 'body.1': 'placeholders' });
    const doubled = xml.replace(/(<target>Lies die )(<ph [^>]*\/>)/, '$1$2$2');
    expect(imported(doubled).refused).toEqual({ 'body.1': 'placeholders' });
    expect(imported(dropped).applied['body.1']).toBeUndefined();
  });

  it('flags, without applying, a unit whose source changed since the export', () => {
    const xml = exportXliff(post());
    const changed = columns({ content_markdown: body.replace('First item', 'Very first item') });
    const result = imported(xml, workspace({ segments: pairSegments(changed, empty) }));
    expect(result.flagged).toEqual({ 'body.3': 'Erster Punkt' });
    expect(result.applied['body.3']).toBeUndefined();
    expect(result.applied['body.0']).toBe('Erste Schritte');
  });

  it('tells a changed source from the unit’s own source when a tool dropped the notes', () => {
    const xml = exportXliff(post()).replace(/<notes>[\s\S]*?<\/notes>/g, '');
    expect(imported(xml).applied).toEqual(german);
    const changed = columns({ title: 'Hello there' });
    const result = imported(xml, workspace({ segments: pairSegments(changed, empty) }));
    expect(Object.keys(result.flagged)).toEqual(['title']);
  });

  it('reads what CAT tools add: annotations, code points and a unit cut into two segments', () => {
    const xml = exportXliff(post())
      .replace('Erste Schritte', '<mrk id="m1" type="term">Erste</mrk> Schritte')
      .replace('Eine kurze Einführung', 'Eine kurze<cp hex="00A0"/>Einführung')
      .replace(
        /(<unit id="body.3" name="list-item">[\s\S]*?)<segment state="translated"><source>First item<\/source><target>Erster Punkt<\/target><\/segment>/,
        '$1<segment><source>First</source><target>Der erste</target></segment><ignorable><source> </source><target> </target></ignorable><segment><source>item</source><target>Punkt</target></segment>',
      );
    const result = imported(xml, workspace({ draft: german }));
    expect(result.applied).toEqual({
      excerpt: 'Eine kurze\u00a0Einführung',
      'body.3': 'Der erste Punkt',
    });
    expect(result.unchanged).toContain('body.0');
    const added = exportXliff(post()).replace('Erster Punkt', '<pc id="x">Erster</pc> Punkt');
    expect(imported(added).refused).toEqual({ 'body.3': 'inline_codes' });
  });

  it('keeps a script tag in a target as text that is refused, never as markup', () => {
    const escaped = exportXliff(post()).replace(
      'Erster Punkt',
      '&lt;script&gt;alert(1)&lt;/script&gt; Punkt',
    );
    expect(imported(escaped).refused).toEqual({ 'body.3': 'structure' });
    const inTitle = exportXliff(post()).replace('Hallo Welt', '&lt;img src=x onerror=alert(1)&gt;');
    expect(imported(inTitle).refused).toEqual({ title: 'structure' });
    const element = exportXliff(post()).replace('Erster Punkt', '<script>alert(1)</script>');
    expect(imported(element).refused).toEqual({ 'body.3': 'inline_codes' });
  });

  it('refuses a DTD: no external entity is read and no entity expanded', () => {
    const xml = exportXliff(post());
    const xxe = xml
      .replace('<xliff', '<!DOCTYPE xliff [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<xliff')
      .replace('Hallo Welt', '&xxe;');
    expect(importXliff(xxe, workspace())).toMatchObject({ ok: false, code: 'doctype' });
    const lol = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join('');
    const laughs = xml
      .replace('<xliff', `<!DOCTYPE xliff [<!ENTITY lol0 "lol">${lol}]>\n<xliff`)
      .replace('Hallo Welt', '&lol9;');
    expect(importXliff(laughs, workspace())).toMatchObject({ ok: false, code: 'doctype' });
  });

  it('reports malformed XML, another format, other languages and unknown units as errors', () => {
    const xml = exportXliff(post());
    expect(importXliff(xml.slice(0, -40), workspace())).toMatchObject({
      ok: false,
      code: 'malformed',
    });
    expect(importXliff('<html><body/></html>', workspace())).toMatchObject({
      ok: false,
      code: 'not_xliff2',
    });
    expect(importXliff(xml.replace('trgLang="de"', 'trgLang="fr"'), workspace())).toMatchObject({
      ok: false,
      code: 'languages',
    });
    expect(importXliff(xml, workspace({ translationId: 'other' }))).toMatchObject({
      ok: false,
      code: 'no_file',
    });
    expect(importXliff(xml, workspace({ sourceId: 'other' }))).toMatchObject({
      ok: false,
      code: 'wrong_original',
    });
    const extra = xml.replace('<unit id="body.3"', '<unit id="body.9"');
    expect(importXliff(extra, workspace())).toEqual({
      ok: false,
      code: 'unknown_units',
      message: expect.any(String),
      keys: ['body.9'],
    });
  });
});

describe('exportXliffSelection', () => {
  it('2 posts × 2 languages: a document per language with a file per translation, each importable', () => {
    const other = columns({ title: 'Second post', tags: [], content_markdown: 'Just words.' });
    const otherSegments = pairSegments(other, empty);
    const posts = ['de', 'fr'].flatMap((language) => [
      post({
        translationId: `${language}-1`,
        targetLanguage: language,
        draft: { title: `${language} one` },
      }),
      post({
        translationId: `${language}-2`,
        sourceId: 'en-2',
        targetLanguage: language,
        segments: otherSegments,
        draft: { 'body.0': `${language} words.` },
      }),
    ]);
    const documents = exportXliffSelection(posts);
    expect(documents.map((document) => document.targetLanguage)).toEqual(['de', 'fr']);
    for (const document of documents) {
      const parsed = new DOMParser().parseFromString(document.xml, 'application/xml');
      const ids = Array.from(parsed.getElementsByTagName('file')).map((file) =>
        file.getAttribute('id'),
      );
      expect(ids).toEqual([`${document.targetLanguage}-1`, `${document.targetLanguage}-2`]);
      const language = document.targetLanguage;
      const second = imported(
        document.xml,
        workspace({
          translationId: `${language}-2`,
          sourceId: 'en-2',
          targetLanguage: language,
          segments: otherSegments,
        }),
      );
      expect(second.applied).toEqual({ 'body.0': `${language} words.` });
      const first = imported(
        document.xml,
        workspace({ translationId: `${language}-1`, targetLanguage: language }),
      );
      expect(first.applied).toEqual({ title: `${language} one` });
    }
  });
});

describe('applyXliffImport', () => {
  it('puts the words in the draft as a person’s unreviewed edit', () => {
    const segments = pairSegments(columns(), empty);
    const states: SegmentStates = {};
    const now = new Date('2026-11-29T05:00:00Z');
    const next = applyXliffImport(
      { title: 'Alt' },
      states,
      segments,
      { applied: { title: 'Hallo Welt' }, flagged: { excerpt: 'x' }, refused: {}, unchanged: [] },
      { by: 'agency-importer', sourceVersion: 4, now },
    );
    expect(next.draft).toEqual({ title: 'Hallo Welt' });
    expect(next.states).toEqual({
      title: {
        state: 'edited',
        by: 'agency-importer',
        at: now.toISOString(),
        source_version: 4,
        source_hash: sourceHash('Hello world'),
      },
    });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkStructure,
  joinBody,
  protectInline,
  restoreInline,
  splitBody,
  splitPost,
  tokenPattern,
  type Segment,
} from './markdown-segments.ts';

const seed = readFileSync(path.resolve(__dirname, '../../seed.sql'), 'utf8');
const seedBodies = [...seed.matchAll(/\$md\$([\s\S]*?)\$md\$/g)].map((match) => match[1] ?? '');

/** A stand-in translation: every translatable word upper-cased, locked parts untouched. */
function shout(segment: Segment): string {
  const text = segment.text.replace(/[^⟦⟧\d]+|⟦\d+⟧/g, (part) =>
    part.startsWith('⟦') ? part : part.toUpperCase(),
  );
  return restoreInline(text, segment.locked);
}

const sample = [
  '# Getting *started* with {product}',
  '',
  'Read [our **guide**](/blog/guide "Guide") and see ![a happy cat](/blog/cat.jpg).',
  'Run `npm start` or visit https://demoly.example/docs, &copy; \\*not emphasis\\*.',
  '',
  '> A quote that spans',
  '> two lines with [a link](https://example.com/a?b=c).',
  '',
  '- First *item*',
  '  continued here',
  '- [![Logo alt](/logo.png)](/home)',
  '',
  '| Plan | Price |',
  '|------|-------|',
  '| Pro \\| yearly | [Buy](/buy) |',
  '',
  '```ts',
  'const translated = false;',
  '```',
  '',
  '<div class="note">Raw HTML block</div>',
  '',
].join('\n');

describe('splitPost', () => {
  it('cuts fields, tags and body blocks into keyed segments with locked Markdown', () => {
    const segments = splitPost({
      title: 'Demos for {company}',
      excerpt: 'Short',
      seo_title: null,
      seo_description: 'Meta',
      image_alt: 'A cat',
      tags: ['Agencies', 'White label'],
      body: sample,
    });
    const byKey = new Map(segments.map((segment) => [segment.key, segment]));
    expect([...byKey.keys()].slice(0, 6)).toEqual([
      'title',
      'excerpt',
      'seo_description',
      'image_alt',
      'tags.0',
      'tags.1',
    ]);
    expect(byKey.get('title')).toMatchObject({ text: 'Demos for ⟦0⟧', locked: ['{company}'] });
    const body = segments.filter((segment) => segment.key.startsWith('body.'));
    expect(body.map((segment) => [segment.kind, segment.text])).toEqual([
      ['heading', 'Getting ⟦0⟧started⟦1⟧ with ⟦2⟧'],
      ['paragraph', 'Read ⟦0⟧ and see ⟦1⟧.\nRun ⟦2⟧ or visit ⟦3⟧, ⟦4⟧ ⟦5⟧not emphasis⟦6⟧.'],
      ['link-text', 'our ⟦0⟧guide⟦1⟧'],
      ['image-alt', 'a happy cat'],
      ['quote', 'A quote that spans\ntwo lines with ⟦0⟧.'],
      ['link-text', 'a link'],
      ['list-item', 'First ⟦0⟧item⟦1⟧\ncontinued here'],
      ['image-alt', 'Logo alt'],
      ['table-cell', 'Plan'],
      ['table-cell', 'Price'],
      ['table-cell', 'Pro ⟦0⟧ yearly'],
      ['link-text', 'Buy'], // the cell itself is only a link,
    ]);
    expect(body.map((segment) => segment.key)).toEqual(body.map((_, index) => `body.${index}`));
    const paragraph = body[1]!;
    expect(paragraph.locked).toEqual([
      '[our **guide**](/blog/guide "Guide")',
      '![a happy cat](/blog/cat.jpg)',
      '`npm start`',
      'https://demoly.example/docs',
      '&copy;',
      '\\*',
      '\\*',
    ]);
    expect(body[2]).toMatchObject({ parent: 'body.1' });
    // Code blocks and HTML blocks are never segments.
    expect(body.some((segment) => segment.source.includes('translated'))).toBe(false);
    expect(body.some((segment) => segment.source.includes('Raw HTML'))).toBe(false);
  });

  it('leaves empty fields out and treats titles as plain text', () => {
    const segments = splitPost({ title: 'Why *this* <b>works</b>', excerpt: '  ', tags: [] });
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({ mode: 'plain', text: 'Why *this* ⟦0⟧works⟦1⟧' });
  });
});

describe('protectInline / restoreInline', () => {
  it.each([
    'Plain words only',
    'A **bold** _move_ with ~~strike~~ and `code` and <kbd>Ctrl</kbd>',
    'Brackets ⟦0⟧ already in the source ⟦ ⟧ stay locked',
    'Escapes \\_ \\[ and entities &amp; &#169; {placeholder} {{double}}',
    'Hard break  \nand backslash break\\\nend',
    '1986. A heading that is not a list',
    '# not a heading inside a segment',
  ])('restores %j byte for byte', (source) => {
    const { text, locked } = protectInline(source);
    expect(restoreInline(text, locked)).toBe(source);
    // Our own brackets never survive as text: every ⟦n⟧ is a token.
    expect(text.replace(tokenPattern, '')).not.toMatch(/[⟦⟧]/);
  });

  it('restores plain fields byte for byte, locking URLs, tags and placeholders', () => {
    const source = 'See https://a.example/x?y=1 <em>now</em> for {name} ⟦1⟧';
    const { text, locked } = protectInline(source, 'plain');
    expect(text).toBe('See ⟦0⟧ ⟦1⟧now⟦2⟧ for ⟦3⟧ ⟦4⟧1⟦5⟧');
    expect(restoreInline(text, locked)).toBe(source);
  });
});

describe('joinBody', () => {
  it.each(seedBodies.map((body, index) => [index, body] as const))(
    'gives seed post %i back exactly with identity translations',
    (_index, body) => {
      const segments = splitBody(body);
      expect(segments.length).toBeGreaterThan(0);
      expect(joinBody(body, {})).toBe(body);
      const identity = Object.fromEntries(segments.map((segment) => [segment.key, segment.source]));
      expect(joinBody(body, identity)).toBe(body);
    },
  );

  it('puts translations in place, link texts and alt texts inside their links and images', () => {
    const segments = splitBody(sample);
    const translated = joinBody(
      sample,
      Object.fromEntries(segments.map((segment) => [segment.key, shout(segment)])),
    );
    expect(translated).toContain('# GETTING *STARTED* WITH {product}');
    expect(translated).toContain(
      'READ [OUR **GUIDE**](/blog/guide "Guide") AND SEE ![A HAPPY CAT](/blog/cat.jpg).',
    );
    expect(translated).toContain(
      '> A QUOTE THAT SPANS\n> TWO LINES WITH [A LINK](https://example.com/a?b=c).',
    );
    expect(translated).toContain(
      '- FIRST *ITEM*\n  CONTINUED HERE\n- [![LOGO ALT](/logo.png)](/home)',
    );
    expect(translated).toContain('| PRO \\| YEARLY | [BUY](/buy) |');
    expect(translated).toContain('```ts\nconst translated = false;\n```');
    expect(translated).toContain('<div class="note">Raw HTML block</div>');
  });

  it.each(seedBodies.map((body, index) => [index, body] as const))(
    'keeps seed post %i’s structure under a full translation',
    (_index, body) => {
      const all = splitBody(body);
      const out = joinBody(body, Object.fromEntries(all.map((s) => [s.key, shout(s)])));
      expect(splitBody(out).map((s) => [s.kind, s.locked])).toEqual(
        all.map((s) => [s.kind, s.locked]),
      );
    },
  );

  it('moves a link within a sentence when the translation reorders it', () => {
    const body = 'See [the guide](/g) today.\n';
    const [paragraph, link] = splitBody(body);
    expect(paragraph?.text).toBe('See ⟦0⟧ today.');
    const german = restoreInline('Lies heute ⟦0⟧.', paragraph!.locked);
    expect(joinBody(body, { [paragraph!.key]: german, [link!.key]: 'die Anleitung' })).toBe(
      'Lies heute [die Anleitung](/g).\n',
    );
  });
});

describe('checkStructure', () => {
  const source = 'Read [the guide](/blog/guide) and run `npm start` for {name}.';
  it('accepts a translation that keeps every locked part, in any order', () => {
    expect(
      checkStructure(
        source,
        'Für {name}: `npm start` ausführen und [the guide](/blog/guide) lesen.',
      ),
    ).toEqual({ ok: true });
  });

  it.each([
    ['an empty text', '   ', /empty/],
    [
      'a changed link target',
      'Lies [the guide](https://evil.example) und `npm start` {name}.',
      /link “\/blog\/guide”/,
    ],
    ['a dropped code span', 'Lies [the guide](/blog/guide) für {name}.', /code “`npm start`”/],
    [
      'a script tag',
      'Lies [the guide](/blog/guide) `npm start` {name}<script>alert(1)</script>',
      /adds HTML .*<script>/,
    ],
    [
      'an extra image',
      'Lies [the guide](/blog/guide) `npm start` {name} ![x](/y.png)',
      /adds image/,
    ],
    [
      'a new heading',
      'Lies [the guide](/blog/guide) `npm start`\n\n# {name}',
      /line break|block structure/,
    ],
    ['a 100× longer text', `${source} ${'lang '.repeat(2500)}`, /more than 4×/],
  ])('refuses %s with a reason', (_what, translated, reason) => {
    const result = checkStructure(source, translated);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('refuses a new block in a multi-line paragraph and a pipe in a table cell', () => {
    expect(checkStructure('one\ntwo', 'eins\n- zwei').ok).toBe(false);
    expect(checkStructure('Pro plan', 'Pro | Plan', { tableCell: true }).ok).toBe(false);
    expect(checkStructure('Pro plan', 'Pro \\| Plan', { tableCell: true }).ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { joinBlocks, mergeBlocks, splitBlocks } from './markdown-blocks';

const texts = (body: string) => splitBlocks(body).blocks.map((block) => block.text);

const body = [
  '# Getting started',
  '',
  'First paragraph,',
  'on two lines.',
  '',
  '- one',
  '- two',
  '  still two',
  '1. first',
  '',
  '![A chart](/img/chart.png)',
  'Caption under the image.',
  '',
  '```ts',
  'const a = 1;',
  '',
  'const b = 2;',
  '```',
  '## Next',
  'Last words.',
  '',
].join('\n');

describe('splitBlocks', () => {
  it('splits paragraphs, headings, list items and image lines, keeping code blocks whole', () => {
    expect(texts(body)).toEqual([
      '# Getting started',
      'First paragraph,\non two lines.',
      '- one',
      '- two\n  still two',
      '1. first',
      '![A chart](/img/chart.png)',
      'Caption under the image.',
      '```ts\nconst a = 1;\n\nconst b = 2;\n```',
      '## Next',
      'Last words.',
    ]);
  });

  it.each([
    body,
    '',
    '\n\n',
    '  \nLeading blank line\n\n\n\nand many\n  \n',
    'Windows\r\nlines\r\n\r\n- a\r\n',
    '```\nunclosed fence\n\nstill code',
    '~~~~\n```\n~~~~\nafter',
  ])('joins back to the same text, byte for byte (%#)', (text) => {
    expect(joinBlocks(splitBlocks(text))).toBe(text);
  });
});

const base = ['# Title', 'Para one.', 'Para two.', 'Para three.'].join('\n\n');
const edit = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`no ${from}`);
  return text.replace(from, to);
};

describe('mergeBlocks', () => {
  it('keeps both when two people edit different paragraphs, neighbours included', () => {
    const mine = edit(base, 'Para two.', 'Para two, mine.');
    const theirs = edit(base, 'Para three.', 'Para three, theirs.');
    const merged = mergeBlocks(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe(
      ['# Title', 'Para one.', 'Para two, mine.', 'Para three, theirs.'].join('\n\n'),
    );
  });

  it('asks about a paragraph both changed, and only that one', () => {
    const mine = edit(edit(base, 'Para one.', 'Para one, mine.'), 'Para three.', 'Mine three.');
    const theirs = edit(edit(base, '# Title', '# Their title'), 'Para three.', 'Their three.');
    const merged = mergeBlocks(base, mine, theirs);
    expect(merged.conflicts).toEqual([
      { base: ['Para three.'], mine: ['Mine three.'], theirs: ['Their three.'] },
    ]);
    const expected = (three: string) =>
      ['# Their title', 'Para one, mine.', 'Para two.', three].join('\n\n');
    expect(merged.resolve([{ take: 'theirs' }])).toBe(expected('Their three.'));
    expect(merged.resolve([{ take: 'mine' }])).toBe(expected('Mine three.'));
    expect(merged.resolve([{ take: 'edit', text: 'Both of us.\n' }])).toBe(expected('Both of us.'));
    // An emptied edit removes the stretch.
    expect(merged.resolve([{ take: 'edit', text: '  ' }])).toBe(
      ['# Their title', 'Para one, mine.', 'Para two.'].join('\n\n'),
    );
  });

  it('is no conflict when both made the same change', () => {
    const both = edit(base, 'Para two.', 'Para two, fixed.');
    const merged = mergeBlocks(base, both, edit(both, '# Title', '# New title'));
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe(edit(both, '# Title', '# New title'));
  });

  it('merges list items one by one, and keeps a list tight', () => {
    const list = 'Intro.\n\n- apples\n- pears\n- plums\n\nOutro.';
    const mine = edit(list, '- apples', '- green apples');
    const theirs = edit(list, '- plums', '- plums\n- cherries');
    const merged = mergeBlocks(list, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe(
      'Intro.\n\n- green apples\n- pears\n- plums\n- cherries\n\nOutro.',
    );
  });

  it('treats an image line as its own block', () => {
    const post = 'Before.\n\n![Old alt](/a.png)\n\nAfter.';
    const mine = edit(post, 'Old alt', 'New alt');
    const theirs = edit(post, 'After.', 'After, edited.');
    const merged = mergeBlocks(post, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe('Before.\n\n![New alt](/a.png)\n\nAfter, edited.');

    const clash = mergeBlocks(post, mine, edit(post, '/a.png', '/b.png'));
    expect(clash.conflicts).toEqual([
      {
        base: ['![Old alt](/a.png)'],
        mine: ['![New alt](/a.png)'],
        theirs: ['![Old alt](/b.png)'],
      },
    ]);
  });

  it('keeps a changed heading apart from the paragraph under it', () => {
    const post = '## Setup\nInstall it.\n\nUse it.';
    const mine = edit(post, '## Setup', '## Installation');
    const theirs = edit(post, 'Install it.', 'Install it with npm.');
    const merged = mergeBlocks(post, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe('## Installation\nInstall it with npm.\n\nUse it.');
  });

  it('keeps blocks added by each in different places, and asks when both add at the same place', () => {
    const mine = `${base}\n\nMine at the end.`;
    const theirs = edit(base, 'Para one.', 'Para one.\n\nTheirs after one.');
    const merged = mergeBlocks(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe(
      [
        '# Title',
        'Para one.',
        'Theirs after one.',
        'Para two.',
        'Para three.',
        'Mine at the end.',
      ].join('\n\n'),
    );

    const same = mergeBlocks(base, `${base}\n\nMine.`, `${base}\n\nTheirs.`);
    expect(same.conflicts).toEqual([{ base: [], mine: ['Mine.'], theirs: ['Theirs.'] }]);
    expect(same.resolve([{ take: 'theirs' }])).toBe(`${base}\n\nTheirs.`);
  });

  it('adds a paragraph beside one the other person edited', () => {
    const mine = edit(base, 'Para two.', 'Para two, mine.');
    const theirs = edit(base, 'Para two.', 'New before two.\n\nPara two.');
    const merged = mergeBlocks(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe(
      ['# Title', 'Para one.', 'New before two.', 'Para two, mine.', 'Para three.'].join('\n\n'),
    );
  });

  it('removes a block the other did not touch, and asks when one deleted what the other edited', () => {
    const mine = edit(base, 'Para one.', 'Para one, mine.');
    const theirs = edit(base, '\n\nPara three.', '');
    const merged = mergeBlocks(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe(['# Title', 'Para one, mine.', 'Para two.'].join('\n\n'));

    const deleted = mergeBlocks(base, edit(base, 'Para three.', 'Para three, mine.'), theirs);
    expect(deleted.conflicts).toEqual([
      { base: ['Para three.'], mine: ['Para three, mine.'], theirs: [] },
    ]);
    expect(deleted.resolve([{ take: 'theirs' }])).toBe(
      ['# Title', 'Para one.', 'Para two.'].join('\n\n'),
    );
    expect(deleted.resolve([{ take: 'mine' }])).toBe(
      edit(base, 'Para three.', 'Para three, mine.'),
    );
  });

  it('keeps a code block whole, and a list stays a list after a deletion before a paragraph', () => {
    const post = '```\na\n\nb\n```\n\n- x\n- y\n\nEnd.';
    const mine = edit(post, 'b\n```', 'b2\n```');
    const theirs = edit(post, '- y\n', '');
    const merged = mergeBlocks(post, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.resolve([])).toBe('```\na\n\nb2\n```\n\n- x\n\nEnd.');
  });
});

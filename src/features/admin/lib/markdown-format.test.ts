import { history, redo, undo } from '@codemirror/commands';
import { markdownLanguage } from '@codemirror/lang-markdown';
import { EditorSelection, EditorState, type Transaction } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '@/lib/markdown';
import {
  imageInsertion,
  insertImage,
  toggleBlock,
  toggleInline,
  toggleLink,
  type FormatCommand,
} from './markdown-format';

/**
 * A body written with `[` and `]` around the selection, or `|` for the caret, e.g.
 * `a [word] here` or `a wo|rd`.
 */
function stateOf(marked: string) {
  const caret = marked.indexOf('|');
  const selection =
    caret >= 0
      ? EditorSelection.cursor(caret)
      : EditorSelection.range(marked.indexOf('['), marked.indexOf(']') - 1);
  const doc = caret >= 0 ? marked.replace('|', '') : marked.replace('[', '').replace(']', '');
  return EditorState.create({ doc, selection, extensions: [markdownLanguage, history()] });
}

/** The body after the command, with the selection marked as in `stateOf`. */
function run(command: FormatCommand, marked: string): string {
  const state = stateOf(marked);
  const spec = command(state);
  const next = spec ? state.update(spec).state : state;
  const { from, to } = next.selection.main;
  const doc = next.doc.toString();
  return from === to
    ? `${doc.slice(0, from)}|${doc.slice(from)}`
    : `${doc.slice(0, from)}[${doc.slice(from, to)}]${doc.slice(to)}`;
}

describe('toggleInline', () => {
  const bold = toggleInline('bold');
  const italic = toggleInline('italic');

  it('wraps a selection and keeps it selected, without the spaces at its ends', () => {
    expect(run(bold, 'a [word] here')).toBe('a **[word]** here');
    expect(run(bold, 'a [word ]here')).toBe('a **[word]** here');
    expect(run(italic, 'a [word] here')).toBe('a *[word]* here');
  });

  it('takes the markers away from bold text, selected or with the caret in it', () => {
    expect(run(bold, 'a **[word]** here')).toBe('a [word] here');
    expect(run(bold, 'a [**word**] here')).toBe('a [word] here');
    expect(run(bold, 'a **wo|rd** here')).toBe('a wo|rd here');
    expect(run(italic, 'a *wo|rd* here')).toBe('a wo|rd here');
  });

  it('tells italic from bold', () => {
    expect(run(italic, 'a **[word]** here')).toBe('a ***[word]*** here');
    expect(run(italic, 'a ***[word]*** here')).toBe('a **[word]** here');
    expect(run(bold, 'a ***[word]*** here')).toBe('a *[word]* here');
  });

  it('gives a bare caret an empty pair to type into, and takes an empty pair away', () => {
    expect(run(bold, 'a | here')).toBe('a **|** here');
    expect(run(bold, 'a **|** here')).toBe('a | here');
    expect(run(italic, 'a |')).toBe('a *|*');
    expect(run(italic, 'a *|*')).toBe('a |');
    expect(run(italic, 'a **|**')).toBe('a ***|***');
  });

  it('works on text in any script', () => {
    expect(run(bold, '日本語の[文章]です')).toBe('日本語の**[文章]**です');
    expect(run(bold, 'مرحبا [بالعالم]')).toBe('مرحبا **[بالعالم]**');
  });
});

describe('toggleLink', () => {
  it('makes the selection a link with the address selected to type over', () => {
    expect(run(toggleLink, 'see [our docs] now')).toBe('see [our docs]([https://]) now');
  });

  it('takes a selected address as the address, the caret where its text goes', () => {
    expect(run(toggleLink, 'see [https://example.com] now')).toBe(
      'see [|](https://example.com) now',
    );
  });

  it('gives a bare caret an empty link, and takes a link away keeping its text', () => {
    expect(run(toggleLink, 'see | now')).toBe('see [|](https://) now');
    expect(run(toggleLink, 'see [our d|ocs](https://example.com) now')).toBe('see [our docs] now');
  });
});

describe('toggleBlock', () => {
  it('makes every selected line a bulleted or numbered item, and back', () => {
    expect(run(toggleBlock('bulletList'), '[one\ntwo]')).toBe('- [one\n- two]');
    expect(run(toggleBlock('bulletList'), '- [one\n- two]')).toBe('[one\ntwo]');
    expect(run(toggleBlock('numberedList'), '[one\n\ntwo]')).toBe('1. [one\n\n2. two]');
    expect(run(toggleBlock('numberedList'), '- [one\n- two]')).toBe('1. [one\n2. two]');
  });

  it('puts the caret after a new marker on an empty line', () => {
    expect(run(toggleBlock('bulletList'), 'Intro\n\n|')).toBe('Intro\n\n- |');
    expect(run(toggleBlock('quote'), '|')).toBe('> |');
  });

  it('sets, changes and removes heading levels', () => {
    expect(run(toggleBlock('heading2'), 'Sec|tion')).toBe('## Sec|tion');
    expect(run(toggleBlock('heading3'), '## Sec|tion')).toBe('### Sec|tion');
    expect(run(toggleBlock('heading2'), '## Sec|tion')).toBe('Sec|tion');
  });

  it('quotes in front of a list and unquotes', () => {
    expect(run(toggleBlock('quote'), '[- one\n- two]')).toBe('> [- one\n> - two]');
    expect(run(toggleBlock('quote'), '> [one\n> two]')).toBe('[one\ntwo]');
  });

  it('leaves the line after a selection ending at its start alone', () => {
    expect(run(toggleBlock('bulletList'), '[one\n]two')).toBe('- [one\n]two');
  });
});

describe('imageInsertion', () => {
  const place = (body: string, at: number, alt: string) => {
    const { from, insert, caret } = imageInsertion(body, at, alt, 'blog-images/a.png');
    return { text: body.slice(0, from) + insert + body.slice(from), caret };
  };

  it('puts the image in its own paragraph at the caret and moves the caret after it', () => {
    const body = 'First paragraph.\nSecond line.';
    const { text, caret } = place(body, 'First paragraph.'.length, 'A chart');
    expect(text).toBe('First paragraph.\n\n![A chart](blog-images/a.png)\n\nSecond line.');
    expect(text.slice(caret)).toBe('\nSecond line.');
  });

  it('adds no blank lines the text already has, at the start or the end', () => {
    expect(place('', 0, 'x').text).toBe('![x](blog-images/a.png)');
    expect(place('Intro\n\n', 7, 'x').text).toBe('Intro\n\n![x](blog-images/a.png)');
  });

  it('keeps brackets, backslashes and line breaks in the alt text from breaking the image', () => {
    const { text } = place('', 0, 'Team [Q3]\nresults \\ plan');
    expect(text).toBe('![Team \\[Q3\\] results \\\\ plan](blog-images/a.png)');
    expect(markdownToHtml(text)).toContain('alt="Team [Q3] results \\ plan"');
  });
});

describe('insertImage', () => {
  const apply = (
    state: EditorState,
    command: (target: { state: EditorState; dispatch: (tr: Transaction) => void }) => boolean,
  ) => {
    let next = state;
    command({ state, dispatch: (tr) => (next = tr.state) });
    return next;
  };

  it('is one step of the history: undo takes the image out, redo puts it back', () => {
    let state = stateOf('Before.|');
    // Typing just before, which history would otherwise join to the insertion.
    state = state.update({ changes: { from: 7, insert: ' More' }, userEvent: 'input.type' }).state;
    state = state.update(insertImage(state, 12, 'A chart', 'blog-images/a.png')).state;
    expect(state.doc.toString()).toBe('Before. More\n\n![A chart](blog-images/a.png)');
    state = apply(state, undo);
    expect(state.doc.toString()).toBe('Before. More');
    state = apply(state, redo);
    expect(state.doc.toString()).toBe('Before. More\n\n![A chart](blog-images/a.png)');
    state = apply(state, undo);
    state = apply(state, undo);
    expect(state.doc.toString()).toBe('Before.');
  });
});

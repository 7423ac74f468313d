import {
  EditorSelection,
  type ChangeSpec,
  type EditorState,
  type SelectionRange,
  type TransactionSpec,
} from '@codemirror/state';
import { isolateHistory } from '@codemirror/commands';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { SyntaxNode } from '@lezer/common';

/**
 * The toolbar's and the shortcuts' formatting, as changes to a CodeMirror state (no view, no
 * DOM): each command reads the state and returns the transaction that formats every selection
 * range, so the editor's history undoes it like typing. The body stays Markdown (spec §3): a
 * command writes the Markdown a writer would have typed, and a second use takes it away again.
 */

/** A formatting command: the transaction for this state, or null when there is nothing to do. */
export type FormatCommand = (state: EditorState) => TransactionSpec | null;

/** The syntax tree of the whole body (a post is small enough to parse at once). */
function treeOf(state: EditorState) {
  return ensureSyntaxTree(state, state.doc.length, 250) ?? syntaxTree(state);
}

/** The innermost node named `name` that holds [from, to], if any. */
function enclosing(state: EditorState, from: number, to: number, name: string): SyntaxNode | null {
  for (const side of [1, -1] as const) {
    for (let node: SyntaxNode | null = treeOf(state).resolveInner(from, side); node;) {
      if (node.name === name && node.from <= from && node.to >= to) return node;
      node = node.parent;
    }
  }
  return null;
}

/** The range without the spaces at its ends: `** word **` is not bold in Markdown. */
function trimmed(state: EditorState, range: SelectionRange): { from: number; to: number } {
  const text = state.sliceDoc(range.from, range.to);
  const from = range.from + (text.length - text.trimStart().length);
  const to = range.to - (text.length - text.trimEnd().length);
  return from <= to ? { from, to } : { from: range.from, to: range.from };
}

function transaction(result: ReturnType<EditorState['changeByRange']>): TransactionSpec {
  return { ...result, scrollIntoView: true, userEvent: 'input.format' };
}

export type InlineStyle = 'bold' | 'italic';
const inline = {
  bold: { marker: '**', node: 'StrongEmphasis' },
  italic: { marker: '*', node: 'Emphasis' },
} as const;

/**
 * Bold or italic on or off. Inside (or over) text already so, the markers go; a selection gets
 * wrapped and stays selected; a bare caret gets an empty pair to type into, and a caret in an
 * empty pair takes the pair away again.
 */
export function toggleInline(style: InlineStyle): FormatCommand {
  const { marker, node: nodeName } = inline[style];
  const size = marker.length;
  return (state) =>
    transaction(
      state.changeByRange((range) => {
        const { from, to } = trimmed(state, range);
        const node = enclosing(state, from, to, nodeName);
        const open = node?.firstChild;
        const close = node?.lastChild;
        if (node && open && close && open.name === 'EmphasisMark' && close !== open) {
          const changes = [
            { from: open.from, to: open.to },
            { from: close.from, to: close.to },
          ];
          const set = state.changes(changes);
          return {
            changes: set,
            range: EditorSelection.range(set.mapPos(from, 1), set.mapPos(to, -1)),
          };
        }
        if (from === to) {
          const before = state.sliceDoc(from - size, from);
          const after = state.sliceDoc(from, from + size);
          // An empty pair, and (for italic) not the inside of an empty bold pair.
          const emptyPair =
            before === marker &&
            after === marker &&
            (style === 'bold' ||
              (state.sliceDoc(from - 2, from) !== '**' && state.sliceDoc(from, from + 2) !== '**'));
          if (emptyPair) {
            return {
              changes: { from: from - size, to: from + size },
              range: EditorSelection.cursor(from - size),
            };
          }
          return {
            changes: { from, insert: marker + marker },
            range: EditorSelection.cursor(from + size),
          };
        }
        return {
          changes: [
            { from, insert: marker },
            { from: to, insert: marker },
          ],
          range: EditorSelection.range(from + size, to + size),
        };
      }),
    );
}

/** What a new link's address starts as, selected so that typing replaces it. */
export const linkPlaceholder = 'https://';

/**
 * A link on or off. Inside a link, the link goes and its text stays. A selection becomes the
 * link's text with the address selected to type over (a selected address becomes the address,
 * with the caret where its text goes); a bare caret gets an empty link to fill in.
 */
export const toggleLink: FormatCommand = (state) =>
  transaction(
    state.changeByRange((range) => {
      const { from, to } = trimmed(state, range);
      const link = enclosing(state, from, to, 'Link');
      const marks = link?.getChildren('LinkMark') ?? [];
      if (link && marks.length >= 2) {
        const label = state.sliceDoc(marks[0]!.to, marks[1]!.from);
        return {
          changes: { from: link.from, to: link.to, insert: label },
          range: EditorSelection.range(link.from, link.from + label.length),
        };
      }
      const text = state.sliceDoc(from, to);
      if (/^(https?:\/\/|mailto:)\S+$/i.test(text)) {
        return {
          changes: { from, to, insert: `[](${text})` },
          range: EditorSelection.cursor(from + 1),
        };
      }
      const url = from + text.length + 3;
      return {
        changes: { from, to, insert: `[${text}](${linkPlaceholder})` },
        range: text
          ? EditorSelection.range(url, url + linkPlaceholder.length)
          : EditorSelection.cursor(from + 1),
      };
    }),
  );

export type BlockStyle = 'heading2' | 'heading3' | 'bulletList' | 'numberedList' | 'quote';

/** A line's parts: indentation, a quote marker, a heading or list marker, the rest. */
const lineParts = /^(\s*)(>\s?)?(#{1,6}[ \t]+|#{1,6}$|[-*+][ \t]+|\d{1,9}[.)][ \t]+)?/;

const markerOf: Record<Exclude<BlockStyle, 'quote'>, RegExp> = {
  heading2: /^##[ \t]+$|^##$/,
  heading3: /^###[ \t]+$|^###$/,
  bulletList: /^[-*+][ \t]+$/,
  numberedList: /^\d{1,9}[.)][ \t]+$/,
};

/** The lines the selection touches: the blank ones only when nothing else is selected. */
function selectedLines(state: EditorState) {
  const numbers = new Set<number>();
  for (const range of state.selection.ranges) {
    const last = state.doc.lineAt(range.to);
    // A selection ending at a line's start does not take that line in.
    const end = range.to > range.from && last.from === range.to ? last.number - 1 : last.number;
    for (
      let n = state.doc.lineAt(range.from).number;
      n <= Math.max(end, state.doc.lineAt(range.from).number);
      n++
    ) {
      numbers.add(n);
    }
  }
  const lines = [...numbers].sort((a, b) => a - b).map((n) => state.doc.line(n));
  const written = lines.filter((line) => line.text.trim() !== '');
  return written.length ? written : lines;
}

/**
 * A heading, list or quote on or off for every line the selection touches. When all of them
 * already are so, the marker goes; otherwise each line gets it, in place of another heading or
 * list marker (a bulleted line becomes numbered, a level-3 heading level 2). A quote goes in
 * front of whatever the line holds. Numbered lines count from 1.
 */
export function toggleBlock(style: BlockStyle): FormatCommand {
  return (state) => {
    const lines = selectedLines(state);
    const parts = lines.map((line) => {
      const [, indent = '', quote = '', marker = ''] = lineParts.exec(line.text) ?? [];
      return { line, indent, quote, marker };
    });
    const changes: ChangeSpec[] = [];
    if (style === 'quote') {
      const all = parts.every((part) => part.quote);
      for (const { line, indent, quote } of parts) {
        const at = line.from + indent.length;
        if (all) changes.push({ from: at, to: at + quote.length });
        else if (!quote) changes.push({ from: at, insert: '> ' });
      }
    } else {
      const all = parts.every((part) => markerOf[style].test(part.marker));
      parts.forEach(({ line, indent, quote, marker }, index) => {
        const at = line.from + indent.length + quote.length;
        const next = all
          ? ''
          : style === 'heading2'
            ? '## '
            : style === 'heading3'
              ? '### '
              : style === 'bulletList'
                ? '- '
                : `${index + 1}. `;
        if (next !== marker) changes.push({ from: at, to: at + marker.length, insert: next });
      });
    }
    if (!changes.length) return null;
    const set = state.changes(changes);
    return {
      changes: set,
      selection: state.selection.map(set, 1),
      scrollIntoView: true,
      userEvent: 'input.format',
    };
  };
}

/**
 * Where `![alt](image)` goes in the body at `at`, as a paragraph of its own (a blank line before
 * and after, unless the text already has one), and where the caret goes after it. The alt text
 * is escaped so that its brackets or a backslash cannot end the Markdown image early, and its
 * line breaks become spaces (alt text is one line).
 */
export function imageInsertion(
  body: string,
  at: number,
  alt: string,
  image: string,
): { from: number; insert: string; caret: number } {
  const position = Math.min(Math.max(at, 0), body.length);
  const before = body.slice(0, position);
  const after = body.slice(position);
  const safeAlt = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (char) => `\\${char}`);
  const markdown = `![${safeAlt}](${image})`;
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const insert = `${lead}${markdown}${tail}`;
  return { from: position, insert, caret: position + insert.length };
}

/** The image's insertion as one transaction of its own: one undo takes it out, one redo back. */
export function insertImage(state: EditorState, at: number, alt: string, image: string) {
  const { from, insert, caret } = imageInsertion(state.doc.toString(), at, alt, image);
  return {
    changes: { from, insert },
    selection: EditorSelection.cursor(caret),
    scrollIntoView: true,
    userEvent: 'input.image',
    annotations: isolateHistory.of('full'),
  } satisfies TransactionSpec;
}

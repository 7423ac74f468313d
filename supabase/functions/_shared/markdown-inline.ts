/**
 * Inline Markdown split into what a translator may change (text) and what must come back byte
 * for byte (locked tokens: emphasis markers, links and images whole, code, HTML, URLs, escapes,
 * entities and {placeholders}). Pure TypeScript over mdast-util-from-markdown (micromark, with
 * GFM), so the browser admin and the Deno/Node function run the same rules.
 *
 * A locked token appears in the translatable text as ⟦n⟧ (n indexes `locked`). Any ⟦ or ⟧ already
 * in the source is itself locked, so ⟦n⟧ in protected text is always a token.
 */
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

export interface ProtectedText {
  /** The text with every locked part replaced by ⟦n⟧. */
  text: string;
  /** The locked parts, in order of appearance. */
  locked: string[];
}

/** Markdown fields (body blocks) or plain ones (title, tags, alt texts: never rendered as Markdown). */
export type TextMode = 'markdown' | 'plain';

export const tokenPattern = /⟦(\d+)⟧/g;

export function token(index: number): string {
  return `⟦${index}⟧`;
}

/**
 * Parsed after a leading "." so a fragment is read as the inside of a paragraph: a heading's
 * text "1986. A good year" must not become a list, "# 1" not a heading. Punctuation (not a letter)
 * so "_emphasis_" at the start still opens, as it does after "## ".
 */
const lead = '.';

/** Built once: creating the GFM extensions costs more than parsing a short segment. */
const parseOptions = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, parseOptions);
}

export function parseFragment(source: string): Root {
  return parseMarkdown(lead + source);
}

/** Parts of a text node that stay locked: escapes, entities, placeholders, our own brackets. */
const lockedInText =
  /\\[!-/:-@[-`{-~]|&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});|\{\{?[A-Za-z0-9_.:-]+\}?\}|[⟦⟧]/g;

/** In plain fields: URLs, HTML tags, placeholders and our brackets. */
const lockedInPlain =
  /https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|<\/?[A-Za-z][^<>]*>|\{\{?[A-Za-z0-9_.:-]+\}?\}|[⟦⟧]/g;

/** Inline nodes locked whole: their inside is never sent (link and image texts get own segments). */
const atomTypes = new Set([
  'link',
  'image',
  'linkReference',
  'imageReference',
  'inlineCode',
  'code',
  'html',
  'break',
  'footnoteReference',
  'definition',
  'footnoteDefinition',
  'thematicBreak',
  'math',
  'inlineMath',
]);

interface Range {
  start: number;
  end: number;
}

/** Where the node sits in `source` (the parse ran on lead + source). */
function rangeOf(node: Nodes): Range | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  return { start: Math.max(0, start - lead.length), end: Math.max(0, end - lead.length) };
}

export interface InlineAtom extends Range {
  type: string;
  /** Links and images: where their text (link text, alt) sits inside the atom, if they have one. */
  inner?: Range;
}

/** The text inside the first […] of a link or image, found by matching brackets. */
function bracketText(raw: string, from: number): Range | undefined {
  let depth = 0;
  for (let index = from; index < raw.length; index += 1) {
    const char = raw[index];
    if (char === '\\') index += 1;
    else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return { start: from + 1, end: index };
    }
  }
  return undefined;
}

/** Whether a link is an autolink (its text is its URL): it has no text of its own to translate. */
function isAutolink(raw: string): boolean {
  return !raw.startsWith('[');
}

function collect(node: Nodes, source: string, texts: Range[], atoms: InlineAtom[]): void {
  const range = rangeOf(node);
  if (atomTypes.has(node.type) && range) {
    const atom: InlineAtom = { type: node.type, ...range };
    const raw = source.slice(range.start, range.end);
    if ((node.type === 'link' || node.type === 'linkReference') && !isAutolink(raw)) {
      atom.inner = shift(bracketText(raw, 0), range.start);
    } else if (node.type === 'image' || node.type === 'imageReference') {
      atom.inner = shift(bracketText(raw, 1), range.start);
    }
    atoms.push(atom);
    return;
  }
  if (node.type === 'text' && range) {
    texts.push(range);
    return;
  }
  if ('children' in node) for (const child of node.children) collect(child, source, texts, atoms);
}

function shift(range: Range | undefined, by: number): Range | undefined {
  return range && { start: range.start + by, end: range.end + by };
}

/** The locked links and images (and other atoms) of a Markdown fragment, in order. */
export function inlineAtoms(source: string): InlineAtom[] {
  const atoms: InlineAtom[] = [];
  collect(parseFragment(source), source, [], atoms);
  return atoms;
}

/**
 * Splits `source` into translatable text and locked tokens. restoreInline(text, locked) gives
 * `source` back byte for byte.
 */
export function protectInline(source: string, mode: TextMode = 'markdown'): ProtectedText {
  const texts: Range[] = [];
  const atoms: InlineAtom[] = [];
  if (mode === 'markdown') collect(parseFragment(source), source, texts, atoms);
  else texts.push({ start: 0, end: source.length });
  // What is translatable: text ranges minus the parts locked inside them.
  const free = new Uint8Array(source.length);
  for (const range of texts) free.fill(1, Math.max(0, range.start), range.end);
  const inner = mode === 'markdown' ? lockedInText : lockedInPlain;
  for (const range of texts) {
    const slice = source.slice(range.start, range.end);
    for (const match of slice.matchAll(new RegExp(inner.source, 'g'))) {
      const at = range.start + (match.index ?? 0);
      free.fill(0, at, at + match[0].length);
    }
  }
  const atomStarts = new Map(atoms.map((atom) => [atom.start, atom.end]));
  const locked: string[] = [];
  let text = '';
  let index = 0;
  while (index < source.length) {
    const atomEnd = atomStarts.get(index);
    if (atomEnd !== undefined && atomEnd > index) {
      text += token(locked.push(source.slice(index, atomEnd)) - 1);
      index = atomEnd;
      continue;
    }
    if (free[index]) {
      text += source[index];
      index += 1;
      continue;
    }
    // A run of syntax up to the next free character or atom is one token.
    let end = index + 1;
    while (end < source.length && !free[end] && !atomStarts.has(end)) end += 1;
    text += token(locked.push(source.slice(index, end)) - 1);
    index = end;
  }
  return { text, locked };
}

/** Puts the locked parts back. An unknown ⟦n⟧ is left as it is (checkStructure refuses it). */
export function restoreInline(text: string, locked: readonly string[]): string {
  return text.replace(tokenPattern, (whole, index: string) => locked[Number(index)] ?? whole);
}

/** Whether protected text has anything to translate (a letter or digit outside tokens). */
export function hasTranslatableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text.replace(tokenPattern, ''));
}

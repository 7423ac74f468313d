/**
 * A segment's text as the workspace shows it: words the translator types, between locked chips
 * (the source's links, images, code, HTML and Markdown marks, as ⟦n⟧ in the text).
 */
export type ChipKind = 'link' | 'image' | 'code' | 'html' | 'placeholder' | 'url' | 'markdown';

export interface Chip {
  kind: ChipKind;
  /** What a screen reader and the tooltip name: a link's target, an image's path, or the part itself. */
  value: string;
}

export function describeChip(piece: string): Chip {
  const target = /^(!?)\[[\s\S]*\]\(([^)\s]*)[^)]*\)$/.exec(piece);
  if (target) return { kind: target[1] ? 'image' : 'link', value: target[2] ?? '' };
  if (/^!?\[/.test(piece)) return { kind: piece.startsWith('!') ? 'image' : 'link', value: piece };
  if (piece.startsWith('`')) return { kind: 'code', value: piece };
  if (/^<[A-Za-z/]/.test(piece)) return { kind: 'html', value: piece };
  if (/^<?(https?:\/\/|www\.)/.test(piece))
    return { kind: 'url', value: piece.replace(/^<|>$/g, '') };
  if (piece.startsWith('{')) return { kind: 'placeholder', value: piece };
  return { kind: 'markdown', value: piece };
}

/** What a chip shows: short, so a sentence with a link still reads as a sentence. */
export function chipFace(piece: string): string {
  const { kind, value } = describeChip(piece);
  const face = kind === 'link' || kind === 'image' ? value : piece;
  return face.length > 28 ? `${face.slice(0, 25)}…` : face;
}

/** The text as runs of words and the locked parts between them: runs.length = tokens.length + 1. */
export function splitRuns(text: string): { runs: string[]; tokens: number[] } {
  const runs: string[] = [];
  const tokens: number[] = [];
  let last = 0;
  for (const match of text.matchAll(/⟦(\d+)⟧/g)) {
    runs.push(text.slice(last, match.index));
    tokens.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  runs.push(text.slice(last));
  return { runs, tokens };
}

export function joinRuns(runs: readonly string[], tokens: readonly number[]): string {
  return runs
    .map((run, index) => (index < tokens.length ? `${run}⟦${tokens[index]}⟧` : run))
    .join('');
}

/**
 * Where a new translation starts when the segment has none: the source's chips in the source's
 * order around empty runs, so the translator types between them.
 */
export function emptyFrame(sourceText: string): string {
  return splitRuns(sourceText)
    .tokens.map((token) => `⟦${token}⟧`)
    .join('');
}

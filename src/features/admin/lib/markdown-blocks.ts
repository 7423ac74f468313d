import { diffIndices } from 'node-diff3';

/**
 * A post's Markdown body as the blocks a writer edits one at a time: a paragraph, a heading, a
 * list item, an image on its own line, a fenced code block (kept whole, blank lines and all).
 * `text` is the block without the blank lines around it; `after` is the whitespace that follows
 * it, so joining the blocks gives back the body exactly.
 */
export interface MarkdownBlock {
  text: string;
  after: string;
}

export interface SplitBody {
  /** Whitespace before the first block. */
  before: string;
  blocks: MarkdownBlock[];
}

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;
const headingLine = /^ {0,3}#{1,6}(\s|$)/;
const imageLine = /^\s*!\[[^\]]*\]\([^)]*\)\s*$/;
const listItemLine = /^\s*([-*+]|\d{1,9}[.)])(\s|$)/;
const isBlank = (line: string) => line.trim() === '';

/** Lines that are a block by themselves: what follows them starts a new block. */
const standsAlone = (line: string) => headingLine.test(line) || imageLine.test(line);

/** Groups the body's lines into blocks; each entry is [first line, last line] (inclusive). */
function blockRanges(lines: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = -1;
  const close = (end: number) => {
    if (start >= 0) ranges.push([start, end]);
    start = -1;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fence = fenceOpen.exec(line);
    if (fence) {
      // A code block is one block, up to its closing fence (or the end of the body).
      close(index - 1);
      const marker = fence[1]!;
      let end = index + 1;
      while (end < lines.length) {
        const closing = lines[end]!.trim();
        if (closing.startsWith(marker) && /^[`~]+$/.test(closing) && closing[0] === marker[0]) {
          break;
        }
        end += 1;
      }
      const last = Math.min(end, lines.length - 1);
      ranges.push([index, last]);
      index = last;
    } else if (isBlank(line)) {
      close(index - 1);
    } else if (standsAlone(line)) {
      close(index - 1);
      ranges.push([index, index]);
    } else if (listItemLine.test(line) || start < 0) {
      close(index - 1);
      start = index;
    }
    // Any other line continues the block it follows (a paragraph's next line, an item's).
  }
  close(lines.length - 1);
  return ranges;
}

/** The body as blocks; `joinBlocks(splitBlocks(body))` is `body`, byte for byte. */
export function splitBlocks(body: string): SplitBody {
  const lines = body.split('\n');
  const ranges = blockRanges(lines);
  // Offsets of each line's first character, so blocks and the space between are exact slices.
  const offsets: number[] = [];
  let offset = 0;
  for (const line of lines) {
    offsets.push(offset);
    offset += line.length + 1;
  }
  const endOf = (line: number) => offsets[line]! + lines[line]!.length;
  const blocks = ranges.map(([first, last], index) => {
    const next = ranges[index + 1];
    return {
      text: body.slice(offsets[first], endOf(last)),
      after: body.slice(endOf(last), next ? offsets[next[0]] : body.length),
    };
  });
  return { before: ranges.length ? body.slice(0, offsets[ranges[0]![0]]) : body, blocks };
}

export function joinBlocks({ before, blocks }: SplitBody): string {
  return before + blocks.map((block) => block.text + block.after).join('');
}

const isListItem = (text: string) => listItemLine.test(text);

/** A block placed in the merged body, with where it came from (for the space after it). */
interface Placed {
  text: string;
  source?: { side: Side; index: number };
}

type Side = 'base' | 'mine' | 'theirs';

/** A stretch of the body both people changed differently: their blocks there, and yours. */
export interface BlockConflict {
  base: string[];
  mine: string[];
  theirs: string[];
}

/** What a person decided for one conflict: a side, or text they wrote. */
export type Choice = { take: 'mine' } | { take: 'theirs' } | { take: 'edit'; text: string };

type Part = { kind: 'ok'; blocks: Placed[] } | { kind: 'conflict'; conflict: BlockConflict };

/** The body merged block by block; `conflicts` is what only the person saving can decide. */
export interface BodyMerge {
  conflicts: BlockConflict[];
  /** The merged body given one choice per conflict (in order). */
  resolve(choices: readonly Choice[]): string;
}

interface Hunk {
  side: 'mine' | 'theirs';
  /** The base blocks the side replaced: [start, end). An insertion has start === end. */
  start: number;
  end: number;
  /** The side's blocks in their place: [start, end) of its own list. */
  from: number;
  to: number;
}

function hunksOf(side: 'mine' | 'theirs', base: string[], other: string[]): Hunk[] {
  return diffIndices(base, other).map(({ buffer1, buffer2 }) => ({
    side,
    start: buffer1[0],
    end: buffer1[0] + buffer1[1],
    from: buffer2[0],
    to: buffer2[0] + buffer2[1],
  }));
}

/**
 * Whether two changes from different people touch the same blocks. Unlike line-based diff3,
 * changes to neighbouring blocks do not clash (two people fixing consecutive paragraphs both
 * keep their words), and a block added next to an edited one goes in beside it. Two additions at
 * the same place clash: their order is the person's call.
 */
function clash(a: Hunk, b: Hunk): boolean {
  const aEmpty = a.start === a.end;
  const bEmpty = b.start === b.end;
  if (aEmpty && bEmpty) return a.start === b.start;
  if (aEmpty) return b.start < a.start && a.start < b.end;
  if (bEmpty) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

/**
 * Three-way merge of a body's blocks: the changes each side made to the common base (found by
 * node-diff3's diff of block lists), combined where they touch different blocks; where both
 * changed the same blocks, differently, a conflict. Both making the same change is no conflict.
 */
export function mergeBlocks(base: string, mine: string, theirs: string): BodyMerge {
  const split = { base: splitBlocks(base), mine: splitBlocks(mine), theirs: splitBlocks(theirs) };
  const texts = {
    base: split.base.blocks.map((block) => block.text),
    mine: split.mine.blocks.map((block) => block.text),
    theirs: split.theirs.blocks.map((block) => block.text),
  };
  const hunks = [
    ...hunksOf('mine', texts.base, texts.mine),
    ...hunksOf('theirs', texts.base, texts.theirs),
  ].sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start));

  const parts: Part[] = [];
  const place = (side: Side, from: number, to: number) => {
    const blocks = texts[side]
      .slice(from, to)
      .map((text, offset) => ({ text, source: { side, index: from + offset } }));
    if (blocks.length) parts.push({ kind: 'ok', blocks });
  };
  let done = 0; // base blocks placed so far
  while (hunks.length) {
    const region = [hunks.shift()!];
    // A region grows while a change from the other side clashes with one in it.
    for (let grew = true; grew;) {
      grew = false;
      for (let index = 0; index < hunks.length; index += 1) {
        const next = hunks[index]!;
        if (region.some((hunk) => hunk.side !== next.side && clash(hunk, next))) {
          region.push(...hunks.splice(index, 1));
          grew = true;
          index -= 1;
        }
      }
    }
    const start = Math.min(...region.map((hunk) => hunk.start));
    const end = Math.max(...region.map((hunk) => hunk.end));
    place('base', done, start);
    done = end;
    const sides = new Set(region.map((hunk) => hunk.side));
    const view = (side: 'mine' | 'theirs') => sideView(region, side, start, end);
    if (sides.size === 1) {
      const side = region[0]!.side;
      const [from, to] = view(side);
      place(side, from, to);
      continue;
    }
    const [mineFrom, mineTo] = view('mine');
    const [theirsFrom, theirsTo] = view('theirs');
    const conflict: BlockConflict = {
      base: texts.base.slice(start, end),
      mine: texts.mine.slice(mineFrom, mineTo),
      theirs: texts.theirs.slice(theirsFrom, theirsTo),
    };
    if (conflict.mine.join('\n') === conflict.theirs.join('\n')) place('mine', mineFrom, mineTo);
    else parts.push({ kind: 'conflict', conflict });
  }
  place('base', done, texts.base.length);

  const conflicts = parts.flatMap((part) => (part.kind === 'conflict' ? [part.conflict] : []));
  return {
    conflicts,
    resolve(choices) {
      let next = 0;
      const placed = parts.flatMap((part): Placed[] => {
        if (part.kind === 'ok') return part.blocks;
        const choice = choices[next++] ?? { take: 'mine' };
        if (choice.take === 'edit') {
          return choice.text.trim() ? [{ text: choice.text.replace(/^\s*\n|\s+$/g, '') }] : [];
        }
        return part.conflict[choice.take].map((text) => ({ text }));
      });
      return layOut(placed, split);
    },
  };
}

/**
 * The part of one side's block list that stands for base blocks [start, end), a stretch in which
 * that side made at least one change: its changes applied, its unchanged blocks kept.
 */
function sideView(
  region: Hunk[],
  side: 'mine' | 'theirs',
  start: number,
  end: number,
): [number, number] {
  const changes = region.filter((hunk) => hunk.side === side).sort((a, b) => a.start - b.start);
  const first = changes[0]!;
  const last = changes[changes.length - 1]!;
  // Base blocks this side left alone at either end of the stretch line up one to one.
  return [first.from - (first.start - start), last.to + (end - last.end)];
}

/**
 * Joins merged blocks. The space after a block is the one it had in its own version where that
 * still fits: its neighbour there follows it here too. Otherwise a line break between two list items
 * (a list stays one list); elsewhere its own space if that holds a blank line or follows a heading
 * (which always ends at its line), else a blank line.
 */
function layOut(placed: Placed[], split: Record<Side, SplitBody>): string {
  const blocks = placed.map((block, index) => {
    const next = placed[index + 1];
    const source = block.source;
    const own = source ? split[source.side].blocks : [];
    const ownAfter = source && source.index < own.length - 1 ? own[source.index]!.after : null;
    const list = next !== undefined && isListItem(block.text) && isListItem(next.text);
    let after: string;
    if (!next) after = split.mine.blocks.at(-1)?.after ?? '';
    else if (
      ownAfter !== null &&
      next.source?.side === source?.side &&
      next.source?.index === source!.index + 1
    ) {
      after = ownAfter;
    } else if (list) after = '\n';
    else if (ownAfter !== null && (/\n[^\S\n]*\n/.test(ownAfter) || headingLine.test(block.text))) {
      after = ownAfter;
    } else after = '\n\n';
    return { text: block.text, after };
  });
  return joinBlocks({ before: split.mine.before, blocks });
}

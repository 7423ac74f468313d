/**
 * Whether a translated segment may replace its source: same locked Markdown (links, images,
 * targets, code, HTML, placeholders), same block shape, no HTML the source does not have, and a
 * plausible length. A segment that fails is refused whole with a reason a person can act on.
 */
import { parseFragment, protectInline, type TextMode } from './markdown-inline.ts';

export type StructureCheck = { ok: true } | { ok: false; reason: string };

export interface CheckOptions {
  mode?: TextMode;
  /** Table cells cannot hold a line break or an unescaped pipe (either ends the cell). */
  tableCell?: boolean;
}

const htmlTag = /<\/?([A-Za-z][A-Za-z0-9-]*)\b[^<>]*>?/g;

function tagsOf(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(htmlTag)) {
    counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  }
  return counts;
}

/** Escapes only keep a character literal; adding or dropping one changes no link, code or tag. */
const escapesOnly = /^(?:\\[!-/:-@[-`{-~])+$/;

function countOf(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (!escapesOnly.test(item)) counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  return counts;
}

function quote(part: string): string {
  const short = part.length > 60 ? `${part.slice(0, 57)}…` : part;
  return `“${short.replace(/\n/g, '↵')}”`;
}

/** A locked part named as the translator sees it: a link target, an image, code or Markdown. */
function describe(part: string): string {
  const target = /^!?\[[\s\S]*\]\(([^)]*)\)$/.exec(part);
  if (target) return `${part.startsWith('!') ? 'image' : 'link'} ${quote(target[1] ?? '')}`;
  if (part.startsWith('`')) return `code ${quote(part)}`;
  if (part.startsWith('<')) return `HTML ${quote(part)}`;
  if (part.startsWith('{')) return `placeholder ${quote(part)}`;
  return `Markdown ${quote(part)}`;
}

function firstDifference(
  source: Map<string, number>,
  translated: Map<string, number>,
): { missing?: string; extra?: string } {
  for (const [part, count] of source) {
    if ((translated.get(part) ?? 0) < count) return { missing: part };
  }
  for (const [part, count] of translated) {
    if ((source.get(part) ?? 0) < count) return { extra: part };
  }
  return {};
}

function blockShape(text: string): string {
  return parseFragment(text)
    .children.map((node) => node.type)
    .join(',');
}

export function checkStructure(
  sourceText: string,
  translatedText: string,
  options: CheckOptions = {},
): StructureCheck {
  const mode = options.mode ?? 'markdown';
  if (translatedText.trim() === '' && sourceText.trim() !== '') {
    return { ok: false, reason: 'The translation is empty.' };
  }
  const limit = sourceText.length * 4 + 200;
  if (translatedText.length > limit) {
    return {
      ok: false,
      reason: `The translation is ${translatedText.length} characters long, more than 4× the source (${sourceText.length}).`,
    };
  }
  const sourceTags = tagsOf(sourceText);
  for (const [tag] of tagsOf(translatedText)) {
    if (!sourceTags.has(tag)) {
      return {
        ok: false,
        reason: `The translation adds HTML the source does not have: ${quote(tag)}.`,
      };
    }
  }
  if (!sourceText.includes('\n') && translatedText.includes('\n')) {
    return { ok: false, reason: 'The translation adds a line break the source does not have.' };
  }
  if (options.tableCell && /(^|[^\\])\|/.test(translatedText) && !/(^|[^\\])\|/.test(sourceText)) {
    return { ok: false, reason: 'The translation adds a “|”, which would split the table cell.' };
  }
  const source = protectInline(sourceText, mode);
  const translated = protectInline(translatedText, mode);
  const difference = firstDifference(countOf(source.locked), countOf(translated.locked));
  if (difference.missing !== undefined) {
    return {
      ok: false,
      reason: `The translation lost or changed the ${describe(difference.missing)} of the source.`,
    };
  }
  if (difference.extra !== undefined) {
    return {
      ok: false,
      reason: `The translation adds ${describe(difference.extra)}, which the source does not have.`,
    };
  }
  if (mode === 'markdown' && blockShape(sourceText) !== blockShape(translatedText)) {
    return {
      ok: false,
      reason: 'The translation changes the block structure (a new heading, list or paragraph).',
    };
  }
  return { ok: true };
}

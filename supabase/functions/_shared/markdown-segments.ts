/**
 * A post as translatable segments, and a translated body put back together. Pure TypeScript (no
 * Node or Deno API): the admin workspace and the translate function import the same module, so
 * what a translator sees and what a provider receives are cut by the same rules.
 *
 * Segment keys: "title", "excerpt", "seo_title", "seo_description", "image_alt", "tags.<n>",
 * "body.<n>" (n counts the body's translatable segments in document order: each block — heading,
 * paragraph, list item, quote, table cell — then the link texts and image alt texts inside it).
 * A segment's `source` is Markdown (plain text for the fields and alt texts); its `text` is that
 * source with the locked parts as ⟦n⟧ and `locked` holds them (see markdown-inline.ts).
 * Links and images are locked whole inside their block; their texts are segments of their own.
 */
import type { Nodes } from 'mdast';
import {
  hasTranslatableText,
  inlineAtoms,
  parseMarkdown,
  protectInline,
  restoreInline,
  type TextMode,
} from './markdown-inline.ts';

export {
  hasTranslatableText,
  parseMarkdown,
  protectInline,
  restoreInline,
  token,
  tokenPattern,
  type ProtectedText,
  type TextMode,
} from './markdown-inline.ts';
export { checkStructure, type CheckOptions, type StructureCheck } from './markdown-structure.ts';

export type SegmentKind =
  | 'title'
  | 'excerpt'
  | 'seo_title'
  | 'seo_description'
  | 'image_alt'
  | 'tag'
  | 'heading'
  | 'paragraph'
  | 'list-item'
  | 'quote'
  | 'table-cell'
  | 'link-text'
  | 'image-alt';

export interface Segment {
  key: string;
  kind: SegmentKind;
  mode: TextMode;
  /** The source as it stands in the post (Markdown for body blocks and link texts). */
  source: string;
  /** `source` with locked parts as ⟦n⟧: what a translator or a provider gets. */
  text: string;
  locked: string[];
  /** For link texts and alt texts: the key of the block they sit in, when it is a segment. */
  parent?: string;
}

export interface PostFields {
  title?: string | null;
  excerpt?: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
  image_alt?: string | null;
  tags?: readonly string[] | null;
  body?: string | null;
}

/** Part of a block that is translated separately: a link's text or an image's alt text. */
interface InnerPart {
  key?: string;
  kind: 'link-text' | 'image-alt';
  /** The whole link or image as it stands in the enclosing text (a locked token there). */
  container: string;
  innerStart: number;
  innerEnd: number;
  source: string;
  parts: InnerPart[];
}

/** A block's inline content, located in the body. */
interface BodyBlock {
  key?: string;
  kind: 'heading' | 'paragraph' | 'list-item' | 'quote' | 'table-cell';
  start: number;
  end: number;
  /** What stands before each line after the first (a quote's "> ", a list item's indent). */
  prefixes: string[];
  source: string;
  parts: InnerPart[];
}

function blockKind(ancestors: readonly Nodes[]): BodyBlock['kind'] {
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const type = ancestors[index]?.type;
    if (type === 'listItem') return 'list-item';
    if (type === 'blockquote') return 'quote';
  }
  return 'paragraph';
}

function innerParts(text: string, mode: TextMode): InnerPart[] {
  if (mode === 'plain') return [];
  const parts: InnerPart[] = [];
  for (const atom of inlineAtoms(text)) {
    if (!atom.inner) continue;
    const container = text.slice(atom.start, atom.end);
    const innerStart = atom.inner.start - atom.start;
    const innerEnd = atom.inner.end - atom.start;
    const source = container.slice(innerStart, innerEnd);
    const image = atom.type === 'image' || atom.type === 'imageReference';
    parts.push({
      kind: image ? 'image-alt' : 'link-text',
      container,
      innerStart,
      innerEnd,
      source,
      parts: innerParts(source, image ? 'plain' : 'markdown'),
    });
  }
  return parts;
}

function stripPrefixes(slice: string, inQuote: boolean): { source: string; prefixes: string[] } {
  const [first = '', ...rest] = slice.split('\n');
  const prefixPattern = inQuote ? /^[ \t]*(?:>[ \t]?[ \t]*)*/ : /^[ \t]*/;
  const prefixes: string[] = [];
  const lines = [first];
  for (const line of rest) {
    const prefix = prefixPattern.exec(line)?.[0] ?? '';
    prefixes.push(prefix);
    lines.push(line.slice(prefix.length));
  }
  return { source: lines.join('\n'), prefixes };
}

/** The body's blocks with inline content, in document order. */
function bodyBlocks(markdown: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  const visit = (node: Nodes, ancestors: Nodes[]) => {
    const isBlock =
      node.type === 'heading' || node.type === 'paragraph' || node.type === 'tableCell';
    if (isBlock && 'children' in node) {
      const first = node.children[0]?.position?.start.offset;
      const last = node.children[node.children.length - 1]?.position?.end.offset;
      if (first === undefined || last === undefined) return;
      const inQuote = ancestors.some((ancestor) => ancestor.type === 'blockquote');
      const { source, prefixes } = stripPrefixes(markdown.slice(first, last), inQuote);
      const kind =
        node.type === 'heading'
          ? 'heading'
          : node.type === 'tableCell'
            ? 'table-cell'
            : blockKind(ancestors);
      blocks.push({
        kind,
        start: first,
        end: last,
        prefixes,
        source,
        parts: innerParts(source, 'markdown'),
      });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child, [...ancestors, node]);
  };
  visit(parseMarkdown(markdown), []);
  return blocks;
}

/** Numbers the translatable blocks and parts "body.<n>" in document order; returns the segments. */
function numberBody(blocks: BodyBlock[]): Segment[] {
  const segments: Segment[] = [];
  const add = (
    node: { source: string; key?: string; parts: InnerPart[] },
    kind: SegmentKind,
    mode: TextMode,
    parent: string | undefined,
  ) => {
    const { text, locked } = protectInline(node.source, mode);
    if (hasTranslatableText(text)) {
      node.key = `body.${segments.length}`;
      segments.push({
        key: node.key,
        kind,
        mode,
        source: node.source,
        text,
        locked,
        ...(parent ? { parent } : {}),
      });
    }
    for (const part of node.parts) {
      add(part, part.kind, part.kind === 'image-alt' ? 'plain' : 'markdown', node.key ?? parent);
    }
  };
  for (const block of blocks) add(block, block.kind, 'markdown', undefined);
  return segments;
}

/**
 * How the translate function should check a segment (its `kind` in the request body): plain
 * fields and alt texts, Markdown, or a table cell (no line break, no unescaped pipe).
 */
export function checkKind(
  segment: Pick<Segment, 'kind' | 'mode'>,
): 'plain' | 'markdown' | 'table-cell' {
  if (segment.kind === 'table-cell') return 'table-cell';
  return segment.mode;
}

const plainFields = ['title', 'excerpt', 'seo_title', 'seo_description', 'image_alt'] as const;

/** Every translatable segment of a post, fields first, then tags, then the body. */
export function splitPost(fields: PostFields): Segment[] {
  const segments: Segment[] = [];
  const plain = (key: string, kind: SegmentKind, value: string | null | undefined) => {
    if (!value || value.trim() === '') return;
    const { text, locked } = protectInline(value, 'plain');
    segments.push({ key, kind, mode: 'plain', source: value, text, locked });
  };
  for (const field of plainFields) plain(field, field, fields[field]);
  (fields.tags ?? []).forEach((tag, index) => plain(`tags.${index}`, 'tag', tag));
  if (fields.body) segments.push(...splitBody(fields.body));
  return segments;
}

export function splitBody(markdown: string): Segment[] {
  return numberBody(bodyBlocks(markdown));
}

type Translations = Readonly<Record<string, string | undefined>>;

/** A block or part with its translation, and its links' and images' texts put back inside. */
function rebuild(
  node: { key?: string; source: string; parts: InnerPart[] },
  translations: Translations,
  mode: TextMode,
): string {
  const own = node.key !== undefined ? translations[node.key] : undefined;
  const text = own ?? node.source;
  if (node.parts.length === 0) return text;
  const waiting = new Map<string, InnerPart[]>();
  for (const part of node.parts) {
    waiting.set(part.container, [...(waiting.get(part.container) ?? []), part]);
  }
  const { text: protectedText, locked } = protectInline(text, mode);
  const filled = locked.map((piece) => {
    const part = waiting.get(piece)?.shift();
    if (!part) return piece;
    const inner = rebuild(part, translations, part.kind === 'image-alt' ? 'plain' : 'markdown');
    return part.container.slice(0, part.innerStart) + inner + part.container.slice(part.innerEnd);
  });
  return restoreInline(protectedText, filled);
}

/** Puts the line prefixes back: a translation with more lines repeats the last one. */
function reprefix(text: string, prefixes: readonly string[]): string {
  const lines = text.split('\n');
  return lines
    .map((line, index) => {
      if (index === 0) return line;
      return (prefixes[index - 1] ?? prefixes[prefixes.length - 1] ?? '') + line;
    })
    .join('\n');
}

/**
 * The body with each segment replaced by its translation (Markdown, as restored from the provider
 * or typed by a person); a segment with no translation keeps its source. With no translations
 * at all the result is `sourceMarkdown`, byte for byte.
 */
export function joinBody(sourceMarkdown: string, translations: Translations): string {
  const blocks = bodyBlocks(sourceMarkdown);
  numberBody(blocks);
  let output = '';
  let at = 0;
  for (const block of blocks) {
    output += sourceMarkdown.slice(at, block.start);
    output += reprefix(rebuild(block, translations, 'markdown'), block.prefixes);
    at = block.end;
  }
  return output + sourceMarkdown.slice(at);
}

import {
  joinBody,
  protectInline,
  restoreInline,
  splitPost,
  token,
  tokenPattern,
  type PostFields,
  type Segment,
  type SegmentKind,
} from '../../../../supabase/functions/_shared/markdown-segments';
import type { PostRow } from '@/lib/posts/types';
import { isPersonText, sourceChangedSince, type SegmentStates } from './workspace-states';

/**
 * The translation workspace's model: the original and its translation cut into the same segments
 * (supabase/functions/_shared/markdown-segments.ts), paired by key. A target's text is held in
 * the source's terms: its ⟦n⟧ tokens index the SOURCE segment's locked parts, so the translator
 * types only words and the links, images, code and Markdown marks come back from the source,
 * byte for byte, when the post is rebuilt (joinBody).
 */

/** The columns a workspace reads and writes. */
export type WorkspaceColumns = Pick<
  PostRow,
  | 'title'
  | 'excerpt'
  | 'seo_title'
  | 'meta_description'
  | 'featured_image_alt'
  | 'tags'
  | 'content_markdown'
>;

export function postFields(post: WorkspaceColumns): PostFields {
  return {
    title: post.title,
    excerpt: post.excerpt,
    seo_title: post.seo_title,
    seo_description: post.meta_description,
    image_alt: post.featured_image_alt,
    tags: post.tags,
    body: post.content_markdown,
  };
}

export interface PairedSegment {
  key: string;
  source: Segment;
  /** What the workspace calls it: its kind and its number among segments of that kind. */
  number: number;
  /** The saved translation, in the source's tokens; '' when there is none. */
  target: string;
  /**
   * The saved translation when it cannot be lined up with the source (a link or mark missing or
   * added): shown beside the segment so nobody's words disappear unseen.
   */
  misfit?: string;
}

/** A link or image compared by what it points to: its text is translated on its own. */
function lockedShape(piece: string): string {
  const link = /^(!?)\[[\s\S]*\](\([^)]*\)|\[[^\]]*\])$/.exec(piece);
  return link ? `${link[1]}[]${link[2]}` : piece;
}

const escapesOnly = /^(?:\\[!-/:-@[-`{-~])+$/;

/**
 * `markdown` (a translation of `source`) with its locked parts replaced by the source's tokens;
 * null when a part has no counterpart in the source, or one of the source's is missing.
 */
export function inSourceTokens(source: Segment, markdown: string): string | null {
  const { text, locked } = protectInline(markdown, source.mode);
  const used = new Set<number>();
  let misfit = false;
  const mapped = text.replace(tokenPattern, (whole, index: string) => {
    const piece = locked[Number(index)] ?? whole;
    const shape = lockedShape(piece);
    const at = source.locked.findIndex(
      (candidate, position) => !used.has(position) && lockedShape(candidate) === shape,
    );
    if (at < 0) {
      misfit = misfit || !escapesOnly.test(piece);
      return escapesOnly.test(piece) ? piece : whole;
    }
    used.add(at);
    return token(at);
  });
  const missing = source.locked.some(
    (piece, position) => !used.has(position) && !escapesOnly.test(piece),
  );
  return misfit || missing ? null : mapped;
}

/** The source's segments, each with the translation's text for the same key. */
export function pairSegments(source: WorkspaceColumns, target: WorkspaceColumns): PairedSegment[] {
  const targets = new Map(splitPost(postFields(target)).map((segment) => [segment.key, segment]));
  const counts = new Map<SegmentKind, number>();
  return splitPost(postFields(source)).map((segment) => {
    const number = (counts.get(segment.kind) ?? 0) + 1;
    counts.set(segment.kind, number);
    const saved = targets.get(segment.key);
    if (!saved || saved.kind !== segment.kind)
      return { key: segment.key, source: segment, number, target: '' };
    const text = inSourceTokens(segment, saved.source);
    return text === null
      ? { key: segment.key, source: segment, number, target: '', misfit: saved.source }
      : { key: segment.key, source: segment, number, target: text };
  });
}

/**
 * Segments of the saved translation with no counterpart in the source (a paragraph or list item
 * added there): rebuilding from the source would drop them, so the workspace must not save.
 */
export function unpairedTargetSegments(source: WorkspaceColumns, target: WorkspaceColumns): number {
  const keys = new Set(splitPost(postFields(source)).map((segment) => segment.key));
  return splitPost(postFields(target)).filter((segment) => !keys.has(segment.key)).length;
}

/** What the translator has typed, by segment key, in the source's tokens. */
export type Draft = Readonly<Record<string, string>>;

export function initialDraft(segments: readonly PairedSegment[]): Draft {
  return Object.fromEntries(segments.map((segment) => [segment.key, segment.target]));
}

/** Whether a segment's text holds words, not only locked parts. */
export function hasWords(text: string): boolean {
  return text.replace(tokenPattern, '').trim() !== '';
}

/** Whether a segment counts as translated: it has words, and they are not the source's own. */
export function isTranslated(segment: PairedSegment, draft: Draft, states: SegmentStates): boolean {
  const text = draft[segment.key] ?? '';
  if (!hasWords(text)) return false;
  return states[segment.key] !== undefined || text !== segment.source.text;
}

export interface Progress {
  translated: number;
  reviewed: number;
  total: number;
}

export function progressOf(
  segments: readonly PairedSegment[],
  draft: Draft,
  states: SegmentStates,
): Progress {
  return {
    translated: segments.filter((segment) => isTranslated(segment, draft, states)).length,
    reviewed: segments.filter((segment) => states[segment.key]?.state === 'reviewed').length,
    total: segments.length,
  };
}

/**
 * The segments Machine translate sends: those with no translation yet, and those whose source
 * changed since their translation was made (for a person's words, the answer becomes a
 * suggestion beside them).
 */
export function segmentsToTranslate(
  segments: readonly PairedSegment[],
  draft: Draft,
  states: SegmentStates,
): PairedSegment[] {
  return segments.filter(
    (segment) =>
      !isTranslated(segment, draft, states) ||
      sourceChangedSince(states[segment.key], segment.source.source),
  );
}

/** Whether a machine answer for this segment must wait beside it instead of replacing it. */
export const keepsPersonText = (key: string, states: SegmentStates) => isPersonText(states[key]);

export type WorkspaceUpdate = Partial<WorkspaceColumns>;

/**
 * The translation's columns rebuilt from the draft: each field's words with the source's locked
 * parts, and the body as the source's own Markdown with each segment replaced (joinBody), so its
 * structure is the source's byte for byte. A field with no words keeps what the post holds.
 */
export function rebuildTranslation(
  source: WorkspaceColumns,
  segments: readonly PairedSegment[],
  draft: Draft,
): WorkspaceUpdate {
  const words = new Map<string, string>();
  for (const segment of segments) {
    const text = draft[segment.key] ?? '';
    if (hasWords(text)) words.set(segment.key, restoreInline(text, segment.source.locked));
  }
  const update: WorkspaceUpdate = {};
  const title = words.get('title');
  if (title !== undefined) update.title = title;
  const excerpt = words.get('excerpt');
  if (excerpt !== undefined) update.excerpt = excerpt;
  const seoTitle = words.get('seo_title');
  if (seoTitle !== undefined) update.seo_title = seoTitle;
  const description = words.get('seo_description');
  if (description !== undefined) update.meta_description = description;
  const alt = words.get('image_alt');
  if (alt !== undefined) update.featured_image_alt = alt;
  if (source.tags.some((_tag, index) => words.has(`tags.${index}`))) {
    update.tags = source.tags.map((tag, index) => words.get(`tags.${index}`) ?? tag);
  }
  const body = Object.fromEntries([...words].filter(([key]) => key.startsWith('body.')));
  update.content_markdown = joinBody(source.content_markdown ?? '', body);
  return update;
}

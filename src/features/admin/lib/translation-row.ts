import type { LanguageCode } from '@/config/languages';
import type { Json, TablesInsert } from '@/lib/database.types';
import { markdownToHtml } from '@/lib/markdown';
import type { PostRow } from '@/lib/posts/types';
import type { LinkRewrite } from './link-targets';
import { toPostPayload, toTranslationValues } from './post-payload';
import { withTranslatedLinks } from './workspace-links';
import {
  hasWords,
  rebuildTranslation,
  unpairedTargetSegments,
  type Draft,
  type PairedSegment,
  type WorkspaceColumns,
  type WorkspaceUpdate,
} from './workspace-segments';
import type { SegmentStates } from './workspace-states';

export type TranslationColumns = WorkspaceUpdate & { content_html: string };

/**
 * A translation's columns as every writer of segments stores them (the workspace, machine drafts,
 * XLIFF imports): rebuilt from the original with the draft's words, then its links rewritten to
 * the target language, and only then the HTML made from that Markdown.
 */
export function translationColumns({
  original,
  segments,
  draft,
  links,
}: {
  original: WorkspaceColumns;
  segments: readonly PairedSegment[];
  draft: Draft;
  links: readonly LinkRewrite[];
}): TranslationColumns {
  const rebuilt = rebuildTranslation(original, segments, draft);
  const markdown = withTranslatedLinks(rebuilt.content_markdown ?? '', links);
  return { ...rebuilt, content_markdown: markdown, content_html: markdownToHtml(markdown) };
}

/**
 * A new draft translation of `source`: what the editor's "translate" starts from (the original's
 * fields, its slug, a draft), with the rebuilt columns over it and the segments' provenance.
 */
export function newTranslationRow(
  source: PostRow,
  language: LanguageCode,
  columns: TranslationColumns,
  states: SegmentStates,
  now: Date,
): TablesInsert<'blog_posts'> {
  const base = toPostPayload(toTranslationValues(source, language), {
    postId: null,
    now,
    publication: { kind: 'draft' },
  });
  return { ...base, ...columns, segment_states: states as unknown as Json };
}

/**
 * Why a translation cannot be saved from segments, or null: blocks the saved translation has and
 * its original has not (rebuilding from the original would drop them), or a body segment whose
 * saved words no longer fit the original and that has no new words (rebuilding would lose them).
 */
export function cannotSaveSegments({
  original,
  saved,
  segments,
  draft,
}: {
  original: WorkspaceColumns;
  saved: WorkspaceColumns;
  segments: readonly PairedSegment[];
  draft: Draft;
}): { reason: 'extra_blocks'; count: number } | { reason: 'misfits' } | null {
  const count = unpairedTargetSegments(original, saved);
  if (count > 0) return { reason: 'extra_blocks', count };
  const misfit = segments.some(
    (segment) =>
      segment.misfit !== undefined &&
      segment.key.startsWith('body.') &&
      !hasWords(draft[segment.key] ?? ''),
  );
  return misfit ? { reason: 'misfits' } : null;
}

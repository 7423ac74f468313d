import type { LanguageCode } from '@/config/languages';
import type { CoverageRow } from '@/lib/posts/get-translation-coverage';
import type { PostRow } from '@/lib/posts/types';
import type { LinkRewrite } from './link-targets';
import { initialDraft, pairSegments, type WorkspaceColumns } from './workspace-segments';
import { withOriginalLinks } from './workspace-links';
import { readSegmentStates } from './workspace-states';
import type { XliffExport, XliffPost } from './xliff';
import type { Json } from '@/lib/database.types';

/** A saved translation as the selection export reads it: its row and its segments' provenance. */
export type SelectionTranslation = PostRow & { segment_states: Json };

/**
 * The target languages an export of the selection starts with: those a selected post has no
 * version in or whose version is behind its original, in the site's order.
 */
export function defaultExportLanguages(
  rows: readonly Pick<CoverageRow, 'missing' | 'versions'>[],
  order: readonly LanguageCode[],
): LanguageCode[] {
  const wanted = new Set<LanguageCode>();
  for (const row of rows) {
    for (const code of row.missing) wanted.add(code);
    for (const [code, version] of Object.entries(row.versions)) {
      if (version.outdated) wanted.add(code as LanguageCode);
    }
  }
  return order.filter((code) => wanted.has(code));
}

/** The language pairs (one document each) that exporting `rows` into `targets` gives. */
export function exportPairs(
  rows: readonly Pick<CoverageRow, 'language'>[],
  targets: readonly LanguageCode[],
): string[] {
  const pairs = new Set<string>();
  for (const row of rows) {
    for (const target of targets)
      if (target !== row.language) pairs.add(`${row.language}-${target}`);
  }
  return [...pairs];
}

/** What a language without a version pairs with: nothing, so every target is empty. */
export const noTranslation: WorkspaceColumns = {
  title: '',
  excerpt: '',
  seo_title: '',
  meta_description: '',
  featured_image_alt: '',
  tags: [],
  content_markdown: '',
};

/**
 * A file's id for a language a post has no version in yet: no translation id exists, and the
 * <file> still needs one unique in its document (one document per language pair, so one per
 * original there).
 */
export const newTranslationFileId = (originalId: string) => `new-${originalId}`;

/** The original a new-translation file id names, or null for a saved translation's id. */
export const originalOfNewFile = (fileId: string) =>
  fileId.startsWith('new-') ? fileId.slice('new-'.length) : null;

/**
 * The XLIFF posts of a selection: per original (in the given order) and target language (not its
 * own), the original's current segments paired with the saved translation's words and provenance
 * (read in the original's link URLs, as the workspace holds them); a language without a version
 * gives empty targets.
 */
export function selectionXliffPosts({
  originals,
  translations,
  targets,
  linksOf,
}: {
  originals: readonly PostRow[];
  translations: readonly SelectionTranslation[];
  targets: readonly LanguageCode[];
  linksOf: (originalId: string, language: string) => readonly LinkRewrite[];
}): XliffPost[] {
  const posts: XliffPost[] = [];
  for (const original of originals) {
    for (const target of targets) {
      if (target === original.language) continue;
      const saved = translations.find(
        (row) => row.translation_of === original.id && row.language === target,
      );
      const segments = pairSegments(
        original,
        saved ? withOriginalLinks(saved, linksOf(original.id, target)) : noTranslation,
      );
      posts.push({
        translationId: saved ? saved.id : newTranslationFileId(original.id),
        sourceId: original.id,
        sourceLanguage: original.language,
        targetLanguage: target,
        sourceVersion: original.content_version,
        segments,
        draft: initialDraft(segments),
        states: readSegmentStates(saved?.segment_states),
      });
    }
  }
  return posts;
}

/** A selection document's download name: the pair, e.g. demoly-posts.en-de.xlf. */
export function selectionFileName(
  exported: Pick<XliffExport, 'sourceLanguage' | 'targetLanguage'>,
) {
  return `demoly-posts.${exported.sourceLanguage}-${exported.targetLanguage}.xlf`;
}

import { isUuid } from '@/lib/posts/get-post';
import type { PostRow } from '@/lib/posts/types';
import type { LinkRewrite } from './link-targets';
import { cannotSaveSegments } from './translation-row';
import { withOriginalLinks } from './workspace-links';
import { initialDraft, pairSegments, type PairedSegment } from './workspace-segments';
import { readSegmentStates, type SegmentStates } from './workspace-states';
import { checkXliffFile, xliffFiles, type XliffImport } from './xliff';
import { noTranslation, originalOfNewFile, type SelectionTranslation } from './xliff-selection';

/** Why one <file> of a selection's document cannot be imported; nothing of it is applied. */
export type SelectionFileProblem =
  /** Its original, or the translation it was exported from, is gone. */
  | 'missing'
  /** Its original is in another language than the document's source, or the translation in another target. */
  | 'languages'
  | 'wrong_original'
  | 'unknown_units'
  /** The saved translation has blocks its original has not: only the workspace can sort them out. */
  | 'extra_blocks'
  /** Saved words that no longer fit the original would be lost, and the file does not replace them. */
  | 'misfits';

/** What applying a file writes to: the original, the saved translation (or none yet) and its segments. */
export interface SelectionImportTarget {
  original: PostRow;
  translation: SelectionTranslation | null;
  links: readonly LinkRewrite[];
  segments: readonly PairedSegment[];
  states: SegmentStates;
}

interface FileIdentity {
  fileId: string;
  originalId: string;
  /** The original's title, or '' when it is gone. */
  title: string;
}

export type SelectionImportFile = FileIdentity &
  (
    | { ok: true; result: XliffImport; target: SelectionImportTarget }
    | { ok: false; problem: SelectionFileProblem; keys?: string[] }
  );

/**
 * The originals a selection's document names: each <file>'s `original`, or its new-file id's.
 * Only ids that can be a post's: a file's words are an agency's, never part of a query's syntax,
 * and a file naming something else is reported as missing.
 */
export function originalIdsOf(root: Element): string[] {
  const ids = xliffFiles(root).map(({ id, original }) => original ?? originalOfNewFile(id) ?? '');
  return [...new Set(ids.filter(isUuid))];
}

/** The saved translations a selection's document names by id (not its new-file ids). */
export function translationIdsOf(root: Element): string[] {
  return [...new Set(xliffFiles(root).map(({ id }) => id))].filter(isUuid);
}

function findTranslation(
  fileId: string,
  originalId: string,
  language: string,
  translations: readonly SelectionTranslation[],
): SelectionTranslation | null | undefined {
  if (originalOfNewFile(fileId) === null) return translations.find((row) => row.id === fileId);
  // Exported before the language had a version; one made since (by a colleague or a machine
  // draft) is what the file's words now go into, checked segment by segment like any other.
  return (
    translations.find((row) => row.translation_of === originalId && row.language === language) ??
    null
  );
}

/**
 * A selection's XLIFF document (one language pair, a <file> per post) checked file by file against
 * the database as read now: each file is matched to its original and to the translation it was
 * exported from (or, for a language the post had no version in, to none: applying creates a
 * draft), its segments paired as the workspace pairs them, then checked (checkXliffFile). Nothing
 * is applied here; a file that does not fit is one problem and the others are still checked.
 */
export function planSelectionImport({
  root,
  originals,
  translations,
  linksOf,
}: {
  root: Element;
  originals: readonly PostRow[];
  translations: readonly SelectionTranslation[];
  linksOf: (originalId: string) => readonly LinkRewrite[];
}): SelectionImportFile[] {
  const sourceLanguage = root.getAttribute('srcLang') ?? '';
  const targetLanguage = root.getAttribute('trgLang') ?? '';
  return xliffFiles(root).map(({ id: fileId, original: named, file }) => {
    const saved =
      originalOfNewFile(fileId) === null
        ? translations.find((row) => row.id === fileId)
        : undefined;
    const originalId = named ?? originalOfNewFile(fileId) ?? saved?.translation_of ?? '';
    const original = originals.find((row) => row.id === originalId);
    const identity: FileIdentity = { fileId, originalId, title: original?.title ?? '' };
    const problem = (why: SelectionFileProblem, keys?: string[]): SelectionImportFile =>
      keys
        ? { ...identity, ok: false, problem: why, keys }
        : { ...identity, ok: false, problem: why };
    if (!original) return problem('missing');
    if (original.language !== sourceLanguage) return problem('languages');
    const translation = findTranslation(fileId, original.id, targetLanguage, translations);
    if (translation === undefined) return problem('missing');
    if (translation && translation.translation_of !== original.id) return problem('wrong_original');
    if (translation && translation.language !== targetLanguage) return problem('languages');
    const links = linksOf(original.id);
    const savedColumns = translation ? withOriginalLinks(translation, links) : noTranslation;
    const segments = pairSegments(original, savedColumns);
    const draft = initialDraft(segments);
    const checked = checkXliffFile(file, {
      translationId: fileId,
      sourceId: original.id,
      sourceLanguage,
      targetLanguage,
      segments,
      draft,
    });
    if (!checked.ok) {
      return checked.code === 'unknown_units'
        ? problem('unknown_units', checked.keys)
        : problem('wrong_original');
    }
    const refusal = cannotSaveSegments({
      original,
      saved: savedColumns,
      segments,
      draft: { ...draft, ...checked.result.applied },
    });
    if (refusal) return problem(refusal.reason);
    const states = readSegmentStates(translation?.segment_states);
    return {
      ...identity,
      ok: true,
      result: checked.result,
      target: { original, translation, links, segments, states },
    };
  });
}

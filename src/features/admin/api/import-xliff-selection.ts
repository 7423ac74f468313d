import { isLanguageCode, type LanguageCode } from '@/config/languages';
import type { Json } from '@/lib/database.types';
import { postColumns } from '@/lib/posts/types';
import {
  DuplicateSlugError,
  DuplicateTranslationError,
  PostConflictError,
  toWriteError,
} from '@/lib/posts/write-errors';
import { loadSupabase } from '@/lib/supabase-lazy';
import { newTranslationRow, translationColumns } from '../lib/translation-row';
import { initialDraft } from '../lib/workspace-segments';
import type { SegmentStates, Stamp } from '../lib/workspace-states';
import { applyXliffImport, readXliff, xliffFiles, type XliffImportErrorCode } from '../lib/xliff';
import {
  originalIdsOf,
  planSelectionImport,
  translationIdsOf,
  type SelectionImportFile,
} from '../lib/xliff-selection-import';
import { linksOfOriginals } from './get-link-targets';
import { saveTranslationWorkspace } from './save-translation-workspace';

/** More <file>s than any selection exports (the Languages view shows 25 posts at a time). */
export const maxSelectionFiles = 200;

export type SelectionCheck =
  | {
      ok: true;
      sourceLanguage: LanguageCode;
      targetLanguage: LanguageCode;
      files: SelectionImportFile[];
    }
  | { ok: false; code: XliffImportErrorCode };

/**
 * An agency's XLIFF document for a selection of posts (one language pair), read against the
 * database now: the originals and translations its files name, and the target language's link
 * targets, then each file checked (planSelectionImport). Nothing is written.
 */
export async function checkXliffSelection(xml: string): Promise<SelectionCheck> {
  const read = readXliff(xml);
  if (!read.ok) return { ok: false, code: read.code };
  const { root } = read;
  const source = root.getAttribute('srcLang');
  const target = root.getAttribute('trgLang');
  if (!isLanguageCode(source) || !isLanguageCode(target) || source === target)
    return { ok: false, code: 'languages' };
  const files = xliffFiles(root);
  if (files.length === 0) return { ok: false, code: 'no_file' };
  if (files.length > maxSelectionFiles) return { ok: false, code: 'too_large' };
  const supabase = await loadSupabase('signed-in');
  const originalIds = originalIdsOf(root);
  const translationIds = translationIdsOf(root);
  // The translations named by id, and any version in the target language made since the export.
  // The ids are UUIDs (originalIdsOf), so nothing in them can change the filter's syntax.
  const named = [
    ...(translationIds.length > 0 ? [`id.in.(${translationIds.join(',')})`] : []),
    ...(originalIds.length > 0
      ? [`and(translation_of.in.(${originalIds.join(',')}),language.eq.${target})`]
      : []),
  ];
  const translations = await supabase
    .from('blog_posts')
    .select(`${postColumns},segment_states`)
    .or(named.length > 0 ? named.join(',') : 'id.is.null');
  if (translations.error) throw new Error(translations.error.message);
  // A tool may drop a <file>'s `original`: the translation it names still says which it is.
  const allOriginalIds = [
    ...new Set([
      ...originalIds,
      ...translations.data.flatMap((row) => (row.translation_of ? [row.translation_of] : [])),
    ]),
  ];
  const originals = await supabase.from('blog_posts').select(postColumns).in('id', allOriginalIds);
  if (originals.error) throw new Error(originals.error.message);
  const links = await linksOfOriginals(originals.data, target);
  return {
    ok: true,
    sourceLanguage: source,
    targetLanguage: target,
    files: planSelectionImport({
      root,
      originals: originals.data,
      translations: translations.data,
      linksOf: (id) => links.get(id) ?? [],
    }),
  };
}

/** One file's outcome: written (the translation's id), or why nothing of it was. */
export type SelectionApplyOutcome =
  | { fileId: string; ok: true; id: string; created: boolean }
  | { fileId: string; ok: false; code: 'changed' | 'deleted' | 'exists' | 'write' };

type Applicable = Extract<SelectionImportFile, { ok: true }>;

async function applyOne(
  file: Applicable,
  language: LanguageCode,
  stamp: Omit<Stamp, 'sourceVersion'>,
): Promise<SelectionApplyOutcome> {
  const { original, translation, links, segments, states } = file.target;
  const next = applyXliffImport(initialDraft(segments), states, segments, file.result, {
    ...stamp,
    sourceVersion: original.content_version,
  });
  const columns = translationColumns({ original, segments, draft: next.draft, links });
  const kept: SegmentStates = {};
  for (const segment of segments) {
    const state = next.states[segment.key];
    if (state) kept[segment.key] = state;
  }
  try {
    if (translation) {
      // Guarded by updated_at as read for the summary: a colleague's save since is never overwritten.
      const saved = await saveTranslationWorkspace({
        id: translation.id,
        columns,
        segmentStates: kept as unknown as Json,
        expectedUpdatedAt: translation.updated_at,
      });
      return { fileId: file.fileId, ok: true, id: saved.id, created: false };
    }
    const supabase = await loadSupabase('signed-in');
    const { data, error } = await supabase
      .from('blog_posts')
      .insert(newTranslationRow(original, language, columns, kept, stamp.now ?? new Date()))
      .select('id')
      .single();
    if (error) throw toWriteError(error);
    return { fileId: file.fileId, ok: true, id: data.id, created: true };
  } catch (error) {
    const code =
      error instanceof PostConflictError
        ? error.reason
        : error instanceof DuplicateTranslationError || error instanceof DuplicateSlugError
          ? 'exists'
          : 'write';
    return { fileId: file.fileId, ok: false, code };
  }
}

/**
 * The checked files that take words, written one by one: a saved translation updated as its
 * workspace would save it (guarded by updated_at), a language without a version given a new draft.
 * Each file is all or nothing; one that fails is reported and the next is still written.
 */
export async function applyXliffSelection({
  files,
  targetLanguage,
  stamp,
  onProgress,
}: {
  files: readonly SelectionImportFile[];
  targetLanguage: LanguageCode;
  stamp: Omit<Stamp, 'sourceVersion'>;
  onProgress?: (outcome: SelectionApplyOutcome) => void;
}): Promise<SelectionApplyOutcome[]> {
  const outcomes: SelectionApplyOutcome[] = [];
  for (const file of files) {
    if (!file.ok || Object.keys(file.result.applied).length === 0) continue;
    const outcome = await applyOne(file, targetLanguage, stamp);
    outcomes.push(outcome);
    onProgress?.(outcome);
  }
  return outcomes;
}

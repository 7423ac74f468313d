import type { LanguageCode } from '@/config/languages';
import { getPostForEdit } from '@/lib/posts/get-post-for-edit';
import { loadSupabase } from '@/lib/supabase-lazy';
import { toWriteError } from '@/lib/posts/write-errors';
import type { PostRow } from '@/lib/posts/types';
import { machineDraft, machineSegmentsOf } from '../lib/machine-draft';
import { linksOfOriginals } from './get-link-targets';
import {
  machineTranslate,
  MachineTranslationError,
  type MachineSegment,
} from './machine-translate';

/** An original and the languages it should get a machine draft in. */
export interface MissingLanguagesJob {
  originalId: string;
  languages: readonly LanguageCode[];
}

/** One language's outcome: a draft made, or why not (nothing was written for it). */
export type LanguageOutcome =
  | { originalId: string; language: LanguageCode; ok: true; id: string }
  | {
      originalId: string;
      language: LanguageCode;
      ok: false;
      /**
       * The translate function's code (no_provider, quota_exceeded, monthly_limit, …),
       * 'refused', 'write', 'read' (the original could not be read) or 'stopped' (never sent:
       * the run was stopped, or a refusal that holds for every language came before it).
       */
      code: string;
      retryAfter: number | null;
    };

export type LanguageFailure = Extract<LanguageOutcome, { ok: false }>;

/**
 * Refusals that hold for every language of the run, not for one: sending the next language could
 * only be refused the same way (and count against the month again), so the run stops there.
 */
const runRefusals = new Set(['monthly_limit', 'no_provider', 'forbidden', 'unauthorized']);

export const stopsTheRun = (outcome: LanguageOutcome): outcome is LanguageFailure =>
  !outcome.ok && runRefusals.has(outcome.code);

const failed = (originalId: string, language: LanguageCode, code: string): LanguageFailure => ({
  originalId,
  language,
  ok: false,
  code,
  retryAfter: null,
});

/** One language of one original: translated, fitted into a draft and inserted, or nothing. */
async function translateOne({
  source,
  segments,
  language,
  by,
}: {
  source: PostRow;
  segments: MachineSegment[];
  language: LanguageCode;
  by: string;
}): Promise<LanguageOutcome> {
  try {
    // Read before the call: a lookup that fails costs no characters.
    const links = (await linksOfOriginals([source], language)).get(source.id) ?? [];
    const answer = await machineTranslate({
      sourceLanguage: source.language as LanguageCode,
      targetLanguage: language,
      segments,
    });
    const made = machineDraft(source, language, answer.results, { by }, links);
    if (!made.ok) return failed(source.id, language, 'refused');
    const { data, error } = await (
      await loadSupabase('signed-in')
    )
      .from('blog_posts')
      .insert(made.row)
      .select('id')
      .single();
    if (error) throw toWriteError(error);
    return { originalId: source.id, language, ok: true, id: data.id };
  } catch (error) {
    if (error instanceof MachineTranslationError)
      return { ...failed(source.id, language, error.code), retryAfter: error.retryAfter };
    return failed(source.id, language, 'write');
  }
}

/**
 * "Translate missing languages", for one original or a selection: for each original in turn and
 * each of its languages in turn, the original's every segment is sent to the translate function
 * and one draft translation is inserted with the machine's words, each segment marked 'machine',
 * its links following the language.
 * Each language is all or nothing; a failure in one is reported for it and the next is tried,
 * except a refusal that holds for the whole run (the monthly limit), after which nothing more is
 * sent. `signal` stops the run between two languages, never inside one. `onStart` and
 * `onProgress` hear each language as it starts and finishes.
 */
export async function translateMissingLanguages({
  jobs,
  by,
  signal,
  onStart,
  onProgress,
}: {
  jobs: readonly MissingLanguagesJob[];
  by: string;
  signal?: AbortSignal;
  onStart?: (originalId: string, language: LanguageCode) => void;
  onProgress?: (outcome: LanguageOutcome) => void;
}): Promise<LanguageOutcome[]> {
  const outcomes: LanguageOutcome[] = [];
  let halted = false;
  const report = (outcome: LanguageOutcome) => {
    outcomes.push(outcome);
    onProgress?.(outcome);
    if (stopsTheRun(outcome)) halted = true;
  };
  for (const { originalId, languages } of jobs) {
    if (halted || signal?.aborted) {
      for (const language of languages) report(failed(originalId, language, 'stopped'));
      continue;
    }
    let source: PostRow;
    try {
      source = await getPostForEdit(originalId);
    } catch {
      for (const language of languages) report(failed(originalId, language, 'read'));
      continue;
    }
    const segments = machineSegmentsOf(source);
    for (const language of languages) {
      if (halted || signal?.aborted) {
        report(failed(originalId, language, 'stopped'));
        continue;
      }
      onStart?.(originalId, language);
      report(await translateOne({ source, segments, language, by }));
    }
  }
  return outcomes;
}

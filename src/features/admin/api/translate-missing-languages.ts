import type { LanguageCode } from '@/config/languages';
import { site } from '@/config/site';
import { getPostForEdit } from '@/lib/posts/get-post-for-edit';
import { loadSupabase } from '@/lib/supabase-lazy';
import { toWriteError } from '@/lib/posts/write-errors';
import { machineDraft, machineSegmentsOf } from '../lib/machine-draft';
import { slugsToLookUp, workspaceLinks } from '../lib/workspace-links';
import { getLinkTargets } from './get-link-targets';
import { machineTranslate, MachineTranslationError } from './machine-translate';

/** One language's outcome: a draft made, or why not (nothing was written for it). */
export type LanguageOutcome =
  | { language: LanguageCode; ok: true; id: string }
  | {
      language: LanguageCode;
      ok: false;
      /** The translate function's code (no_provider, quota_exceeded, …), 'refused' or 'write'. */
      code: string;
      retryAfter: number | null;
    };

/**
 * "Translate missing languages": for each language in turn, the original's every segment is sent
 * to the translate function and one draft translation is inserted with the machine's words, each
 * segment marked 'machine', its links following the language. Each language is all or nothing; a
 * failure in one is reported for it and the next is tried. `onProgress` hears each language as it
 * finishes.
 */
export async function translateMissingLanguages({
  originalId,
  languages,
  by,
  onProgress,
}: {
  originalId: string;
  languages: readonly LanguageCode[];
  by: string;
  onProgress?: (outcome: LanguageOutcome) => void;
}): Promise<LanguageOutcome[]> {
  const source = await getPostForEdit(originalId);
  const segments = machineSegmentsOf(source);
  const sourceLanguage = source.language as LanguageCode;
  const slugs = slugsToLookUp(source.content_markdown, site.origin);
  const outcomes: LanguageOutcome[] = [];
  for (const language of languages) {
    const outcome = await translateOne(language);
    outcomes.push(outcome);
    onProgress?.(outcome);
  }
  return outcomes;

  async function translateOne(language: LanguageCode): Promise<LanguageOutcome> {
    try {
      // Read before the call: a lookup that fails costs no characters.
      const posts = await getLinkTargets({ slugs, targetLanguage: language });
      const links = workspaceLinks({
        originalBody: source.content_markdown,
        targetLanguage: language,
        posts,
        origin: site.origin,
      });
      const answer = await machineTranslate({
        sourceLanguage,
        targetLanguage: language,
        segments,
      });
      const made = machineDraft(source, language, answer.results, { by }, links);
      if (!made.ok) return { language, ok: false, code: 'refused', retryAfter: null };
      const { data, error } = await (
        await loadSupabase('signed-in')
      )
        .from('blog_posts')
        .insert(made.row)
        .select('id')
        .single();
      if (error) throw toWriteError(error);
      return { language, ok: true, id: data.id };
    } catch (error) {
      if (error instanceof MachineTranslationError)
        return { language, ok: false, code: error.code, retryAfter: error.retryAfter };
      return { language, ok: false, code: 'write', retryAfter: null };
    }
  }
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';
import { adminKeys } from './query-keys';

/** The pair already has this term, in any case (translation_glossary_term_key, 23505). */
export class DuplicateGlossaryTermError extends Error {
  constructor() {
    super('The glossary already has this term');
    this.name = 'DuplicateGlossaryTermError';
  }
}

export interface GlossaryTermWrite {
  /** The entry changed; null adds one. */
  id: string | null;
  source: LanguageCode;
  target: LanguageCode;
  term: string;
  /** null: never translate. */
  translation: string | null;
  note: string | null;
}

/** Adds a term to a pair's glossary or changes one; the database checks every rule again. */
export async function saveGlossaryTerm({
  id,
  source,
  target,
  ...fields
}: GlossaryTermWrite): Promise<void> {
  const table = (await loadSupabase('signed-in')).from('translation_glossary');
  const { error } = id
    ? await table.update(fields).eq('id', id)
    : await table.insert({ source_language: source, target_language: target, ...fields });
  if (error?.code === '23505') throw new DuplicateGlossaryTermError();
  if (error) throw new Error(error.message);
}

export function useSaveGlossaryTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGlossaryTerm,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.glossary() });
    },
  });
}

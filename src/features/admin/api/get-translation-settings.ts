import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLanguageCode, type LanguageCode } from '@/config/languages';
import { loadSupabase } from '@/lib/supabase-lazy';
import { adminKeys } from './query-keys';

export const formalities = ['default', 'more', 'less'] as const;
export type Formality = (typeof formalities)[number];

export const isFormality = (value: unknown): value is Formality =>
  (formalities as readonly unknown[]).includes(value);

/** How machine translation writes one target language (public.translation_settings). */
export interface TranslationSetting {
  language: LanguageCode;
  formality: Formality;
  instructions: string | null;
}

/** Every language's settings (admins only: row-level security returns nothing to anyone else). */
export async function getTranslationSettings(): Promise<
  Partial<Record<LanguageCode, TranslationSetting>>
> {
  const { data, error } = await (
    await loadSupabase('signed-in')
  )
    .from('translation_settings')
    .select('language,formality,instructions')
    .retry(false); // TanStack Query retries (src/lib/query-client.ts)
  if (error) throw error;
  const settings: Partial<Record<LanguageCode, TranslationSetting>> = {};
  for (const row of data ?? []) {
    if (isLanguageCode(row.language) && isFormality(row.formality)) {
      settings[row.language] = {
        language: row.language,
        formality: row.formality,
        instructions: row.instructions,
      };
    }
  }
  return settings;
}

export function translationSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.translationSettings(),
    queryFn: getTranslationSettings,
    retry: 1,
  });
}

export function useTranslationSettings() {
  return useQuery(translationSettingsQueryOptions());
}

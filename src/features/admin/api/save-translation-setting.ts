import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/supabase-lazy';
import type { TranslationSetting } from './get-translation-settings';
import { adminKeys } from './query-keys';

/**
 * Writes one language's settings. Every language is seeded with a row, so this is an update; a
 * language without one (deleted by hand) gets it inserted. The embedded REST subset has no
 * upsert. The database stamps who and when.
 */
export async function saveTranslationSetting({
  language,
  ...fields
}: TranslationSetting): Promise<void> {
  const table = (await loadSupabase('signed-in')).from('translation_settings');
  const updated = await table.update(fields).eq('language', language).select('language');
  if (updated.error) throw new Error(updated.error.message);
  if (updated.data.length > 0) return;
  const inserted = await table.insert({ language, ...fields });
  if (inserted.error) throw new Error(inserted.error.message);
}

export function useSaveTranslationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranslationSetting,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.translationSettings() });
    },
  });
}
